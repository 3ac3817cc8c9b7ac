/**
 * The words of the pages a visitor reads before trusting us (content/types.ts TrustPath), as a
 * dictionary holds them, from a language's modules: content/page-text.ts, company.ts, reviews.ts,
 * services.ts, enquiry-text.ts, privacy.ts and terms.ts, or their twins in content/hi/ and
 * content/ta/, which export the same names. Every language's dictionary.ts calls it, so the parts
 * are named once.
 */
import type * as pageText from './page-text';
import type * as company from './company';
import type * as reviews from './reviews';
import type * as services from './services';
import type * as enquiry from './enquiry-text';
import type * as privacy from './privacy';
import type * as terms from './terms';

export interface TrustModules {
  pageText: Pick<
    typeof pageText,
    | 'aboutText'
    | 'whyChooseText'
    | 'warehouseText'
    | 'reviewText'
    | 'contactPageText'
    | 'branchAddressText'
    | 'serviceDetailText'
    | 'legalText'
    | 'sectionNames'
  >;
  company: Pick<
    typeof company,
    'whoWeAre' | 'coreValues' | 'aboutSlides' | 'whyChooseBenefits' | 'credentials' | 'howItWorks'
  >;
  reviews: Pick<typeof reviews, 'officeShifting' | 'reviewsAbout' | 'happyCustomers'>;
  services: Pick<typeof services, 'serviceCards' | 'serviceDetails' | 'warehouse'>;
  enquiry: Pick<typeof enquiry, 'enquiryFormText' | 'contactFields' | 'enquiryWords'>;
  /** The English no-tracking sentence's type is its own text: a translation is any string. */
  privacy: Pick<typeof privacy, 'privacySections' | 'privacyMeasuring'> & { noTracking: string };
  terms: Pick<typeof terms, 'termsSections'>;
}

export function trustWords(m: TrustModules) {
  return {
    pageText: {
      about: m.pageText.aboutText,
      whyChoose: m.pageText.whyChooseText,
      warehouse: m.pageText.warehouseText,
      review: m.pageText.reviewText,
      contact: m.pageText.contactPageText,
      branchAddress: m.pageText.branchAddressText,
      serviceDetail: m.pageText.serviceDetailText,
      legal: m.pageText.legalText,
      sectionNames: m.pageText.sectionNames,
    },
    company: {
      whoWeAre: m.company.whoWeAre,
      coreValues: m.company.coreValues,
      aboutSlides: m.company.aboutSlides,
      whyChooseBenefits: m.company.whyChooseBenefits,
      credentials: m.company.credentials,
      howItWorks: m.company.howItWorks,
    },
    /** The customers' reviews are quotes: every language shows them as they were written. */
    reviews: {
      officeShifting: m.reviews.officeShifting,
      reviewsAbout: m.reviews.reviewsAbout,
      happyCustomers: m.reviews.happyCustomers,
    },
    services: {
      cards: m.services.serviceCards,
      details: m.services.serviceDetails,
      warehouse: m.services.warehouse,
    },
    enquiry: {
      form: m.enquiry.enquiryFormText,
      contactFields: m.enquiry.contactFields,
      words: m.enquiry.enquiryWords,
    },
    privacy: {
      noTracking: m.privacy.noTracking,
      sections: m.privacy.privacySections,
      measuring: m.privacy.privacyMeasuring,
    },
    terms: m.terms.termsSections,
  };
}
