import { legalText } from '@/content/page-text';
import { termsSections } from '@/content/terms';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { LegalSections } from '@/components/content/legal-sections';

export const metadata = pageMetadata('/terms-and-conditions');

export default function TermsPage() {
  return (
    <>
      <PageIntro path="/terms-and-conditions" />
      <LegalSections sections={termsSections} label={legalText.terms} />
    </>
  );
}
