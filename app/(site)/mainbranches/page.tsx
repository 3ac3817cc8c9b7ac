import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';

const page = pages['/mainbranches'];

export const metadata = pageMetadata('/mainbranches');

export default function MainbranchesPage() {
  return (
    <>
      <PageIntro title={page.h1} intro={page.intro} />
      <QuoteCta />
    </>
  );
}
