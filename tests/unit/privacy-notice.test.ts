import { noTracking, privacyMeasuring, privacySections } from '@/content/privacy';
import type { AnalyticsConfig } from '@/lib/env';
import { PRIVACY_MEASURING_HREF, privacyNotice } from '@/lib/privacy-notice';
import { dictionaries } from '@/lib/dictionaries';
import { PREFIXED_LOCALES } from '@/lib/i18n';

/**
 * The privacy notice of a build (docs/analytics.md#the-privacy-notice): as written without Google's
 * tags; with them, saying what is measured, by whom, why, on what basis and how to withdraw.
 */
const GA4: AnalyticsConfig = { ga4Id: 'G-TEST123456', ads: null };
const ADS: AnalyticsConfig = {
  ga4Id: null,
  ads: { id: 'AW-123456789', leadLabel: 'AbC', sendTo: 'AW-123456789/AbC' },
};
const titles = (sections: { title: string }[]) => sections.map((s) => s.title);

describe('the privacy notice', () => {
  it('is as written where nothing is measured', () => {
    expect(privacyNotice(null)).toBe(privacySections);
    expect(privacySections.flatMap((s) => s.body)).toContain(noTracking);
  });

  it('with GA4, says so where it said nothing was measured, and adds a section after it', () => {
    const sections = privacyNotice(GA4);
    const all = sections.flatMap((s) => s.body);
    expect(all).not.toContain(noTracking);
    expect(all).toContain(privacyMeasuring.noTracking);
    const at = titles(sections).indexOf(privacyMeasuring.sectionAfter);
    expect(sections[at + 1]).toMatchObject({ title: 'Measuring Visits', id: 'measuring-visits' });
    expect(sections).toHaveLength(privacySections.length + 1);
    const section = sections[at + 1]!.body.join('\n');
    expect(section).toContain('{tools}');
    expect(section).toContain('Section 6 of the DPDP Act');
    expect(section).toContain('{settings}');
    expect(section).toContain(privacyMeasuring.retention);
    expect(PRIVACY_MEASURING_HREF).toBe('/privacy-policy#measuring-visits');
  });

  it('names Google among those who receive data, after the others, and the footer link to withdraw', () => {
    const sections = privacyNotice(ADS);
    const receive = sections.find((s) => s.title === privacyMeasuring.recipientsIn)!.body;
    const items = receive.filter((line) => line.startsWith('- '));
    expect(items.at(-1)).toBe(privacyMeasuring.recipient);
    // Still one list: the paragraph after it stays after it.
    expect(receive.at(-1)).toMatch(/^Some of these providers/);
    const withdraw = sections.find((s) => s.title === privacyMeasuring.withdrawIn)!.body;
    expect(withdraw.at(-1)).toBe(privacyMeasuring.withdraw);
    // Google Ads alone: no word of Google Analytics' retention.
    expect(sections.flatMap((s) => s.body)).not.toContain(privacyMeasuring.retention);
  });

  it('fails, naming it, when a section it changes has been renamed', () => {
    const renamed = privacySections.map((s) =>
      s.title === 'Who Receives It' ? { ...s, title: 'Recipients' } : s,
    );
    const english = { sections: renamed, measuring: privacyMeasuring, noTracking };
    expect(() => privacyNotice(GA4, english)).toThrow(/no section "Who Receives It"/);
  });

  it.each(PREFIXED_LOCALES)(
    'in %s, with GA4, replaces its own no-tracking sentence and adds its own section',
    (locale) => {
      const words = dictionaries[locale].privacy;
      const sections = privacyNotice(GA4, words);
      const lines = sections.flatMap((s) => s.body);
      expect(words.sections.flatMap((s) => s.body)).toContain(words.noTracking);
      expect(lines).not.toContain(words.noTracking);
      expect(lines).toContain(words.measuring.noTracking);
      const at = titles(sections).indexOf(words.measuring.sectionAfter);
      expect(sections[at + 1]?.title).toBe(words.measuring.section.title);
      expect(sections).toHaveLength(privacySections.length + 1);
    },
  );
});
