import { shapeProblems } from './text-shape';
import { cities } from '@/content/cities';
import { cityAliasesHi, cityNamesHi, stateNamesHi } from '@/content/hi/places';
import * as en from '@/content/layout-text';
import * as hi from '@/content/hi/layout-text';
import * as enNav from '@/content/navigation';
import * as hiNav from '@/content/hi/navigation';
import { layoutText } from '@/content/layout-text';
import { offlineText as enOffline } from '@/content/offline-text';
import { offlineText as hiOffline } from '@/content/hi/offline-text';
import { notFoundText as enNotFound } from '@/content/not-found-text';
import { notFoundText as hiNotFound } from '@/content/hi/not-found-text';
import { consentText as enConsent, type ConsentText } from '@/content/consent-text';
import { consentText as hiConsent } from '@/content/hi/consent-text';

const DEVANAGARI_ONLY = /^[\u0900-\u097F ]+$/u;

describe('Hindi content', () => {
  it('has a Hindi text for every English one of the header and footer', () => {
    expect(shapeProblems(en.layoutText, hi.layoutText)).toEqual([]);
    expect(hi.layoutText.since(2014)).toContain('2014');
    expect(hi.layoutText.footer.rights(2026, 'X Ltd')).toContain('X Ltd');
  });

  it('has a Hindi text for every English one of the offline page', () => {
    const called = (t: typeof enOffline) => ({
      ...t,
      form: { ...t.form, text: t.form.text('«7»') },
    });
    expect(shapeProblems(called(enOffline), called(hiOffline))).toEqual([]);
    expect(hiOffline.form.text('मुफ्त कोटेशन पाएं')).toContain('मुफ्त कोटेशन पाएं');
  });

  it('has a Hindi text for every English one of the 404 page', () => {
    expect(shapeProblems(enNotFound, hiNotFound)).toEqual([]);
  });

  it('has a Hindi text for every English one of the consent notice', () => {
    const called = (t: ConsentText) => ({
      ...t,
      body: t.body('«tools»'),
      tools: { ...t.tools, both: t.tools.both('«a»', '«b»') },
    });
    expect(shapeProblems(called(enConsent), called(hiConsent))).toEqual([]);
    expect(hiConsent.body('«tools»')).toContain('«tools»');
    // The notice names the footer link by its words.
    expect(hiConsent.note).toContain(`“${hiConsent.settings}”`);
    expect(enConsent.note).toContain(`“${enConsent.settings}”`);
  });

  it('has the Hindi navigation the Hindi header and footer use', () => {
    for (const key of [
      'primaryNav',
      'mobileExtraNav',
      'footerServices',
      'footerQuickLinks',
      'legalLinks',
    ] as const) {
      expect(hiNav[key].length).toBeGreaterThan(0);
      for (const link of hiNav[key]) expect(link.label).toMatch(/[\u0900-\u097F]/);
      expect(enNav[key].length).toBeGreaterThan(0);
    }
  });

  it('names every city and every state in Devanagari', () => {
    const missingCities = cities.filter((c) => !cityNamesHi[c.name]).map((c) => c.name);
    const states = [...new Set(cities.map((c) => c.state))];
    const missingStates = states.filter((s) => !stateNamesHi[s]);
    expect(missingCities).toEqual([]);
    expect(missingStates).toEqual([]);
    for (const name of [...Object.values(cityNamesHi), ...Object.values(stateNamesHi)]) {
      expect(name).toMatch(DEVANAGARI_ONLY);
    }
  });

  it('keys the Devanagari tables by names that exist, and gives no two cities one name', () => {
    const names = new Set(cities.map((c) => c.name));
    const states = new Set(cities.map((c) => c.state));
    expect(Object.keys(cityNamesHi).filter((n) => !names.has(n))).toEqual([]);
    expect(Object.keys(cityAliasesHi).filter((n) => !names.has(n))).toEqual([]);
    expect(Object.keys(stateNamesHi).filter((n) => !states.has(n))).toEqual([]);
    const all = [...Object.values(cityNamesHi), ...Object.values(cityAliasesHi).flat()];
    expect(all.length).toBe(new Set(all).size);
  });

  it('finds a problem when a Hindi text is missing or left in English', () => {
    expect(shapeProblems({ a: 'Moving From', b: ['x'] }, { a: 'Moving From', b: [] })).toEqual([
      '.a: not in Devanagari: "Moving From"',
      '.b: 1 items in English, 0 in Hindi',
    ]);
    expect(shapeProblems(layoutText, { ...hi.layoutText, skip: undefined })).toContain(
      '.skip: string in English, undefined in Hindi',
    );
  });
});
