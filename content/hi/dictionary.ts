/**
 * Every Hindi text the translated pages and the site's frame draw: the English dictionary's shape
 * (content/dictionary.ts), checked by tests/unit/dictionaries.test.ts.
 */
import type { Dictionary } from '../dictionary';
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
import { pages } from './pages';
import { placeNames } from './places';
import { certifications } from './company';
import { heroSlides, branchCards } from './home';
import { homeServices } from './services';
import * as services from './services';
import { fourStepProcess, sixStepProcess } from './process';
import { trustBadges } from './highlights';
import * as nav from './navigation';
import * as quotePage from './quote-page';
import * as pageText from './page-text';
import * as company from './company';
import * as reviews from './reviews';
import * as enquiry from './enquiry-text';
import * as privacy from './privacy';
import * as terms from './terms';
import { trustWords } from '../trust-words';

export const hi: Dictionary = {
  pages,
  places: placeNames,
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
  ...trustWords({ pageText, company, reviews, services, enquiry, privacy, terms }),
};
