import './globals.css';
import { siteMetadata, siteViewport } from '@/lib/seo/metadata';
import { site } from '@/content/site';
import { DEFAULT_LOCALE } from '@/lib/i18n';
import { NotFoundPage, notFoundTitle } from '@/components/pages/home-page';
import { Footer } from '@/components/layout/footer';
import { SiteDocument } from '@/components/layout/site-document';

// Exported as 404.html. docs/product.md#unknown-paths: an unknown path shows the home page, never
// indexed. Unknown paths under /hi get the Hindi one, out/hi/404.html
// (app/(l10n)/[lang]/404/page.tsx).
//
// A global not-found page (not app/not-found.tsx) because Next.js embeds the root not-found
// tree in the RSC payload of every page as the layout's fallback: with the home page as the
// 404, each page carried a second copy of the home page and footer (~100 KB of JSON to parse
// before hydration). This one is rendered only for unmatched URLs.
//
// Outside the layout, so no title template applies: the title names the site itself. Next.js
// marks this page noindex on its own.
export const metadata = {
  ...siteMetadata,
  title: `${notFoundTitle(DEFAULT_LOCALE)} | ${site.shortName}`,
};
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument locale={DEFAULT_LOCALE}>
      <main id="main" tabIndex={-1}>
        <NotFoundPage locale={DEFAULT_LOCALE} plain />
      </main>
      <Footer locale={DEFAULT_LOCALE} highlights={false} />
    </SiteDocument>
  );
}
