import { privacyUpdated } from '@/content/privacy';
import { termsSections } from '@/content/terms';
import { analytics } from '@/lib/env';
import { privacyNotice } from '@/lib/privacy-notice';
import { toolNames } from '@/lib/analytics/notice-words';
import { formatDate } from '@/lib/dates';
import type { Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/dictionaries';
import { PageIntro } from '@/components/layout/page-intro';
import { LegalSections } from '@/components/content/legal-sections';

/**
 * The body of /privacy-policy and /terms-and-conditions in every language. A translation says
 * which version applies, and its sections keep the English one's anchors, so a link to a section
 * works in every language.
 */
export function LegalPage({ document, locale }: { document: 'privacy' | 'terms'; locale: Locale }) {
  const d = dictionary(locale);
  const t = d.pageText.legal;
  const privacy = document === 'privacy';
  const note = t.translationNote && <p className="page-intro__meta">{t.translationNote}</p>;
  return (
    <>
      <PageIntro path={privacy ? '/privacy-policy' : '/terms-and-conditions'} locale={locale}>
        {privacy && (
          <p className="page-intro__meta">
            {t.updated}{' '}
            <time dateTime={privacyUpdated}>{formatDate(privacyUpdated, d.scope.date)}</time>
          </p>
        )}
        {note}
      </PageIntro>
      {privacy ? (
        <LegalSections
          sections={privacyNotice(analytics, d.privacy)}
          anchors={privacyNotice(analytics)}
          label={t.privacy}
          words={{ legal: t, hours: d.hours }}
          // Where the build measures visits (docs/analytics.md#the-privacy-notice).
          values={
            analytics && {
              tools: toolNames(analytics, d.consent.tools),
              settings: d.consent.settings,
            }
          }
        />
      ) : (
        <LegalSections
          sections={d.terms}
          anchors={termsSections}
          label={t.terms}
          words={{ legal: t, hours: d.hours }}
        />
      )}
    </>
  );
}
