/** Names in the page's language: Devanagari for Hindi pages (content/hi/places.ts). */
import { cityAliasesHi, cityNamesHi, stateNamesHi } from '@/content/hi/places';
import { serviceableCityNames } from './cities';
import type { Locale } from './i18n';

export function cityName(locale: Locale, name: string): string {
  return locale === 'hi' ? (cityNamesHi[name] ?? name) : name;
}

export function stateName(locale: Locale, name: string): string {
  return locale === 'hi' ? (stateNamesHi[name] ?? name) : name;
}

/**
 * Served cities' names in a language, by their English name, the usual one first (Hindi: the
 * name and its other spellings); undefined in English. The quote form accepts them as typed.
 */
export function servedLocalNames(locale: Locale): Record<string, string[]> | undefined {
  if (locale === 'en') return undefined;
  return Object.fromEntries(
    serviceableCityNames.flatMap((name) => {
      const main = cityNamesHi[name];
      return main ? [[name, [main, ...(cityAliasesHi[name] ?? [])]]] : [];
    }),
  );
}

/**
 * A place the site names like a city but that may be a region of ours ("Delhi NCR", a branch
 * card): the city's name, else the region's.
 */
export function placeName(locale: Locale, name: string): string {
  return locale === 'hi' ? (cityNamesHi[name] ?? stateNamesHi[name] ?? name) : name;
}
