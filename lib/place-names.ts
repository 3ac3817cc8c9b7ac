/**
 * Names of places in the page's language, from its names table (`places` in each language's
 * dictionary: content/hi/places.ts for Hindi). A name the table lacks, and every name in
 * English, is written as content/cities.ts writes it.
 */
import { dictionary } from './dictionaries';
import type { Locale } from './i18n';
import { servedNamesFrom } from './served-names';

export function cityName(locale: Locale, name: string): string {
  return dictionary(locale).places.cities[name] ?? name;
}

export function stateName(locale: Locale, name: string): string {
  return dictionary(locale).places.states[name] ?? name;
}

/**
 * Served cities' names in a language, by their English name, the usual one first (then the
 * other spellings visitors type); undefined where the language writes no name of its own. The
 * quote form accepts them as typed; in the browser it has them from lib/served-names.ts.
 */
export function servedLocalNames(locale: Locale): Record<string, string[]> | undefined {
  return servedNamesFrom(dictionary(locale).places);
}

/**
 * A place the site names like a city but that may be a region of ours ("Delhi NCR", a branch
 * card): the city's name, else the region's.
 */
export function placeName(locale: Locale, name: string): string {
  const { cities, states } = dictionary(locale).places;
  return cities[name] ?? states[name] ?? name;
}
