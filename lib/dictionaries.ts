/**
 * Every language's words, by locale: the one place that knows which text belongs to which
 * language. A page or a component is handed `dictionary(locale)` (or a part of it) and never asks
 * which language it is in. Each language's dictionary is its content folder's dictionary.ts, of
 * the English one's type; a new language is one more line here (docs/adding-a-language.md).
 */
import { en, type Dictionary } from '@/content/dictionary';
import { hi } from '@/content/hi/dictionary';
import { ta } from '@/content/ta/dictionary';
import { pages, type PageInfo } from '@/content/pages';
import { DEFAULT_LOCALE, type Locale } from './i18n';

export type { Dictionary } from '@/content/dictionary';

export const dictionaries: Record<Locale, Dictionary> = { en, hi, ta };

export function dictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}

/**
 * A fixed page's title, description, heading, introduction and breadcrumb in a language. Pages
 * other than the translated ones (lib/i18n.ts) exist in the default language only: asking for one
 * in another language fails the build, naming it.
 */
export function pageInfo(path: string, locale: Locale = DEFAULT_LOCALE): PageInfo {
  const table: Partial<Record<string, PageInfo>> =
    locale === DEFAULT_LOCALE ? pages : dictionary(locale).pages;
  const page = table[path];
  if (!page) throw new Error(`No ${locale} text for the page ${path}`);
  return page;
}
