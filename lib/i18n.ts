/**
 * The site's two languages (issue 17). English pages live at their paths; the pages that bring
 * and convert visitors also exist in Hindi under /hi (home, quote form, charges, fraud checker
 * and every city page), and so does the offline page. Pure path logic, no data, so client components may use it.
 */

export type Locale = 'en' | 'hi';

/** `<html lang>` and hreflang values. */
export const HTML_LANG = { en: 'en-IN', hi: 'hi-IN' } as const satisfies Record<Locale, string>;

/** Open Graph's locale values. */
export const OG_LOCALE = { en: 'en_IN', hi: 'hi_IN' } as const satisfies Record<Locale, string>;

export const HINDI_PREFIX = '/hi';

/**
 * English paths that have a Hindi page (city pages are matched by CITY_PAGE). /offline is the
 * service worker's page for a page not saved on the phone (noindex).
 */
const TRANSLATED = new Set(['/', '/form', '/beaware', '/packers-and-movers-charges', '/offline']);
const CITY_PAGE = /^\/packers-movers-in-[^/]+$/;

/** The language of a path: Hindi under /hi, else English. */
export function localeOfPath(path: string): Locale {
  return path === HINDI_PREFIX || path.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The English path of a page, whichever language the path is in. */
export function englishPath(path: string): string {
  if (localeOfPath(path) === 'en') return path;
  return path.slice(HINDI_PREFIX.length) || '/';
}

/** Whether the page at an English path also exists in Hindi. */
export function hasHindi(englishPagePath: string): boolean {
  return TRANSLATED.has(englishPagePath) || CITY_PAGE.test(englishPagePath);
}

/**
 * A page's path in a language: `('hi', '/form')` -> `/hi/form`, `('hi', '/')` -> `/hi`. A page
 * without a Hindi version keeps its English path (the Hindi pages link to it as it is).
 */
export function localePath(locale: Locale, path: string): string {
  const [pathname = '', hash] = path.split('#');
  const en = englishPath(pathname);
  const out =
    locale === 'hi' && hasHindi(en) ? (en === '/' ? HINDI_PREFIX : HINDI_PREFIX + en) : en;
  return hash === undefined ? out : `${out}#${hash}`;
}

/**
 * The path of the page the router shows, from its route segments below the root layout (Next.js
 * `useSelectedLayoutSegments`): route groups left out, `['(site)', 'form']` -> `/form`. Unlike
 * the address, it is the page's own path on a 404 page too, which is served at any address:
 * `['hi', '404']` -> `/hi/404`, and `['/_not-found']` for the English one.
 */
export function routePath(segments: readonly string[]): string {
  const path = segments.filter((s) => !(s.startsWith('(') && s.endsWith(')'))).join('/');
  return `/${path}`.replace(/\/{2,}/g, '/');
}

/** The same page in each language, or undefined when the page exists in one only. */
export function alternatePaths(path: string): Record<Locale, string> | undefined {
  const en = englishPath(path);
  if (!hasHindi(en)) return undefined;
  return { en, hi: localePath('hi', en) };
}
