import { pageInfo } from '@/lib/dictionaries';
import type { Locale } from '@/lib/i18n';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteSection } from '@/components/quote/quote-section';
import { QuotePageBlocks } from '@/components/quote/quote-page-blocks';

/** The quote page in a language: its banner, the quote form, and the blocks under it. */
export function FormPage({ locale }: { locale: Locale }) {
  const page = pageInfo('/form', locale);
  return (
    <>
      <PageIntro path="/form" locale={locale} title={page.h1} intro={page.intro} />
      <QuoteSection locale={locale} />
      <QuotePageBlocks locale={locale} />
    </>
  );
}
