/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cities } from '@/content/cities';
import { placeNames as hiPlaces } from '@/content/hi/places';
import { placeNames as taPlaces } from '@/content/ta/places';
import { serviceableCityNames } from '@/lib/served-cities';
import { LOCALITY_FILES, localNamesFile } from '@/lib/gazetteer/build';
import {
  createGazetteer,
  withLocalNames,
  type GazetteerData,
  type LocalNamesData,
} from '@/lib/gazetteer/lookup';
import { PREFIXED_LOCALES } from '@/lib/i18n';

/**
 * Each language's names of the gazetteer's places are a file of their own
 * (lib/generated/local-names-<lang>.json, /data/names/<lang>.json), so no visitor downloads
 * another language's names; the English data (/data/localities.json) holds English only. Read as
 * committed (tests/unit/locality-data.test.ts holds them to the rules).
 */
const root = path.join(__dirname, '..', '..');
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

const english = read(LOCALITY_FILES.gazetteer) as GazetteerData;
const namesOf = (locale: (typeof PREFIXED_LOCALES)[number]) =>
  read(localNamesFile(locale)) as LocalNamesData;
const hi = namesOf('hi');
const ta = namesOf('ta');

const DEVANAGARI = /[\u0900-\u097F]/;
const TAMIL = /[\u0B80-\u0BFF]/;
/** Letters of a script other than Latin (any Indian script, and beyond). */
const NOT_LATIN = /[^\u0000-\u024F\u2000-\u206F]/;

/** A page's gazetteer, as components/quote/use-gazetteer.ts merges the files. */
const englishPage = createGazetteer(english);
const tamil = createGazetteer(withLocalNames(english, ta));
const hindi = createGazetteer(withLocalNames(english, hi));

describe('the English data file', () => {
  test('holds the English data only: cities, places and unserved names', () => {
    expect(Object.keys(english)).toEqual(['cities', 'places', 'unserved']);
  });

  test('has no Devanagari, no Tamil, no letter of any script but Latin', () => {
    const text = readFileSync(path.join(root, LOCALITY_FILES.gazetteer), 'utf8');
    expect(text).not.toMatch(DEVANAGARI);
    expect(text).not.toMatch(TAMIL);
    expect(text.match(new RegExp(NOT_LATIN, 'g')) ?? []).toEqual([]);
  });
});

describe('a names file per language other than English', () => {
  test.each(PREFIXED_LOCALES)('%s: names, local names and unserved names', (locale) => {
    const names = namesOf(locale);
    expect(Object.keys(names).sort()).toEqual(['localNames', 'names', 'unserved']);
    for (const [, place] of names.localNames) {
      expect(english.places[place]).toBeDefined();
    }
    for (const [, city] of names.names) expect(serviceableCityNames).toContain(city);
  });

  test.each([
    ['hi', hi, DEVANAGARI, TAMIL],
    ['ta', ta, TAMIL, DEVANAGARI],
  ] as const)('%s holds its own script and no other language’s', (_l, names, own, other) => {
    const all = [
      ...names.names.map(([n]) => n),
      ...names.localNames.map(([n]) => n),
      ...names.unserved,
    ];
    for (const n of all) expect([n, own.test(n), other.test(n)]).toEqual([n, true, false]);
  });

  test.each([
    ['hi', hi, hiPlaces],
    ['ta', ta, taPlaces],
  ] as const)(
    '%s names each served city by its usual name first, then its aliases',
    (_l, names, table) => {
      for (const city of serviceableCityNames) {
        const own = names.names.filter(([, c]) => c === city).map(([n]) => n);
        const expected = [table.cities[city], ...(table.aliases[city] ?? [])].filter(Boolean);
        expect([city, own]).toEqual([city, expected]);
      }
    },
  );

  test('an unserved city’s Tamil name is not served', () => {
    const unserved = cities.filter(
      (c) => !(serviceableCityNames as readonly string[]).includes(c.name),
    );
    for (const c of unserved) {
      const name = taPlaces.cities[c.name];
      if (name) expect([c.name, tamil.resolve(name)]).toEqual([c.name, undefined]);
    }
  });
});

describe('the Tamil page’s gazetteer (the English data with ta.json)', () => {
  test('வேளச்சேரி is Velachery in Chennai, with its PIN code', () => {
    expect(tamil.resolve('வேளச்சேரி')).toEqual({
      city: 'Chennai',
      place: 'Velachery',
      pin: '600042',
    });
    expect(tamil.resolve('வேளச்சேரி, சென்னை')?.city).toBe('Chennai');
    expect(tamil.resolve('வேளச்சேரி', { city: 'Chennai', label: 'சென்னை' })?.place).toBe('Velachery');
  });

  test('suggests it with the Tamil city as its label', () => {
    expect(tamil.suggest('வேளச')[0]).toEqual({
      value: 'வேளச்சேரி, சென்னை',
      label: 'வேளச்சேரி',
      detail: 'சென்னை 600042',
    });
    // The suggestion, once chosen, is its city (as "Andheri, Mumbai" is Mumbai's).
    expect(tamil.resolve('வேளச்சேரி, சென்னை')).toEqual({ city: 'Chennai' });
  });

  test('knows served cities by their Tamil names and the other spellings visitors type', () => {
    expect(tamil.resolve('பெங்களூரு')).toEqual({ city: 'Bangalore' });
    expect(tamil.resolve('கோவை')).toEqual({ city: 'Coimbatore' });
    expect(tamil.resolve('மெட்ராஸ்')).toEqual({ city: 'Chennai' });
    expect(tamil.suggest('சென்').map((s) => [s.value, s.detail])).toContainEqual([
      'சென்னை',
      'Chennai',
    ]);
  });

  test('English names still work, and each page knows its own language’s names only', () => {
    expect(tamil.resolve('Velachery')).toEqual({
      city: 'Chennai',
      place: 'Velachery',
      pin: '600042',
    });
    expect(englishPage.resolve('வேளச்சேரி')).toBeUndefined();
    expect(englishPage.resolve('वाकड')).toBeUndefined();
    expect(hindi.resolve('வேளச்சேரி')).toBeUndefined();
    expect(hindi.resolve('वाकड')).toEqual({ city: 'Pune', place: 'Wakad', pin: '411057' });
    expect(tamil.resolve('वाकड')).toBeUndefined();
  });
});

describe('withLocalNames', () => {
  const data: GazetteerData = {
    cities: ['Chennai'],
    places: [['Velachery', '600042', 0]],
    unserved: ['leh'],
  };

  test('adds a language’s names to the English data, which it leaves as it was', () => {
    const names: LocalNamesData = {
      names: [['சென்னை', 'Chennai']],
      localNames: [['வேளச்சேரி', 0]],
      unserved: ['லே'],
    };
    expect(withLocalNames(data, names)).toEqual({ ...data, ...names, unserved: ['leh', 'லே'] });
    expect(data).toEqual({
      cities: ['Chennai'],
      places: [['Velachery', '600042', 0]],
      unserved: ['leh'],
    });
  });

  test('without names, is the English data', () => {
    expect(withLocalNames(data, null)).toBe(data);
    expect(withLocalNames(data, undefined)).toBe(data);
  });
});
