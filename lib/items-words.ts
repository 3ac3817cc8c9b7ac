/**
 * The item list's words by language, for its panel (loaded when a visitor opens it, so these
 * words are never in a page's first script). A language added to lib/i18n.ts must add its line
 * here: the type fails the build until it does.
 */
import { itemsText as en, type ItemsText } from '@/content/items-text';
import { itemsText as hi } from '@/content/hi/items-text';
import { DEFAULT_LOCALE, isLocale, type Locale } from './i18n';

const WORDS: Record<Locale, ItemsText> = { en, hi };

/** The words of the language with this code, the default language's for an unknown code. */
export function itemsWords(lang: string): ItemsText {
  return WORDS[isLocale(lang) ? lang : DEFAULT_LOCALE];
}
