/**
 * Names of places in the page's language, from its names table (`places` in each language's
 * dictionary: content/hi/places.ts for Hindi). A name the table lacks, and every name in
 * English, is written as content/cities.ts writes it.
 */
import { dictionary } from './dictionaries';
import type { Locale } from './i18n';

export function cityName(locale: Locale, name: string): string {
  return dictionary(locale).places.cities[name] ?? name;
}

export function stateName(locale: Locale, name: string): string {
  return dictionary(locale).places.states[name] ?? name;
}

/**
 * A place the site names like a city but that may be a region of ours ("Delhi NCR", a branch
 * card): the city's name, else the region's.
 */
export function placeName(locale: Locale, name: string): string {
  const { cities, states } = dictionary(locale).places;
  return cities[name] ?? states[name] ?? name;
}
