/**
 * The words of the fixed pages, beyond the title, description, heading and introduction each has
 * in content/pages.ts: section headings, labels, buttons and sentences, by page, and the words of
 * the components only these pages show. The translated ones (contact, about, why choose us,
 * reviews, the services, the legal pages) have their twins in content/hi/page-text.ts and
 * content/ta/page-text.ts, and reach their pages through the dictionary (content/dictionary.ts).
 */
import type { NavLink } from './types';

/** A section's heading and the small line above it. */
export interface SectionTitle {
  eyebrow?: string;
  title: string;
}

/**
 * A sentence with links in it: each `{name}` in the text is where `links[name]` goes, its label
 * the link's words (components/ui/linked-text.tsx draws it).
 */
export interface LinkedSentence {
  text: string;
  links: Record<string, NavLink>;
}

export const aboutText = {
  whoWeAre: { eyebrow: 'Our story', title: 'Who We Are' },
  crewPhotoAlt: 'Our crew carrying a sofa and cartons from a family home to the moving truck',
  values: { eyebrow: 'What we stand for', title: 'Our Core Values' },
  process: { eyebrow: 'How we work', title: 'Our Six-Step Process' },
  journey: { eyebrow: 'What we do', title: 'Our Work, Slide by Slide' },
  /** The carousel's accessible name. */
  carousel: 'About our company',
  trust: { eyebrow: 'Why people trust us', title: 'Trust Badges' },
} satisfies Record<string, SectionTitle | string>;

export const whyChooseText = {
  benefits: { eyebrow: 'The difference', title: 'What You Get With Us' },
  credentials: { eyebrow: 'Check us', title: 'Our Credentials' },
  howItWorks: { eyebrow: 'Simple', title: 'How It Works' },
  process: { eyebrow: 'In detail', title: 'Our Six-Step Process' },
  values: { eyebrow: 'What we stand for', title: 'Our Core Values' },
  cta: 'Book Your Free Consultation Now!',
} satisfies Record<string, SectionTitle | string>;

export const warehouseText = {
  storageEyebrow: 'Storage by the month',
  photos: 'Inside Our Warehouses',
};

export const packageMaterialText = {
  pictures: 'What We Bring to Your Home',
  materials: 'Every Material, and What It Protects',
};

export const reviewText = {
  homeShifting: 'Home Shifting Reviews',
  /** A review's stars, as a screen reader says them. */
  rated: (rating: number) => `Rated ${rating} out of 5`,
};

export const partnerPageText = {
  formTitle: 'Send a partner enquiry',
  illustrationAlt: 'Two hands shaking: our partnership',
  whoCanApply: 'Who can apply',
  benefits: 'What You Get as Our Partner',
};

export const contactPageText = {
  /** The section's accessible name. */
  section: 'Contact',
  formTitle: 'Send us a message',
  talkTitle: 'Talk to us',
  sales: { name: 'Sales line', note: '(new moves and quotes)' },
  help: { name: 'Help line', note: '(booked moves, billing, claims)' },
  email: 'E-mail',
  hours: 'Hours',
  chat: 'Chat on WhatsApp',
  /** The chat's first message, filled in for the visitor. */
  chatGreeting: 'Hello! I have a question about moving.',
  offices: 'Our Offices',
};

export const mainBranchesText = {
  listTitle: 'Addresses and Phone Numbers',
};

/** The list of every branch (contact and main-branches pages, components/content/branch-addresses.tsx). */
export const branchAddressText = {
  runsMovesIn: 'Runs moves in:',
  sendsCrewTo: 'Sends a travelling crew to:',
  /** Before the states of a branch's far cities, when they are too many to name. */
  farCities: (count: number) => `${count} cities in `,
  /**
   * After a state's count of cities: its page of cities is in English. Nothing on English pages;
   * the other languages say it as their menus do.
   */
  stateInEnglish: '',
  cityPage: (city: string) => `Packers and movers in ${city}`,
};

export const blogPageText = {
  /** The list's accessible name. */
  posts: 'Blog posts',
  viewAll: 'View All Blogs',
  /** Shown on each post's button, closed and open. */
  readMore: 'Read more',
  showLess: 'Show less',
  more: {
    text: 'Ready to move? See {household}, {vehicle}, {charges} and the cities we serve, from {chennai} and {bangalore} to {locations}.',
    links: {
      household: { href: '/household', label: 'household shifting' },
      vehicle: { href: '/vehicle', label: 'car and bike transport' },
      charges: { href: '/packers-and-movers-charges', label: 'our charges' },
      chennai: { href: '/packers-movers-in-chennai', label: 'Chennai' },
      bangalore: { href: '/packers-movers-in-bangalore', label: 'Bangalore' },
      locations: { href: '/locations', label: '100+ more' },
    },
  } satisfies LinkedSentence,
};

/** The shared layout of /household, /office and /vehicle (components/content/service-detail.tsx). */
export const serviceDetailText = {
  gallery: 'See How We Work',
  /** `{service}`: the page's short name ("Household Shifting"). */
  inYourCity: (service: string) => `${service} in your city`,
  cityPage: (city: string) => `Packers and movers in ${city}`,
  before: {
    text: 'Before you book, read {checklist}, see {charges} and learn {beware}.',
    links: {
      checklist: { href: '/blog#packing-checklist-2bhk', label: 'our packing checklist' },
      charges: { href: '/packers-and-movers-charges', label: 'our published charges' },
      beware: { href: '/beaware', label: 'how to spot fake movers' },
    },
  } satisfies LinkedSentence,
};

export const workProcessText = {
  /** The list's accessible name. */
  steps: 'The six steps',
  /** Before each step's title, for screen readers. */
  step: (n: number) => `Step ${n}: `,
  whatWeDo: 'What we do',
  whatYouDo: 'What you do',
  typicalTime: 'Typical time',
};

/** The terms and the privacy policy (components/content/legal-page.tsx). */
export const legalText = {
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  contents: 'Contents',
  /** The table of contents' accessible name: "Privacy policy: contents". */
  contentsOf: (document: string) => `${document}: contents`,
  updated: 'Last updated:',
  /** Above a translated legal text: which version applies. None on the English one. */
  translationNote: '',
};

/** Accessible names of the sections of pages that have no visible heading for them. */
export const sectionNames = {
  services: 'Services',
  statesAndDistricts: 'States and districts',
};

export const menuPageText = {
  quote: 'Request a Free Quote',
};
