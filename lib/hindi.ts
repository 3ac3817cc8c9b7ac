/** Names in the page's language: Devanagari for Hindi pages (content/hi/places.ts). */
import { cityNamesHi, stateNamesHi } from '@/content/hi/places';
import type { Locale } from './i18n';

export function cityName(locale: Locale, name: string): string {
  return locale === 'hi' ? (cityNamesHi[name] ?? name) : name;
}

export function stateName(locale: Locale, name: string): string {
  return locale === 'hi' ? (stateNamesHi[name] ?? name) : name;
}
