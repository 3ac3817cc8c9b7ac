/** Types every content module `satisfies`, so a typo in the data fails the build. */
import type { Service } from './sizes';

/**
 * A text that names what the hand does, for each kind of main pointer: "Tap" on a touch screen,
 * "Click" with a mouse or touchpad. The browser picks one: `(pointer: coarse)`, through
 * lib/hooks/use-media-query.ts in a client component, in CSS in static HTML.
 */
export interface ByPointer {
  touch: string;
  mouse: string;
}

export interface PostalAddress {
  street: string;
  locality: string;
  city: string;
  region: string;
  postalCode: string;
  country: 'IN';
}

export interface Branch {
  /** City the branch serves from; must be a name in content/cities.ts. */
  city: string;
  label: string;
  address: PostalAddress;
  /** Where the office is (the centre of its locality), 4 decimals; structured data uses it. */
  geo: { lat: number; lon: number };
  phone: string;
  isHeadOffice?: boolean;
  /** The wider area the office is known by, where it is not its city ("Delhi NCR"). */
  area?: string;
}

export interface SocialLink {
  network: 'Facebook' | 'Instagram' | 'YouTube';
  url: string;
}

export interface Claim {
  id: string;
  title: string;
  description: string;
  /** The owner must hold proof of this claim before the site goes live. */
  confirmBeforeLive: true;
}

export interface NavLink {
  href: string;
  label: string;
}

/**
 * What a carousel's controls say to assistive technology (components/ui/carousel.tsx keeps the
 * English ones). `{n}` is a slide's number from 1 and `{count}` the number of slides: a client
 * component is given strings, not functions.
 */
export interface CarouselLabels {
  /** aria-roledescription of the whole carousel and of each slide. */
  carousel: string;
  slide: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** A dot's name, e.g. "Go to slide {n}". */
  goTo: string;
  /** A slide's name, e.g. "{n} of {count}". */
  position: string;
}

export interface Slide {
  id: string;
  image: string;
  alt: string;
  title: string;
  subtitle?: string;
  description: string;
}

export interface ProcessStep {
  icon: string;
  title: string;
  description: string;
  /** The smaller steps this one takes in, by name (lib/process.ts). */
  stages?: readonly string[];
}

export interface TrustBadge {
  image: string;
  alt: string;
  title: string;
  description: string;
  /**
   * Where a visitor can check the claim: the certificate on the certifying body's register, the
   * listing the reviews are on. Without one the badge is plain text, not a link to nowhere.
   */
  proofUrl?: string;
}

export interface City {
  name: string;
  state: string;
  lat: number;
  lon: number;
}

/** An image slot: every image has alt text and the size it is drawn at. */
export interface Art {
  src: string;
  alt: string;
}

export interface ServiceCard {
  title: string;
  description: string;
  bulletPoints: string[];
  /** Search phrases this service answers; used in copy and metadata. */
  keywords: string[];
  /** Where the call to action goes. */
  path: string;
  callToAction: string;
  image: Art;
}

export interface ServiceDetail {
  /** Page path: /household, /office or /vehicle. */
  path: '/household' | '/office' | '/vehicle';
  /** Two or three paragraphs under the introduction. */
  overview: string[];
  bulletsTitle: string;
  bullets: string[];
  gallery: (Art & { caption: string })[];
  whyUsTitle: string;
  whyUs: { title: string; description: string }[];
  quoteLabel: string;
}

export interface TitledText {
  title: string;
  description: string;
  icon?: string;
  /** For a claim: where a visitor can check it (see `TrustBadge`). */
  proofUrl?: string;
}

export interface BlogPost {
  id: string;
  title: string;
  excerpt: string;
  /** The full post, one string per paragraph. */
  description: string[];
  image: Art;
  /** Link to the post on /blog (anchor). */
  link: string;
  /** ISO date, e.g. 2026-08-14. */
  date: string;
  author: { name: string; url: string };
}

export interface Review {
  name: string;
  city: string;
  /** ISO date. */
  date: string;
  rating: 4 | 5;
  text: string;
  service: Service;
}

export interface Material {
  name: string;
  description: string;
  subDescription: string;
}

export interface LegalSection {
  title: string;
  /** The section's anchor, where a link elsewhere points at it; else one made from its number and title. */
  id?: string;
  /** Paragraphs; a paragraph starting with "- " is rendered as a list item. */
  body: string[];
}

export interface GallerySection {
  title: string;
  items: (Art & { caption: string })[];
}

/** Schema.org day codes, in the week's order from Monday. */
export const WEEK = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type DayCode = (typeof WEEK)[number];

/** A language's words for office hours (content/hours-text.ts and its Hindi twin), worded by
 * lib/hours.ts. */
export interface HoursWords {
  /**
   * How an opening-hours line names a day, from Intl in `locale`: `short` ("Mon") or `long`
   * ("सोमवार").
   */
  weekday: 'short' | 'long';
  /** Consecutive days: `{from}–{to}`. */
  dayRange: string;
  /** The whole line: `{days}, {opens} to {closes}`. */
  label: string;
  /**
   * A time: `{hour}:{minute} {period}` (am, pm) or `{partOfDay} {hour}:{minute}` (सुबह, शाम),
   * the names from Intl in `locale`, as the quote form writes its date (lib/dates.ts).
   */
  time: string;
  /** A time on the hour, where the language drops the minutes: `{partOfDay} {hour}`. */
  timeOnTheHour: string;
  /** BCP 47 tag for Intl's names: en-IN, hi-IN. */
  locale: string;
  /** Intl's names of parts of the day written otherwise (WhenText `dayPeriods`). */
  dayPeriods?: WhenText['dayPeriods'];
}

/**
 * A count's words in a language, one per plural form it needs (`Intl.PluralRules`), `{count}`
 * for the number; `other` is always there. lib/plural.ts picks the form.
 */
export type CountWords = { locale: string; other: string } & Partial<
  Record<Intl.LDMLPluralRule, string>
>;

/** How a city stands to our offices (lib/city-relation.ts decides it): the words differ by kind. */
export type RelationKind = 'head-office' | 'branch' | 'near' | 'far';

/**
 * How a page writes a date (lib/dates.ts): the language whose names it takes from Intl (BCP 47)
 * and the order of the parts. Placeholders: `{day}`, `{month}` (full name), `{mon}` (its first
 * three letters, for English), `{year}`, `{hour}` (12-hour clock), `{minute}` (two digits),
 * `{period}` (`am` or `pm`) and `{partOfDay}` (the word for that part of the day: सुबह, दोपहर,
 * शाम, रात).
 */
export interface WhenText {
  locale: string;
  format: string;
  /**
   * Intl's names of parts of the day that the language's newspapers do not write, and the word
   * they write instead: Tamil's CLDR names 6-9 pm அந்தி மாலை ("dusk"); people say மாலை.
   */
  dayPeriods?: Readonly<Record<string, string>>;
}

/**
 * The English paths of the pages that exist in every language: each language's pages table
 * (content/pages.ts, content/hi/pages.ts) has them all, and lib/i18n.ts puts them under each
 * language's prefix. City pages are translated too; their words are in content/city-page-text.ts.
 */
export type TranslatedPath =
  '/' | '/form' | '/beaware' | '/packers-and-movers-charges' | '/offline' | '/scope' | TrustPath;

/**
 * The pages a visitor reads before trusting us (who we are, what we do, how to reach us, the
 * legal texts): translated like the pages that bring and convert visitors.
 */
export type TrustPath =
  | '/contactus'
  | '/about'
  | '/whychoose'
  | '/review'
  | '/ourservices'
  | '/household'
  | '/office'
  | '/vehicle'
  | '/warehouse'
  | '/privacy-policy'
  | '/terms-and-conditions';

/**
 * A language's names of places, by their English name in content/cities.ts and
 * content/states.ts: the usual spelling, and for cities the other spellings visitors type.
 */
export interface PlaceNames {
  cities: Readonly<Record<string, string>>;
  states: Readonly<Record<string, string>>;
  aliases: Readonly<Record<string, readonly string[]>>;
}
