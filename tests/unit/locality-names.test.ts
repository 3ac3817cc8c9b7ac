/**
 * @jest-environment node
 */
import { cities, cityAliases } from '@/content/cities';
import { cityNamesHi } from '@/content/hi/places';
import { cityNamesTa } from '@/content/ta/places';
import { localityNamesTa } from '@/content/ta/locality-names';
import { localityNames, notedPlaces, type LocalityName } from '@/content/locality-names';
import { serviceableCityNames } from '@/lib/served-cities';
import { assignOffices, buildGazetteer, localitiesByCity } from '@/lib/gazetteer/build';
import { LEFT_OUT_BY_PACKAGE, readDirectory, type PostOffice } from '@/lib/gazetteer/directory';
import { createGazetteer, type Gazetteer } from '@/lib/gazetteer/lookup';
import { normalizePlace } from '@/lib/gazetteer/text';

/** content/locality-names.ts, checked against India Post's directory as its comment says. */

const entriesOf = (lists: Record<string, readonly LocalityName[]>) =>
  Object.entries(lists).flatMap(([city, list]) =>
    list.map(([name, pin, ...hindi]) => ({ city, name, pin, hindi })),
  );
/** The neighbourhoods city pages list; with the noted places, every name the form learns. */
const listed = entriesOf(localityNames);
const entries = [...listed, ...entriesOf(notedPlaces)];
const letters = (name: string) => normalizePlace(name).replace(/ /g, '');
const checkable = (e: { pin: string }) => !Object.hasOwn(LEFT_OUT_BY_PACKAGE, e.pin);

let byPin: Map<string, PostOffice[]>;
let districtsOf: Map<string, Set<string>>;
/** The quote form's gazetteer on a Hindi page and on a Tamil one (English data, their names). */
let gazetteer: Gazetteer;
let tamil: Gazetteer;

beforeAll(() => {
  const offices = readDirectory();
  byPin = new Map();
  for (const o of offices) byPin.set(o.p, [...(byPin.get(o.p) ?? []), o]);
  // A city's districts: those of the offices India Post's coordinates (or names) place in it.
  districtsOf = new Map();
  for (const { office, city } of assignOffices(offices)) {
    if (!districtsOf.has(city)) districtsOf.set(city, new Set());
    districtsOf.get(city)!.add(office.i);
  }
  gazetteer = createGazetteer(buildGazetteer(offices, 'hi'));
  tamil = createGazetteer(buildGazetteer(offices, 'ta'));
});

const metros = [
  'Mumbai',
  'Delhi',
  'Bangalore',
  'Chennai',
  'Kolkata',
  'Hyderabad',
  'Pune',
  'Ahmedabad',
];
const bigCities = [
  ...['Jaipur', 'Lucknow', 'Surat', 'Kanpur', 'Nagpur', 'Indore', 'Bhopal', 'Patna', 'Vadodara'],
  ...['Ludhiana', 'Agra', 'Nashik', 'Coimbatore', 'Kochi', 'Visakhapatnam', 'Chandigarh', 'Noida'],
  ...['Gurgaon', 'Ghaziabad', 'Faridabad', 'Thane', 'Navi Mumbai', 'Bhubaneswar', 'Dehradun'],
  ...['Guwahati', 'Raipur', 'Ranchi', 'Madurai', 'Vijayawada', 'Thiruvananthapuram', 'Mysore'],
  ...['Greater Noida', 'Secunderabad', 'Rajkot', 'Jodhpur', 'Gwalior', 'Jabalpur', 'Varanasi'],
  ...['Prayagraj', 'Meerut', 'Amritsar', 'Goa', 'Aurangabad'],
];

test('every city of content/cities.ts: metros 25 to 50 localities, big cities 12, others 6', () => {
  const lists = localityNames as Record<string, readonly LocalityName[]>;
  expect(Object.keys(lists).sort()).toEqual(cities.map((c) => c.name).sort());
  for (const city of bigCities) expect(cities.map((c) => c.name)).toContain(city);
  for (const { name: city } of cities) {
    const count = lists[city]!.length;
    const min = metros.includes(city) ? 25 : bigCities.includes(city) ? 12 : 6;
    expect([city, count >= min && count <= 50]).toEqual([city, true]);
  }
});

test('every PIN code has an office in the city’s state', () => {
  // Our "Delhi NCR" is three states of India Post's directory.
  const ncr: Record<string, string> = {
    Delhi: 'DELHI',
    Noida: 'UTTAR PRADESH',
    'Greater Noida': 'UTTAR PRADESH',
    Ghaziabad: 'UTTAR PRADESH',
    Gurgaon: 'HARYANA',
    Faridabad: 'HARYANA',
  };
  const stateOf = new Map(
    cities.map((c) => [c.name, c.state === 'Delhi NCR' ? ncr[c.name] : c.state.toUpperCase()]),
  );
  const wrong = entries
    .filter(checkable)
    .filter(({ city, pin }) => !(byPin.get(pin) ?? []).some((o) => o.s === stateOf.get(city)));
  expect(wrong.map((e) => `${e.city}: ${e.name} ${e.pin}`)).toEqual([]);
});

test('names are written out: no abbreviation, no India Post shorthand', () => {
  // "Bn", "Rd", "Nr", "Sectt", "Cantt": a word of one to three consonants, or a known short
  // form. Capitals are initials residents say as such ("JP Nagar", "HSR Layout"), not shorthand.
  const short =
    /^(?:sectt|cantt|extn|ext|engg|govt|mkt|colny|stn|jn|sec|sect|ph|apts|soc|ind|hsg)$/i;
  const wrong = listed.filter(({ name }) =>
    name
      .split(/[\s-]+/)
      .some(
        (word) =>
          word.endsWith('.') ||
          short.test(word) ||
          (/^[a-z]{1,3}$/i.test(word) && !/[aeiouy]/i.test(word) && word !== word.toUpperCase()),
      ),
  );
  expect(wrong.map((e) => `${e.city}: ${e.name}`)).toEqual([]);
  // India Post's office names that city pages showed before these lists.
  const raw = ['Srpf', 'Bseboard', 'Nmpalika', 'Sectt', '15 Bn PAC', 'Railwary Road', 'Vwtc'];
  const shown = new Set(listed.map((e) => letters(e.name)));
  expect(raw.filter((name) => shown.has(letters(name)))).toEqual([]);
});

test('every PIN code is in the directory, with an office in one of the city’s districts', () => {
  const wrong = entries.filter(checkable).filter(({ city, pin }) => {
    const districts = districtsOf.get(city);
    return !(byPin.get(pin) ?? []).some((o) => districts?.has(o.i));
  });
  expect(wrong.map((e) => `${e.city}: ${e.name} ${e.pin}`)).toEqual([]);
});

test('the PIN codes the package leaves out are still left out, and named as listed', () => {
  for (const [pin, name] of Object.entries(LEFT_OUT_BY_PACKAGE)) {
    expect([pin, byPin.has(pin)]).toEqual([pin, false]);
    expect(entries.filter((e) => e.pin === pin).map((e) => e.name)).toEqual([name]);
  }
});

test('a name India Post lists for the city keeps the PIN code it is listed under', () => {
  const listed = localitiesByCity();
  const wrong = entries.filter(({ city, name, pin }) => {
    const same = (listed.get(city) ?? []).filter((l) => letters(l.name) === letters(name));
    return same.length > 0 && !same.some((l) => l.pin === pin);
  });
  expect(wrong.map((e) => `${e.city}: ${e.name} ${e.pin}`)).toEqual([]);
});

test('names: once per city, no city’s name, English in Latin letters, Hindi in Devanagari', () => {
  // As the form reads them: "Gandhi Nagar" of Vellore is not the city of Gandhinagar.
  const cityKeys = new Set(
    [...cities.map((c) => c.name), ...Object.values(cityAliases).flat()].map(normalizePlace),
  );
  const hindiCityKeys = new Set(Object.values(cityNamesHi).map(normalizePlace));
  for (const [city, list] of Object.entries(localityNames)) {
    const keys = (list as readonly LocalityName[]).map(([name]) => letters(name));
    expect([city, keys.length]).toEqual([city, new Set(keys).size]);
  }
  for (const { city, name, pin, hindi } of entries) {
    const at = `${city}: ${name}`;
    expect([at, pin]).toEqual([at, expect.stringMatching(/^[1-9]\d{5}$/)]);
    expect([at, /^[A-Za-z0-9][A-Za-z0-9 .'-]*$/.test(name)]).toEqual([at, true]);
    expect([at, cityKeys.has(normalizePlace(name))]).toEqual([at, false]);
    expect([at, hindi.length > 0]).toEqual([at, true]);
    for (const h of hindi) {
      expect([at, h, /^[\u0900-\u097F0-9][\u0900-\u097F0-9 .-]*$/.test(h)]).toEqual([at, h, true]);
      expect([at, h, hindiCityKeys.has(normalizePlace(h))]).toEqual([at, h, false]);
      // No nukta (Dainik Bhaskar's spelling), except in ड़ and ढ़, letters of Hindi itself.
      expect([
        at,
        h,
        /[^\u0921\u0922]\u093C|[\u0958-\u095B\u095E\u095F]/.test(h.normalize('NFD')),
      ]).toEqual([at, h, false]);
    }
  }
});

test('the form takes every name of a served city, in both scripts, as a place of its city', () => {
  // The quote form knows served cities only: buildGazetteer passes over the others' names.
  const served = new Set<string>(serviceableCityNames);
  const wrong: string[] = [];
  for (const { city, name, hindi } of entries.filter((e) => served.has(e.city))) {
    const label = cityNamesHi[city]!;
    for (const [text, context] of [
      [name, { city }],
      ...hindi.map((h) => [h, { city, label }] as const),
      ...hindi.map((h) => [`${h}, ${label}`, undefined] as const),
    ] as const) {
      const found = gazetteer.resolve(text, context);
      if (found?.city !== city) wrong.push(`${city}: ${text} -> ${found?.city}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('a Devanagari name is suggested, with the city and the PIN code', () => {
  const list = gazetteer.suggest('वाक', { context: { city: 'Pune', label: 'पुणे' } });
  expect(list[0]).toEqual({ value: 'वाकड, पुणे', label: 'वाकड', detail: 'पुणे 411057' });
  expect(gazetteer.suggest('अंधेरी').map((s) => s.value)).toEqual(
    expect.arrayContaining(['अंधेरी, मुंबई', 'अंधेरी वेस्ट, मुंबई', 'अंधेरी ईस्ट, मुंबई']),
  );
});

test('on a Tamil page, the form takes every Tamil neighbourhood name of a served city as its city’s', () => {
  const served = new Set<string>(serviceableCityNames);
  // Tamil writes G and K with one letter: a neighbourhood whose Tamil name is a served city's
  // (Ahmedabad's Gota, கோட்டா, is Kota's name too) names that city, as a city's name always does.
  const cityOfTamil = new Map(
    serviceableCityNames.flatMap((c) => (cityNamesTa[c] ? [[cityNamesTa[c], c] as const] : [])),
  );
  const shared: string[] = [];
  const wrong: string[] = [];
  let checked = 0;
  for (const { city, name } of listed.filter((e) => served.has(e.city))) {
    const ta = localityNamesTa[name];
    if (!ta) {
      wrong.push(`${city}: ${name} has no Tamil name`);
      continue;
    }
    if (cityOfTamil.has(ta)) {
      shared.push(`${city}: ${name} (${ta}, also ${cityOfTamil.get(ta)})`);
      continue;
    }
    const label = cityNamesTa[city]!;
    for (const [text, context] of [
      [ta, { city, label }],
      [`${ta}, ${label}`, undefined],
    ] as const) {
      checked++;
      const found = tamil.resolve(text, context);
      if (found?.city !== city) wrong.push(`${city}: ${text} -> ${found?.city}`);
    }
  }
  expect(wrong).toEqual([]);
  expect(shared).toEqual(['Ahmedabad: Gota (கோட்டா, also Kota)']);
  expect(checked).toBeGreaterThan(2000);
});

test('a Tamil name is suggested with the Tamil city and the PIN code, on no other language’s page', () => {
  expect(tamil.resolve('வேளச்சேரி')).toEqual({ city: 'Chennai', place: 'Velachery', pin: '600042' });
  expect(tamil.suggest('வேளச')[0]).toEqual({
    value: 'வேளச்சேரி, சென்னை',
    label: 'வேளச்சேரி',
    detail: 'சென்னை 600042',
  });
  expect(gazetteer.resolve('வேளச்சேரி')).toBeUndefined();
  expect(tamil.resolve('वाकड')).toBeUndefined();
});
