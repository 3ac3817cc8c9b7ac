/**
 * Every language's words, by locale: the one place that knows which text belongs to which
 * language. A page or a component is handed `dictionary(locale)` (or a part of it) and never asks
 * which language it is in; a new language is one more entry here, of the same types.
 */
import { cityGuides as enCityGuides } from '@/content/city-guides';
import { cityGuides as hiCityGuides } from '@/content/hi/city-guides';
import { cityNotes as enCityNotes } from '@/content/city-notes';
import { cityNotes as hiCityNotes } from '@/content/hi/city-notes';
import { cityPageText as enCityPage } from '@/content/city-page-text';
import { cityPageText as hiCityPage } from '@/content/hi/city-page-text';
import { hoursText as enHours } from '@/content/hours-text';
import { hoursText as hiHours } from '@/content/hi/hours-text';
import { offlineText as enOffline } from '@/content/offline-text';
import { offlineText as hiOffline } from '@/content/hi/offline-text';
import { quoteText as enQuote } from '@/content/quote-text';
import { quoteText as hiQuote } from '@/content/hi/quote-text';
import { truckHours as enTruckHours } from '@/content/truck-hours';
import { truckHours as hiTruckHours } from '@/content/hi/truck-hours';
import type { Locale } from './i18n';

const dictionaries = {
  en: {
    cityPage: enCityPage,
    cityNotes: enCityNotes,
    cityGuides: enCityGuides,
    hours: enHours,
    truckHours: enTruckHours,
    offline: enOffline,
    quote: enQuote,
  },
  hi: {
    cityPage: hiCityPage,
    cityNotes: hiCityNotes,
    cityGuides: hiCityGuides,
    hours: hiHours,
    truckHours: hiTruckHours,
    offline: hiOffline,
    quote: hiQuote,
  },
} satisfies Record<Locale, unknown>;

export type Dictionary = (typeof dictionaries)['en'];

export function dictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}
