import type { Metadata } from 'next';
import { pages } from '@/content/hi/pages';
import { notFoundText } from '@/content/hi/not-found-text';
import { HomeContent } from '@/components/home/home-content';
import { HeroQuote } from '@/components/home/hero-quote';
import { heroQuoteText } from '@/components/home/hero-quote-frame';
import { quoteText } from '@/content/hi/quote-text';

// The Hindi 404 page, exported as out/hi/404.html: what the English one is (app/global-not-found.tsx,
// docs/product.md#unknown-paths: the home page, never indexed), for unknown paths under /hi.
// Cloudflare Pages serves the nearest 404.html up the path, scripts/serve.mjs does the same, and
// README.md ("Deploying") says what other hosts need. An ordinary page, so it rides in no other
// page's payload; at /hi/404 itself it answers 200, as /404 does, and stays out of the sitemap
// (noindex).
export const metadata: Metadata = {
  title: `${notFoundText.title} – ${pages['/'].title}`,
  robots: { index: false },
};

export default function HindiNotFoundPage() {
  return (
    <>
      <p className="notice container" role="status">
        {notFoundText.notice}
      </p>
      <HomeContent
        locale="hi"
        quote={<HeroQuote text={heroQuoteText(quoteText)} action="/hi/form" />}
      />
    </>
  );
}
