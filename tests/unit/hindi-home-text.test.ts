import { shapeProblems } from './text-shape';
import * as enHome from '@/content/home';
import * as hiHome from '@/content/hi/home';
import * as enText from '@/content/home-text';
import * as hiText from '@/content/hi/home-text';
import * as enCta from '@/content/quote-cta';
import * as hiCta from '@/content/hi/quote-cta';
import * as enPages from '@/content/pages';
import * as hiPages from '@/content/hi/pages';
import * as enServices from '@/content/services';
import * as hiServices from '@/content/hi/services';
import * as enCompany from '@/content/company';
import * as hiCompany from '@/content/hi/company';
import * as enProcess from '@/content/process';
import * as hiProcess from '@/content/hi/process';
import { carouselLabels } from '@/content/hi/carousel';
import { translated } from '@/content/translate';
import { site, yearsOfService } from '@/content/site';
import { carouselLabels as enCarousel } from '@/content/carousel';
import { placeName } from '@/lib/place-names';

const DEVANAGARI = /[\u0900-\u097F]/;

/** Every string in a value, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const withoutCity = (cards: { city: string; state: string }[]) =>
  cards.map(({ state }) => ({ state }));

describe('the Hindi home page', () => {
  it('has a Hindi text for every English one', () => {
    expect(shapeProblems(enText.homeText, hiText.homeText)).toEqual([]);
    expect(shapeProblems(enCta.quoteCtaText, hiCta.quoteCtaText)).toEqual([]);
    expect(shapeProblems(enPages.pages['/'], hiPages.pages['/'])).toEqual([]);
    expect(shapeProblems(enHome.heroSlides, hiHome.heroSlides)).toEqual([]);
    expect(shapeProblems(enServices.homeServices, hiServices.homeServices)).toEqual([]);
    expect(shapeProblems(enCompany.certifications, hiCompany.certifications)).toEqual([]);
    expect(shapeProblems(enProcess.fourStepProcess, hiProcess.fourStepProcess)).toEqual([]);
    expect(shapeProblems(enCarousel, carouselLabels)).toEqual([]);
    // A branch's city is its name in content/cities.ts, in both languages (what the form gets).
    expect(shapeProblems(withoutCity(enHome.branchCards), withoutCity(hiHome.branchCards))).toEqual(
      [],
    );
  });

  it('fills the numbers in, in Hindi words', () => {
    const { facts, branches } = hiText.homeText;
    const years = facts.years(12, 2014);
    expect(`${years.strong} ${years.text}`).toMatch(/^12\+ .*2014/);
    const rating = facts.rating(4.9, 250, 'Google Maps');
    expect(`${rating.strong} ${rating.text}`).toMatch(/^4\.9★ .*गूगल मैप्स.*250/);
    expect(branches.link('चेन्नई')).toContain('चेन्नई');
    expect(hiCta.quoteCtaText.call(site.phones.sales)).toContain(site.phones.sales);
    for (const text of [years.text, rating.text, branches.link('x')])
      expect(text).toMatch(DEVANAGARI);
  });

  it('keeps images, paths and icons from the English data, with Hindi alt texts', () => {
    hiHome.heroSlides.forEach((slide, i) => {
      expect(slide.image).toBe(enHome.heroSlides[i]!.image);
      expect(slide.id).toBe(enHome.heroSlides[i]!.id);
      expect(slide.alt).toMatch(DEVANAGARI);
    });
    hiServices.homeServices.forEach((card, i) => {
      expect(card.path).toBe(enServices.homeServices[i]!.path);
      expect(card.image.src).toBe(enServices.homeServices[i]!.image.src);
      expect(card.image.alt).toMatch(DEVANAGARI);
    });
    hiProcess.fourStepProcess.forEach((step, i) =>
      expect(step.icon).toBe(enProcess.fourStepProcess[i]!.icon),
    );
    hiCompany.certifications.forEach((item, i) =>
      expect(item.icon).toBe(enCompany.certifications[i]!.icon),
    );
  });

  it('takes every claimed number from content/site.ts', () => {
    const text = strings(hiCompany.certifications).join(' ');
    for (const n of [site.rating.value, site.rating.count, yearsOfService(), site.foundedYear])
      expect(text).toContain(String(n));
    expect(hiPages.pages['/'].description).toContain(String(site.foundedYear));
  });

  it('ends its Hindi sentences with a purna viram, not a full stop', () => {
    const texts = strings([
      hiText.homeText,
      hiCta.quoteCtaText,
      hiPages.pages['/'],
      hiHome.heroSlides,
      hiServices.homeServices,
      hiCompany.certifications,
      hiProcess.fourStepProcess,
    ]);
    expect(texts.filter((t) => DEVANAGARI.test(t) && /\.$/.test(t))).toEqual([]);
  });

  it('names each branch city in Devanagari, and keeps its English name for the form', () => {
    expect(hiHome.branchCards.map((c) => c.city)).toEqual(enHome.branchCards.map((c) => c.city));
    for (const { city } of hiHome.branchCards) expect(placeName('hi', city)).toMatch(DEVANAGARI);
  });
});

describe('placeName', () => {
  it('names a city, or a region we name like one, in the page language', () => {
    expect(placeName('hi', 'Chennai')).toBe('चेन्नई');
    expect(placeName('hi', 'Delhi NCR')).toBe('दिल्ली एनसीआर');
    expect(placeName('en', 'Delhi NCR')).toBe('Delhi NCR');
    expect(placeName('hi', 'Atlantis')).toBe('Atlantis');
  });
});

describe('translated', () => {
  const en = [{ src: '/a.svg', alt: 'A box', title: 'Box', tags: ['one', 'two'] }];

  it('takes the words from Hindi and the rest from English, nested objects merged', () => {
    expect(translated(en, [{ alt: 'डिब्बा', tags: ['एक'] }])).toEqual([
      { src: '/a.svg', alt: 'डिब्बा', title: 'Box', tags: ['एक'] },
    ]);
    const cards = [{ path: '/x', image: { src: '/x.svg', alt: 'X' } }];
    expect(translated(cards, [{ image: { alt: 'एक्स' } }])).toEqual([
      { path: '/x', image: { src: '/x.svg', alt: 'एक्स' } },
    ]);
    expect(en[0]!.alt).toBe('A box');
  });

  it('refuses lists of different lengths', () => {
    expect(() => translated(en, [])).toThrow('1 items in English, 0 in the translation');
  });
});
