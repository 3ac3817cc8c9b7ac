/**
 * The served cities' names in a language that writes its own ("पुणे", "சென்னை"), by English name,
 * the usual one first: what the quote form accepts as typed. Each language's form pages load its
 * names as a script of their own (components/quote/local-names.tsx), cached from page to page and
 * saved for offline use with the page: as a prop, the list rode in each such page's HTML and
 * React payload, four copies a page, and grew with every city added. One script per language, so
 * a page loads no other language's names.
 */
import type { PlaceNames } from '@/content/types';
import { serviceableCityNames } from './served-cities';

/** The served cities a places table names, each with its name and other spellings. */
export function servedNamesFrom(places: PlaceNames): Record<string, string[]> | undefined {
  const entries = serviceableCityNames.flatMap((name): [string, string[]][] => {
    const main = places.cities[name];
    return main ? [[name, [main, ...(places.aliases[name] ?? [])]]] : [];
  });
  return entries.length ? Object.fromEntries(entries) : undefined;
}
