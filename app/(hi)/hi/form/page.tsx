import { formPage } from '@/content/hi/quote-page';
import { bewareText } from '@/content/hi/beaware-text';
import { buildMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteSection } from '@/components/quote/quote-section';
import { QuotePageBlocks } from '@/components/quote/quote-page-blocks';
import { homeCrumbHi } from '@/content/hi/layout-text';
import { JsonLd } from '@/components/seo/json-ld';
import { webPageJsonLd } from '@/lib/seo/json-ld';

export const metadata = buildMetadata({
  path: '/hi/form',
  title: formPage.title,
  description: formPage.description,
});

/** The quote form in Hindi (issue 17): /form's page, word for word in Hindi. */
export default function HindiFormPage() {
  return (
    <>
      <JsonLd
        nodes={[
          webPageJsonLd({
            path: '/hi/form',
            name: formPage.title,
            description: formPage.description,
            locale: 'hi',
          }),
        ]}
      />
      <PageIntro
        crumbs={[
          { name: homeCrumbHi, path: '/hi' },
          { name: formPage.crumb, path: '/hi/form' },
        ]}
        title={formPage.h1}
        intro={formPage.intro}
      />
      <QuoteSection locale="hi" />
      <QuotePageBlocks fraudWarning={bewareText.contacts.warning} locale="hi" />
    </>
  );
}
