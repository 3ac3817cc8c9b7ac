import { legalText } from '@/content/page-text';
import { privacyUpdated } from '@/content/privacy';
import { consentText } from '@/content/consent-text';
import { analytics } from '@/lib/env';
import { privacyNotice } from '@/lib/privacy-notice';
import { toolNames } from '@/lib/analytics/notice-words';
import { formatDate } from '@/lib/dates';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { LegalSections } from '@/components/content/legal-sections';

export const metadata = pageMetadata('/privacy-policy');

export default function PrivacyPage() {
  return (
    <>
      <PageIntro path="/privacy-policy">
        <p className="page-intro__meta">
          {legalText.updated} <time dateTime={privacyUpdated}>{formatDate(privacyUpdated)}</time>
        </p>
      </PageIntro>
      <LegalSections
        sections={privacyNotice(analytics)}
        label={legalText.privacy}
        // Where the build measures visits (docs/analytics.md#the-privacy-notice).
        values={
          analytics && {
            tools: toolNames(analytics, consentText.tools),
            settings: consentText.settings,
          }
        }
      />
    </>
  );
}
