/**
 * The site's languages and the paths of their pages. English pages live at their paths; the pages
 * that bring and convert visitors (home, quote form, charges, fraud checker, every city page, and
 * the offline page) and those a visitor checks before trusting us (contact, about, reviews,
 * services, privacy and terms) also exist in each other language under its prefix: /hi/form. Pure path logic
 * and one table, no words, so client components may use it (the language switch does).
 *
 * Adding a language starts with one line in LANGUAGES (docs/adding-a-language.md).
 */
import type { TranslatedPath } from '@/content/types';

/** Each language: `<html lang>` and hreflang (`html`), and Open Graph's locale (`og`). */
export const LANGUAGES = {
  en: { html: 'en-IN', og: 'en_IN' },
  hi: { html: 'hi-IN', og: 'hi_IN' },
  ta: { html: 'ta-IN', og: 'ta_IN' },
} as const satisfies Record<string, { html: string; og: string }>;

export type Locale = keyof typeof LANGUAGES;

/** The language of the pages without a prefix, and of every page that has no translation. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;

export const LOCALES = Object.keys(LANGUAGES) as Locale[];

/** The languages under a prefix: every one but the default. */
export const PREFIXED_LOCALES = /* @__PURE__ */ LOCALES.filter((l) => l !== DEFAULT_LOCALE);

/** One field of every language, by locale. */
const byLocale = <K extends 'html' | 'og'>(key: K) =>
  Object.fromEntries(LOCALES.map((l) => [l, LANGUAGES[l][key]])) as {
    [L in Locale]: (typeof LANGUAGES)[L][K];
  };

/** `<html lang>` and hreflang values. */
export const HTML_LANG = /* @__PURE__ */ byLocale('html');

/** Open Graph's locale values. */
export const OG_LOCALE = /* @__PURE__ */ byLocale('og');

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LANGUAGES, value);
}

/** A language's path prefix: '' for the default, `/hi` for Hindi. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** The pages a visitor reads before trusting us: translated like those that convert. */
export const TRUST_PATHS = [
  '/contactus',
  '/about',
  '/whychoose',
  '/review',
  '/ourservices',
  '/household',
  '/office',
  '/vehicle',
  '/warehouse',
  '/privacy-policy',
  '/terms-and-conditions',
] as const satisfies readonly TranslatedPath[];

/**
 * English paths that have a translation (city pages are matched by CITY_PAGE): the pages that
 * bring and convert visitors, then the ones a visitor reads before trusting us. /offline is the
 * service worker's page for a page not saved on the phone, /scope a visitor's written scope (both
 * noindex).
 */
export const TRANSLATED_PATHS = [
  '/',
  '/form',
  '/beaware',
  '/packers-and-movers-charges',
  '/offline',
  '/scope',
  ...TRUST_PATHS,
] as const satisfies readonly TranslatedPath[];

const TRANSLATED = new Set<string>(TRANSLATED_PATHS);
const CITY_PAGE = /^\/packers-movers-in-[^/]+$/;

/** The language of a path: the one whose prefix it starts with, else the default. */
export function localeOfPath(path: string): Locale {
  const first = path.split('/')[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The default language's path of a page, whichever language the path is in. */
export function englishPath(path: string): string {
  const prefix = localePrefix(localeOfPath(path));
  return prefix ? path.slice(prefix.length) || '/' : path;
}

/** Whether the page at an English path also exists in the other languages. */
export function isTranslated(englishPagePath: string): boolean {
  return TRANSLATED.has(englishPagePath) || CITY_PAGE.test(englishPagePath);
}

/**
 * A page's path in a language: `('hi', '/form')` -> `/hi/form`, `('hi', '/')` -> `/hi`. A page
 * without a translation keeps its English path (the translated pages link to it as it is).
 */
export function localePath(locale: Locale, path: string): string {
  const [pathname = '', hash] = path.split('#');
  const en = englishPath(pathname);
  const prefix = isTranslated(en) ? localePrefix(locale) : '';
  const out = prefix ? (en === '/' ? prefix : prefix + en) : en;
  return hash === undefined ? out : `${out}#${hash}`;
}

/**
 * The path of the page the router shows, from its route segments below the root layout (Next.js
 * `useSelectedLayoutSegments`, which gives a dynamic segment's value): route groups left out,
 * `['(site)', 'form']` -> `/form`. Unlike the address, it is the page's own path on a 404 page
 * too, which is served at any address: `['hi', '404']` -> `/hi/404`, and `['/_not-found']` for
 * the English one.
 */
export function routePath(segments: readonly string[]): string {
  const path = segments.filter((s) => !(s.startsWith('(') && s.endsWith(')'))).join('/');
  return `/${path}`.replace(/\/{2,}/g, '/');
}

/** The same page in each language, or undefined when the page exists in one only. */
export function alternatePaths(path: string): Record<Locale, string> | undefined {
  const en = englishPath(path);
  if (!isTranslated(en)) return undefined;
  return Object.fromEntries(LOCALES.map((l) => [l, localePath(l, en)])) as Record<Locale, string>;
}

/**
 * The language of a page under app/(l10n)/[lang]/ from its route parameter. Only the prefixed
 * languages are built there (`dynamicParams = false`), so anything else is a bug: fail the build.
 */
export function localeParam(lang: string): Locale {
  if (!isLocale(lang) || lang === DEFAULT_LOCALE)
    throw new Error(`Not a prefixed language: ${lang}`);
  return lang;
}

/** The route parameters of a page or layout under app/(l10n)/[lang]/. */
export type LangParams = { params: Promise<{ lang: string }> };
