import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { dictionary, pageInfo } from '@/lib/dictionaries';
import { localePath, type Locale } from '@/lib/i18n';
import { HomeContent } from '@/components/home/home-content';
import { HeroQuote } from '@/components/home/hero-quote';
import { StaticHeroQuote, heroQuoteText } from '@/components/home/hero-quote-frame';

/** The 404 page's title in a language: its notice's title before the home page's. */
export function notFoundTitle(locale: Locale): string {
  return `${dictionary(locale).notFound.title} – ${pageInfo('/', locale).title}`;
}

/** A language's 404 page's metadata: never indexed (docs/product.md#unknown-paths). */
export function notFoundMetadata(locale: Locale): Metadata {
  return { title: notFoundTitle(locale), robots: { index: false } };
}

/**
 * An unknown path shows the home page with a notice above it (docs/product.md#unknown-paths). `plain`: the
 * first-screen quote box as plain HTML, for app/global-not-found.tsx, which Next.js writes into
 * every page's client manifest, so it must not bring the suggestions' code along.
 */
export function NotFoundPage({ locale, plain = false }: { locale: Locale; plain?: boolean }) {
  const text = heroQuoteText(dictionary(locale).quote);
  const quote: ReactNode = plain ? (
    <StaticHeroQuote text={text} />
  ) : (
    <HeroQuote text={text} action={localePath(locale, '/form')} />
  );
  return (
    <>
      <p className="notice container" role="status">
        {dictionary(locale).notFound.notice}
      </p>
      <HomeContent locale={locale} quote={quote} />
    </>
  );
}
