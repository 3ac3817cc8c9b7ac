import type { TitledText, TrustBadge } from '@/content/types';

/**
 * The certifications, then the trust badges that add a claim of their own, as one list. A badge
 * with the same seal as a certification (ISO, the rating) makes the same claim, so it is left out:
 * the home page shows the footer's badges and its own certifications as one section.
 */
export function mergeProof(
  certifications: readonly TitledText[],
  badges: readonly TrustBadge[],
): TitledText[] {
  const seals = new Set(certifications.map((c) => c.icon));
  return [
    ...certifications,
    ...badges
      .filter((b) => !seals.has(b.image))
      .map((b) => ({ title: b.title, description: b.description, icon: b.image })),
  ];
}
