import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';

const page = pages['/household'];

export const metadata = pageMetadata('/household');

export default function HouseholdPage() {
  return (
    <>
      <PageIntro title={page.h1} intro={page.intro} />
      <QuoteCta />
    </>
  );
}
