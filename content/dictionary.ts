/**
 * Every English text the translated pages and the site's frame draw, in one object: the shape
 * each language's dictionary has (content/hi/dictionary.ts is the Hindi one). lib/dictionaries.ts
 * hands a page the one of its language, so no component asks which language it is in.
 */
import { cityGuides } from './city-guides';
import { cityNotes } from './city-notes';
import { cityPageText } from './city-page-text';
import { hoursText } from './hours-text';
import { offlineText } from './offline-text';
import { quoteText } from './quote-text';
import { scopeText } from './scope-text';
import { itemsText } from './items-text';
import { truckHours } from './truck-hours';
import { bewareText } from './beaware-text';
import { chargesText } from './charges-text';
import { layoutText } from './layout-text';
import { notFoundText } from './not-found-text';
import { consentText } from './consent-text';
import { homeText } from './home-text';
import { quoteCtaText } from './quote-cta';
import { carouselLabels } from './carousel';
import { pages, type PageInfo } from './pages';
import { certifications } from './company';
import { heroSlides, branchCards } from './home';
import { homeServices } from './services';
import { fourStepProcess, sixStepProcess } from './process';
import { trustBadges } from './highlights';
import * as nav from './navigation';
import * as quotePage from './quote-page';
import * as pageText from './page-text';
import * as company from './company';
import * as reviews from './reviews';
import * as services from './services';
import * as enquiry from './enquiry-text';
import * as privacy from './privacy';
import { termsSections } from './terms';
import type { PlaceNames, TranslatedPath } from './types';

export const en = {
  /** Title, description, heading, introduction and breadcrumb of each translated page. */
  pages: {
    '/': pages['/'],
    '/form': pages['/form'],
    '/beaware': pages['/beaware'],
    '/packers-and-movers-charges': pages['/packers-and-movers-charges'],
    '/offline': pages['/offline'],
    '/scope': pages['/scope'],
    '/contactus': pages['/contactus'],
    '/about': pages['/about'],
    '/whychoose': pages['/whychoose'],
    '/review': pages['/review'],
    '/ourservices': pages['/ourservices'],
    '/household': pages['/household'],
    '/office': pages['/office'],
    '/vehicle': pages['/vehicle'],
    '/warehouse': pages['/warehouse'],
    '/privacy-policy': pages['/privacy-policy'],
    '/terms-and-conditions': pages['/terms-and-conditions'],
  } satisfies Record<TranslatedPath, PageInfo> as Record<TranslatedPath, PageInfo>,
  /** Place names as written in this language; English writes them as content/cities.ts does. */
  places: { cities: {}, states: {}, aliases: {} } as PlaceNames,
  cityPage: cityPageText,
  cityNotes,
  cityGuides,
  hours: hoursText,
  truckHours,
  offline: offlineText,
  quote: quoteText,
  scope: scopeText,
  items: itemsText,
  layout: layoutText,
  nav: {
    primaryNav: nav.primaryNav,
    mobileExtraNav: nav.mobileExtraNav,
    footerServices: nav.footerServices,
    footerQuickLinks: nav.footerQuickLinks,
    legalLinks: nav.legalLinks,
  },
  beaware: bewareText,
  charges: chargesText,
  quoteCta: quoteCtaText,
  quotePage: {
    quotePageText: quotePage.quotePageText,
    quoteFeatures: quotePage.quoteFeatures,
    quoteBlocks: quotePage.quoteBlocks,
    supportSection: quotePage.supportSection,
  },
  notFound: notFoundText,
  consent: consentText,
  carousel: carouselLabels,
  home: {
    text: homeText,
    heroSlides,
    branchCards,
    services: homeServices,
    certifications,
    badges: trustBadges,
    steps: fourStepProcess,
    sixSteps: sixStepProcess,
  },
  /** The words of the pages a visitor reads before trusting us (content/types.ts TrustPath). */
  pageText: {
    about: pageText.aboutText,
    whyChoose: pageText.whyChooseText,
    warehouse: pageText.warehouseText,
    review: pageText.reviewText,
    contact: pageText.contactPageText,
    branchAddress: pageText.branchAddressText,
    serviceDetail: pageText.serviceDetailText,
    legal: pageText.legalText,
    sectionNames: pageText.sectionNames,
  },
  company: {
    whoWeAre: company.whoWeAre,
    coreValues: company.coreValues,
    aboutSlides: company.aboutSlides,
    whyChooseBenefits: company.whyChooseBenefits,
    credentials: company.credentials,
    howItWorks: company.howItWorks,
  },
  /** The customers' reviews are quotes: every language shows them as they were written. */
  reviews: {
    officeShifting: reviews.officeShifting,
    reviewsAbout: reviews.reviewsAbout,
    happyCustomers: reviews.happyCustomers,
  },
  services: {
    cards: services.serviceCards,
    details: services.serviceDetails,
    warehouse: services.warehouse,
  },
  enquiry: {
    form: enquiry.enquiryFormText,
    contactFields: enquiry.contactFields,
    words: enquiry.enquiryWords,
  },
  privacy: {
    noTracking: privacy.noTracking,
    sections: privacy.privacySections,
    measuring: privacy.privacyMeasuring,
  },
  terms: termsSections,
};

export type Dictionary = typeof en;
