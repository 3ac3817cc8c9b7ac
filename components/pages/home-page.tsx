import type { Metadata } from 'next';
import { dictionary, pageInfo } from '@/lib/dictionaries';
import { localePath, type Locale } from '@/lib/i18n';
import { websiteJsonLd } from '@/lib/seo/json-ld';
import { HomeContent } from '@/components/home/home-content';
import { HeroQuote } from '@/components/home/hero-quote';
import { StaticHeroQuote, heroQuoteText } from '@/components/home/hero-quote-frame';
import { JsonLd } from '@/components/seo/json-ld';

/** The first-screen quote box, which leads to the quote form in the page's language. */
const quoteBox = (locale: Locale) => (
  <HeroQuote
    text={heroQuoteText(dictionary(locale).quote)}
    action={localePath(locale, '/form')}
    locale={locale}
  />
);

/** The home page in a language: the site's WebSite node in that language, and the home page body. */
export function HomePage({ locale }: { locale: Locale }) {
  return (
    <>
      <JsonLd nodes={[websiteJsonLd(locale)]} />
      <HomeContent locale={locale} quote={quoteBox(locale)} />
    </>
  );
}

/** The 404 page's title in a language: its notice's title before the home page's. */
export function notFoundTitle(locale: Locale): string {
  return `${dictionary(locale).notFound.title} – ${pageInfo('/', locale).title}`;
}

/** A language's 404 page's metadata: never indexed (docs/product.md#unknown-paths). */
export function notFoundMetadata(locale: Locale): Metadata {
  return { title: notFoundTitle(locale), robots: { index: false } };
}

/**
 * An unknown path shows the home page with a notice above it (docs/product.md#unknown-paths).
 * `plain`: the first-screen quote box as plain HTML, for app/global-not-found.tsx, which Next.js
 * writes into every page's client manifest, so it must not bring the suggestions' code along.
 */
export function NotFoundPage({ locale, plain = false }: { locale: Locale; plain?: boolean }) {
  return (
    <>
      <p className="notice container" role="status">
        {dictionary(locale).notFound.notice}
      </p>
      <HomeContent
        locale={locale}
        quote={
          plain ? (
            <StaticHeroQuote text={heroQuoteText(dictionary(locale).quote)} />
          ) : (
            quoteBox(locale)
          )
        }
      />
    </>
  );
}
