/**
 * The words of the home page around its data (English): the facts under the title, the hero's
 * name and button, and each section's heading. The Hindi ones are in content/hi/home-text.ts, of
 * the same type; tests/unit/hindi-home-text.test.ts checks that each has its Hindi text. Numbers
 * are not written here: the page passes them in from content/site.ts.
 */
import type { RelationKind } from './types';

/** A fact under the home title: its number in bold, then the rest. */
export interface Fact {
  strong: string;
  text: string;
  /** For a claim: where a visitor can check it (the rating's listing). */
  proofUrl?: string;
}

/** A section's eyebrow, heading and lead paragraph. */
export interface SectionText {
  eyebrow: string;
  title: string;
  intro: string;
}

export interface HomeText {
  /** The facts list's accessible name. */
  glance: string;
  facts: {
    years: (years: number, since: number) => Fact;
    /** The rating, naming where its reviews are (the fact links there). */
    rating: (value: number, count: number, source: string) => Fact;
    cities: Fact;
  };
  hero: {
    /** The carousel's accessible name. */
    label: string;
    /** Each slide's button to the quote form. */
    cta: string;
  };
  services: SectionText;
  branches: SectionText & {
    /** A branch card's link to the quote form, from that city. */
    link: (city: string) => string;
    /** How the card's city is served (lib/city-relation.ts), with the office's name. */
    relation: (kind: RelationKind, office: string, km: string) => string;
  };
  certifications: Omit<SectionText, 'intro'>;
  process: SectionText;
}

export const homeText: HomeText = {
  glance: 'At a glance',
  facts: {
    years: (years, since) => ({ strong: `${years}+ years`, text: `moving India since ${since}` }),
    rating: (value, count, source) => ({
      strong: `${value}★`,
      text: `from ${count} reviews on ${source}`,
    }),
    cities: { strong: '100+ cities', text: 'served from our branches' },
  },
  hero: { label: 'Why families move with us', cta: 'Get Free Quote' },
  services: {
    eyebrow: 'What we move',
    title: 'Our Services',
    intro:
      'Homes, offices, cars and bikes, near or far, each packed and moved by our own trained crew.',
  },
  branches: {
    eyebrow: 'Near you',
    title: 'Our Branches',
    intro:
      'Choose your city to start a free quote from it. Don’t see yours? We serve 100+ cities: see all locations.',
    link: (city) => `Get a quote from ${city}`,
    relation: (kind, office, km) =>
      ({
        'head-office': 'Head office',
        branch: 'Branch office',
        near: `Served from our ${office}, ${km} km`,
        far: `Served from our ${office}`,
      })[kind],
  },
  certifications: { eyebrow: 'Proof, not promises', title: 'Certified and Trusted' },
  process: {
    eyebrow: 'How it works',
    title: 'Your Move in Four Steps',
    intro: 'From your first message to the last carton unpacked.',
  },
};
