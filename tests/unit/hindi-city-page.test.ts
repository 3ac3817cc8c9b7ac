/**
 * @jest-environment node
 */
import { cityPageText as en } from '@/content/city-page-text';
import { cityPageText as hi } from '@/content/hi/city-page-text';
import { quotePageText as enQuote, quoteFeatures, quoteBlocks } from '@/content/quote-page';
import * as hiQuote from '@/content/hi/quote-page';
import { allCities, findCityByName } from '@/lib/cities';
import { branchSentence, cityFaqs } from '@/lib/city-facts';
import { branches } from '@/content/site';
import { neighbourhoodsOf } from '@/lib/neighbourhoods';
import { shapeProblems } from './text-shape';

/** A city's PIN-code count (any) and its neighbourhoods in the page's script. */
const places = (name: string, t: typeof en) => ({
  pins: 12,
  names: neighbourhoodsOf(name).map(t.locality),
});

/** English words a Hindi page may keep: names of things that are written this way in Hindi too. */
const KEPT = /\b(BHK|GST|WhatsApp|UPI|ID|IT|GPS|ISO)\b/g;
const ENGLISH_WORD = /[A-Za-z]{3,}/;

describe('a city page in Hindi', () => {
  it('has every sentence the English page has', () => {
    expect(shapeProblems(en, hi)).toEqual([]);
  });

  it('says every computed sentence and question in Hindi, for every city', () => {
    for (const city of allCities) {
      const texts = [
        branchSentence(city, hi),
        ...cityFaqs(city, places(city.name, hi), hi).flatMap((f) => [f.q, f.a]),
      ];
      for (const text of texts) {
        expect(text).toMatch(/[\u0900-\u097F]/);
        // Phone numbers and English names of branches or cities must not leak into Hindi.
        expect([city.name, text.replace(KEPT, '')]).not.toEqual([
          city.name,
          expect.stringMatching(ENGLISH_WORD),
        ]);
      }
    }
  });

  it('asks every FAQ as a whole question, with its verb, in both languages', () => {
    for (const city of allCities) {
      for (const f of cityFaqs(city, places(city.name, hi), hi)) {
        expect([city.name, f.q]).toEqual([
          city.name,
          expect.stringMatching(/(है|हैं|गा|गी|गे|ता|ती|ते)\?$/),
        ]);
      }
      for (const f of cityFaqs(city, places(city.name, en), en)) {
        expect([city.name, f.q]).toEqual([
          city.name,
          expect.stringMatching(/^(Which|Who|What|How|Do|Does|Can|Is|Are) .+ \S+\?$/),
        ]);
      }
    }
  });

  it('names each branch in Hindi', () => {
    for (const b of branches) expect(hi.branch(b.label)).toMatch(/^[\u0900-\u097F ()]+$/);
  });

  it('keeps the facts: the same branch distance and phone in both languages', () => {
    const agra = findCityByName('Mathura')!;
    const km = /(\d+) km/.exec(branchSentence(agra, en))?.[1];
    expect(km).toBeDefined();
    expect(branchSentence(agra, hi)).toContain(`${km} किमी`);
    const phones = (t: typeof en) =>
      cityFaqs(agra, places('Mathura', t), t)
        .map((f) => f.a)
        .join(' ')
        .match(/\+91 \d{5} \d{5}/g);
    expect(phones(hi)).toEqual(phones(en));
  });

  it('has the quote page in Hindi', () => {
    expect(shapeProblems(enQuote, hiQuote.quotePageText)).toEqual([]);
    expect(shapeProblems(quoteFeatures, hiQuote.quoteFeatures)).toEqual([]);
    expect(shapeProblems(quoteBlocks, hiQuote.quoteBlocks)).toEqual([]);
  });
});
