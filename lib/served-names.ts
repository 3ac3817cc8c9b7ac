/**
 * The served cities' names in each language that writes its own ("पुणे", "बेंगलुरु"), by English
 * name, the usual one first: what the quote form accepts as typed. The form's pages in those
 * languages load this as a script of its own (components/quote/local-names.tsx), cached from page
 * to page and saved for offline use with the page: as a prop, the list rode in each such page's
 * HTML and React payload, four copies a page, and grew with every city added.
 *
 * It reads each language's places table, not its whole dictionary (which the browser does not
 * need); tests/unit/served-names.test.ts fails when a language's table is missing here.
 */
import { placeNames as hi } from '@/content/hi/places';
import { placeNames as ta } from '@/content/ta/places';
import type { PlaceNames } from '@/content/types';
import { serviceableCityNames } from './served-cities';
import type { Locale } from './i18n';

/** The served cities a places table names, each with its name and other spellings. */
export function servedNamesFrom(places: PlaceNames): Record<string, string[]> | undefined {
  const entries = serviceableCityNames.flatMap((name): [string, string[]][] => {
    const main = places.cities[name];
    return main ? [[name, [main, ...(places.aliases[name] ?? [])]]] : [];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}

const TABLES: Partial<Record<Locale, PlaceNames>> = { hi, ta };

/** The served cities' names in a language; undefined where it writes no names of its own. */
export function servedNamesIn(locale: Locale): Record<string, string[]> | undefined {
  const table = TABLES[locale];
  return table && servedNamesFrom(table);
}
