/**
 * The privacy notice's sections for this build (docs/analytics.md#the-privacy-notice): as
 * content/privacy.ts writes them where nothing measures visits; where Google's tags are configured,
 * with what they measure, by whom, why and on what basis, and how to withdraw.
 */
import { noTracking, privacyMeasuring, privacySections } from '@/content/privacy';
import type { LegalSection } from '@/content/types';
import type { AnalyticsConfig } from './env';

/** A language's privacy notice: content/privacy.ts or its translation. */
interface PrivacyWords {
  sections: LegalSection[];
  measuring: typeof privacyMeasuring;
  /** The sentence of `sections` that `measuring.noTracking` replaces. */
  noTracking: string;
}

const ENGLISH: PrivacyWords = {
  sections: privacySections,
  measuring: privacyMeasuring,
  noTracking,
};

export function privacyNotice(
  analytics: AnalyticsConfig | null,
  { sections, measuring: m, noTracking: none }: PrivacyWords = ENGLISH,
): LegalSection[] {
  if (!analytics) return sections;
  const found = (title: string) => {
    if (!sections.some((s) => s.title === title)) {
      throw new Error(`The privacy notice has no section "${title}" for measuring visits`);
    }
  };
  [m.sectionAfter, m.recipientsIn, m.withdrawIn].forEach(found);
  const section: LegalSection = {
    ...m.section,
    body: analytics.ga4Id ? [...m.section.body, m.retention] : m.section.body,
  };
  return sections.flatMap((s) => {
    if (s.title === m.sectionAfter) {
      return [{ ...s, body: s.body.map((line) => (line === none ? m.noTracking : line)) }, section];
    }
    if (s.title === m.recipientsIn) {
      const lastItem = s.body.findLastIndex((line) => line.startsWith('- '));
      return [{ ...s, body: s.body.toSpliced(lastItem + 1, 0, m.recipient) }];
    }
    if (s.title === m.withdrawIn) return [{ ...s, body: [...s.body, m.withdraw] }];
    return [s];
  });
}

/** The privacy notice's section on measuring, which the consent notice and the footer link to. */
export const PRIVACY_MEASURING_HREF = `/privacy-policy#${privacyMeasuring.section.id}`;
