import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';

const page = pages['/terms-and-conditions'];

export const metadata = pageMetadata('/terms-and-conditions');

export default function TermsAndConditionsPage() {
  return (
    <>
      <PageIntro title={page.h1} intro={page.intro} />
      <QuoteCta />
    </>
  );
}
