import { pages } from '@/content/pages';
import { fraudWarning } from '@/content/company';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteSection } from '@/components/quote/quote-section';
import { QuotePageBlocks } from '@/components/quote/quote-page-blocks';
import { JsonLd } from '@/components/seo/json-ld';
import { webPageJsonLd } from '@/lib/seo/json-ld';

const page = pages['/form'];

export const metadata = pageMetadata('/form');

export default function FormPage() {
  return (
    <>
      <JsonLd
        nodes={[
          webPageJsonLd({
            path: '/form',
            name: page.title,
            description: page.description,
            locale: 'en',
          }),
        ]}
      />
      <PageIntro path="/form" title={page.h1} intro={page.intro} />
      <QuoteSection />
      <QuotePageBlocks fraudWarning={fraudWarning} />
    </>
  );
}
