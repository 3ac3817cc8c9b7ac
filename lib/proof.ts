import type { TitledText, TrustBadge } from '@/content/types';

/**
 * The certifications, then the trust badges that add a claim of their own, as one list. A badge
 * with the same seal as a certification (ISO, the rating) makes the same claim, so it is left out:
 * the home page shows the footer's badges and its own certifications as one section. Each claim
 * keeps the link to its proof (docs/product.md#trust-that-survives-a-check).
 */
export function mergeProof(
  certifications: readonly TitledText[],
  badges: readonly TrustBadge[],
): TitledText[] {
  const seals = new Set(certifications.map((c) => c.icon));
  // A certification stands in for the badge with its seal, so it keeps that badge's proof link.
  const proofOf = new Map(badges.map((b) => [b.image, b.proofUrl]));
  return [
    ...certifications.map((c) => {
      const proofUrl = c.proofUrl ?? (c.icon ? proofOf.get(c.icon) : undefined);
      return proofUrl ? { ...c, proofUrl } : c;
    }),
    ...badges
      .filter((b) => !seals.has(b.image))
      .map((b) => ({
        title: b.title,
        description: b.description,
        icon: b.image,
        ...(b.proofUrl ? { proofUrl: b.proofUrl } : {}),
      })),
  ];
}
