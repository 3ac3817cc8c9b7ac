import { site } from '@/content/site';
import { hoursText } from '@/content/hours-text';
import { hoursLabel } from '@/lib/hours';
import { pages } from '@/content/pages';
import { legalText } from '@/content/page-text';
import { termsSections } from '@/content/terms';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { LegalSections } from '@/components/content/legal-sections';

const page = pages['/terms-and-conditions'];

export const metadata = pageMetadata('/terms-and-conditions');

export default function TermsPage() {
  return (
    <>
      <PageIntro path="/terms-and-conditions" title={page.h1} intro={page.intro} />
      <div className="section">
        <div className="container">
          <LegalSections
            sections={termsSections}
            label={legalText.terms}
            values={{ hours: hoursLabel(site.hours, hoursText) }}
          />
        </div>
      </div>
    </>
  );
}
