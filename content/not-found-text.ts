/**
 * The words of the 404 page: an unknown path shows the home page with this notice above it,
 * never indexed (docs/product.md#unknown-paths). English in app/global-not-found.tsx
 * (out/404.html), Hindi for unknown paths under /hi in app/(l10n)/[lang]/404/page.tsx
 * (out/hi/404.html), from content/hi/not-found-text.ts, of the same type.
 */
export interface NotFoundText {
  /** The start of the page's title, before the home page's own. */
  title: string;
  /** Above the home page, in a status line. */
  notice: string;
}

export const notFoundText: NotFoundText = {
  title: 'Page not found',
  notice: 'We could not find that page, so here is our home page.',
};
