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
import { bewareText as enBeware } from '@/content/beaware-text';
import { bewareText as hiBeware } from '@/content/hi/beaware-text';
import { chargesText as enCharges } from '@/content/charges-text';
import { chargesText as hiCharges } from '@/content/hi/charges-text';
import { layoutText as enLayout } from '@/content/layout-text';
import { layoutText as hiLayout } from '@/content/hi/layout-text';
import * as enNav from '@/content/navigation';
import * as hiNav from '@/content/hi/navigation';
import { quoteCtaText as enCta } from '@/content/quote-cta';
import { quoteCtaText as hiCta } from '@/content/hi/quote-cta';
import * as enQuotePage from '@/content/quote-page';
import * as hiQuotePage from '@/content/hi/quote-page';
import type { Locale } from './i18n';

/** The links the header and footer draw, as each language's navigation file lists them. */
const navigation = (nav: typeof hiNav) => {
  const { primaryNav, mobileExtraNav, footerServices, footerQuickLinks, legalLinks } = nav;
  return { primaryNav, mobileExtraNav, footerServices, footerQuickLinks, legalLinks };
};

/** The quote page's words around the form, as each language's file lists them. */
const quotePage = (page: typeof enQuotePage) => {
  const { quotePageText, quoteFeatures, quoteBlocks, supportSection } = page;
  return { quotePageText, quoteFeatures, quoteBlocks, supportSection };
};

const dictionaries = {
  en: {
    cityPage: enCityPage,
    cityNotes: enCityNotes,
    cityGuides: enCityGuides,
    hours: enHours,
    truckHours: enTruckHours,
    offline: enOffline,
    quote: enQuote,
    layout: enLayout,
    nav: navigation(enNav),
    beaware: enBeware,
    charges: enCharges,
    quoteCta: enCta,
    quotePage: quotePage(enQuotePage),
  },
  hi: {
    cityPage: hiCityPage,
    cityNotes: hiCityNotes,
    cityGuides: hiCityGuides,
    hours: hiHours,
    truckHours: hiTruckHours,
    offline: hiOffline,
    quote: hiQuote,
    layout: hiLayout,
    nav: navigation(hiNav),
    beaware: hiBeware,
    charges: hiCharges,
    quoteCta: hiCta,
    quotePage: quotePage(hiQuotePage),
  },
} satisfies Record<Locale, unknown>;

export type Dictionary = (typeof dictionaries)['en'];

export function dictionary(locale: Locale): Dictionary {
  return dictionaries[locale];
}
