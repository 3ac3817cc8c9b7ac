import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { siteMetadata, siteViewport } from '@/lib/seo/metadata';
import { HomeContent } from '@/components/home/home-content';
import { StaticHeroQuote, heroQuoteText } from '@/components/home/hero-quote-frame';
import { quoteText } from '@/content/quote-text';
import { notFoundText } from '@/content/not-found-text';
import { Footer } from '@/components/layout/footer';
import { SiteDocument } from '@/components/layout/site-document';
import './globals.css';

// Exported as 404.html. docs/product.md#unknown-paths: an unknown path shows the home page, never
// indexed. Unknown paths under /hi get the Hindi one, out/hi/404.html (app/(hi)/hi/404/page.tsx).
//
// A global not-found page (not app/not-found.tsx) because Next.js embeds the root not-found
// tree in the RSC payload of every page as the layout's fallback: with the home page as the
// 404, each page carried a second copy of the home page and footer (~100 KB of JSON to parse
// before hydration). This one is rendered only for unmatched URLs.
export const metadata: Metadata = {
  ...siteMetadata,
  // Outside the layout, so no title template applies.
  title: `${notFoundText.title} – ${pages['/'].title} | ${site.shortName}`,
};
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <main id="main" tabIndex={-1}>
        <p className="notice container" role="status">
          {notFoundText.notice}
        </p>
        <HomeContent quote={<StaticHeroQuote text={heroQuoteText(quoteText)} />} />
      </main>
      <Footer highlights={false} />
    </SiteDocument>
  );
}
