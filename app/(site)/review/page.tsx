import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';

const page = pages['/review'];

export const metadata = pageMetadata('/review');

export default function ReviewPage() {
  return (
    <>
      <PageIntro title={page.h1} intro={page.intro} />
      <QuoteCta />
    </>
  );
}
