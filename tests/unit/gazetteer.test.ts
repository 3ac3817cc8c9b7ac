/**
 * @jest-environment node
 */
import { gzipSync } from 'node:zlib';
import { placeNames } from '@/lib/gazetteer/build';
import served from '@/lib/generated/localities.json';
import servedHi from '@/lib/generated/local-names-hi.json';
import servedTa from '@/lib/generated/local-names-ta.json';
import {
  createGazetteer,
  withLocalNames,
  type Gazetteer,
  type GazetteerData,
  type LocalNamesData,
} from '@/lib/gazetteer/lookup';
import { normalizePlace } from '@/lib/gazetteer/text';
import { allCities } from '@/lib/cities';
import { serviceableCityNames } from '@/lib/served-cities';

describe('normalizePlace', () => {
  test('folds case, accents, punctuation and spaces', () => {
    expect(normalizePlace('  Pimpri-Chinchwad ')).toBe('pimpri chinchwad');
    expect(normalizePlace('Bandra (West),  MUMBAI')).toBe('bandra west mumbai');
    expect(normalizePlace('Zoë’s Nagar')).toBe('zoe s nagar');
    expect(normalizePlace('<b>Pune</b>')).toBe('b pune b');
  });

  test('keeps Devanagari vowel signs and folds the nukta and chandrabindu', () => {
    expect(normalizePlace('पुणे')).toBe('पुणे');
    expect(normalizePlace('फ़रीदाबाद')).toBe(normalizePlace('फरीदाबाद'));
    expect(normalizePlace('गुड़गाँव')).toBe(normalizePlace('गुडगांव'));
    expect(normalizePlace('नवी  मुंबई,')).toBe('नवी मुंबई');
  });
});

describe('placeNames (India Post office names to place names)', () => {
  test.each([
    ['Andheri East S.O', ['Andheri East']],
    ['Bandra(East) S.O', ['Bandra East']],
    ['Indiranagar S.O (Bengaluru)', ['Indiranagar']],
    ['Infotech Park (Hinjawadi) S.O', ['Infotech Park', 'Hinjawadi']],
    ['Koramangala VI Bk S.O', ['Koramangala VI Bk']],
    ['Whitefield SO', ['Whitefield']],
    ['PIMPRI GAWALI', ['Pimpri Gawali']],
    ['Amarnagar SO Faridabad', ['Amarnagar']], // the town after the office type is not a name
  ])('%p -> %p', (office, names) => {
    expect(placeNames(office)).toEqual(names);
  });

  test.each([
    'N I B M S.O', // initials
    'Pimpri P F S.O',
    'Pune City S.O', // the city's own name already serves
    'Film Institute S.O', // an institution, not a place people type
    'Bandra W eCOM  Nodal Delivery Centre',
    'Air Force Station S.O',
    'Ara S.O', // too short to match safely
  ])('leaves out %p', (office) => {
    expect(placeNames(office)).toEqual([]);
  });
});

describe("placeNames with the office's own city", () => {
  test.each([
    ['Nayapura Kota S.O', 'KOTA', 'Kota', ['Nayapura']],
    ['Udaipur Fatehpura S.O', 'UDAIPUR', 'Udaipur', ['Fatehpura']],
    ['Sec41 Noida SO', 'GAUTAM BUDDHA NAGAR', 'Noida', ['Sector 41']],
    ['Hubballi Keshwapur S.O', 'DHARWAD', 'Hubli', ['Keshwapur']], // by its alias
    ['Alpha Greater Noida SO', 'GAUTAM BUDDHA NAGAR', 'Noida', []], // another city's name
    ['Kota City S.O', 'KOTA', 'Kota', []], // nothing left but a word
    ['Manali SO Kullu', 'KULLU', 'Manali', []], // the district is not a locality
  ])('%p in %p (%p) -> %p', (office, district, city, names) => {
    expect(placeNames(office, district, city)).toEqual(names);
  });
});

describe('the logic, on a small gazetteer', () => {
  const data: GazetteerData = {
    cities: ['Mumbai', 'Delhi'],
    places: [
      ['Andheri West', '400058', 0],
      ['Indiranagar', '400099', 0],
      ['Civil Lines', '110054', 1],
    ],
    unserved: ['bareilly'],
  };
  const g = createGazetteer(data);

  test('a locality, whole words only', () => {
    expect(g.resolve('Andheri West')).toEqual({
      city: 'Mumbai',
      place: 'Andheri West',
      pin: '400058',
    });
    expect(g.resolve('near civil lines')?.city).toBe('Delhi');
    expect(g.resolve('Andheri Westfield')).toBeUndefined();
  });

  test('spaces inside a name do not matter', () => {
    expect(g.resolve('Indira Nagar')?.city).toBe('Mumbai');
  });

  test('a served city by name comes first, without a locality', () => {
    expect(g.resolve('Andheri, Delhi')).toEqual({ city: 'Delhi' });
  });

  test('a place we do not serve outranks a locality it shares words with', () => {
    expect(g.resolve('Civil Lines, Bareilly')).toBeUndefined();
  });

  test('a locality whose name holds an unserved place is still the locality', () => {
    const withVaishali = createGazetteer({
      cities: ['Jaipur'],
      places: [['Vaishali Nagar', '302021', 0]],
      unserved: ['vaishali'],
    });
    expect(withVaishali.resolve('Vaishali Nagar')?.city).toBe('Jaipur');
    expect(withVaishali.resolve('Vaishali')).toBeUndefined();
  });

  test('a city is named in whole words; a name inside a word is the containment fallback', () => {
    const withMehdipatnam = createGazetteer({
      cities: ['Hyderabad'],
      places: [['Mehdipatnam', '500028', 0]],
      unserved: [],
    });
    expect(withMehdipatnam.resolve('Mehdipatnam')?.city).toBe('Hyderabad');
    expect(withMehdipatnam.resolve('Punekar Colony')?.city).toBe('Pune');
  });

  test('a PIN code that is not ours is not served, whatever else the text says', () => {
    expect(g.resolve('Civil Lines 243001')).toBeUndefined();
    expect(g.resolve('400 058')?.city).toBe('Mumbai');
  });

  test('without data it still knows the served cities', () => {
    const bare = createGazetteer(null);
    expect(bare.resolve('Pune')).toEqual({ city: 'Pune' });
    expect(bare.resolve('Andheri West')).toBeUndefined();
    expect(bare.suggest('Pun')[0]?.value).toBe('Pune');
  });
});

// The data the site serves, as committed (tests/unit/locality-data.test.ts holds it to the rules).
describe('the gazetteer drawn from India Post', () => {
  let data: GazetteerData;
  /** An English page's: the English data alone. */
  let g: Gazetteer;
  /** A Hindi page's: the English data with the Hindi names (/data/names/hi.json). */
  let hindi: Gazetteer;
  beforeAll(() => {
    data = served as unknown as GazetteerData;
    g = createGazetteer(data);
    hindi = createGazetteer(withLocalNames(data, servedHi as unknown as LocalNamesData));
  });

  test('on a Hindi page, knows served cities by their Hindi names and other Devanagari spellings', () => {
    expect(hindi.resolve('पुणे')).toEqual({ city: 'Pune' });
    expect(hindi.resolve('नवी मुंबई')).toEqual({ city: 'Navi Mumbai' });
    expect(hindi.resolve('बैंगलोर')).toEqual({ city: 'Bangalore' });
    expect(hindi.resolve('फ़रीदाबाद')).toEqual({ city: 'Faridabad' });
    expect(hindi.resolve('अंधेरी, मुंबई')).toEqual({ city: 'Mumbai' });
    expect(hindi.resolve('लेह')).toBeUndefined();
    expect(hindi.suggest('पु').map((s) => [s.value, s.detail])).toContainEqual(['पुणे', 'Pune']);
  });

  test('covers every served city with its localities', () => {
    const counts = new Map<string, number>();
    for (const [, , i] of data.places) {
      const city = data.cities[i]!;
      counts.set(city, (counts.get(city) ?? 0) + 1);
    }
    for (const city of serviceableCityNames) {
      expect([city, counts.get(city) ?? 0]).toEqual([city, expect.any(Number)]);
      expect(counts.get(city) ?? 0).toBeGreaterThan(0);
    }
    expect(counts.get('Mumbai')!).toBeGreaterThan(100);
    expect(counts.get('Delhi')!).toBeGreaterThan(100);
  });

  test('only served cities, and PIN codes of their own postal zone', () => {
    // The first digit of a PIN code is the postal zone (India Post): a locality whose PIN code
    // is in another zone was put in the wrong city.
    const zones: Record<string, string> = {
      'Tamil Nadu': '6',
      Kerala: '6',
      Puducherry: '6',
      Karnataka: '5',
      Telangana: '5',
      'Andhra Pradesh': '5',
      Maharashtra: '4',
      Goa: '4',
      'Madhya Pradesh': '4',
      Chhattisgarh: '4',
      Gujarat: '3',
      Rajasthan: '3',
      'Uttar Pradesh': '2',
      Uttarakhand: '2',
      'Delhi NCR': '12', // Delhi, Gurgaon, Faridabad: 1; Noida, Ghaziabad: 2
      'Himachal Pradesh': '1',
      Punjab: '1',
      Chandigarh: '1',
      'West Bengal': '7',
      Odisha: '7',
      Assam: '7',
      Bihar: '8',
      Jharkhand: '8',
    };
    const stateOf = new Map(allCities.map((c) => [c.name, c.state]));
    for (const city of data.cities) expect(serviceableCityNames).toContain(city);
    for (const [name, pin, i] of data.places) {
      const city = data.cities[i]!;
      const zone = zones[stateOf.get(city)!];
      expect([city, name, pin]).toEqual([city, name, expect.stringMatching(/^[1-9]\d{5}$/)]);
      expect([city, name, zone?.includes(pin[0]!)]).toEqual([city, name, true]);
    }
  });

  test.each([
    ['Andheri West', 'Mumbai'],
    ['andheri (east)', 'Mumbai'],
    ['Bandra West, near the station', 'Mumbai'],
    ['Whitefield', 'Bangalore'],
    ['Koramangala 6th block', 'Bangalore'],
    ['Pimpri-Chinchwad', 'Pune'],
    ['pimpri chinchwad', 'Pune'],
    ['Kothrud', 'Pune'],
    ['Gachibowli', 'Hyderabad'],
    ['Velachery', 'Chennai'],
    ['Salt Lake', 'Kolkata'],
    ['Karol Bagh', 'Delhi'],
    ['Vashi', 'Navi Mumbai'],
    ['Gomti Nagar', 'Lucknow'],
    ['Mehdipatnam', 'Hyderabad'],
    ['Vaishali Nagar', 'Jaipur'],
  ])('%p is a locality of %p', (text, city) => {
    expect(g.resolve(text)?.city).toBe(city);
  });

  test.each([
    ['वाकड', 'Pune'],
    ['अंधेरी वेस्ट, मुंबई', 'Mumbai'],
    ['अंधेरी वेस्ट', 'Mumbai'],
    ['गाचीबावली', 'Hyderabad'],
    ['सेक्टर 62, नोएडा', 'Noida'],
  ])('on a Hindi page, %p is in %p', (text, city) => {
    expect(hindi.resolve(text)?.city).toBe(city);
  });

  test.each([
    ['Wakad', 'Pune'], // a branch office without coordinates in India Post's data
    ['Bandra', 'Mumbai'],
    ['Sector 137, Noida', 'Noida'],
    ['Sector-137 Noida', 'Noida'],
    ['sec 62 noida', 'Noida'],
    ['Sector 45, Gurugram', 'Gurgaon'],
    ['Vashi Sector 17', 'Navi Mumbai'],
    ['Hosur Road', 'Bangalore'], // a road of Bangalore, not the town of Hosur
    ['Dwarka Sector 6', 'Delhi'],
  ])('%p is in %p', (text, city) => {
    expect(g.resolve(text)?.city).toBe(city);
  });

  test.each([
    ['Sector 137', 'Noida'],
    ['Sector 15', 'Faridabad'],
    ['Sector 17', 'Chandigarh'],
    ['Kukatpally', 'Hyderabad'], // India Post's office is Secunderabad's
    ['Civil Lines', 'Kanpur'],
    ['Vaishali', 'Ghaziabad'], // also a district of Bihar
    ['Kaushambi', 'Ghaziabad'], // also a district of Uttar Pradesh
    ['Kalyan Nagar', 'Hubli'], // Dharwad's, one corporation with Hubli; also Bangalore's
    ['Noida Extension', 'Greater Noida'],
    ['Cantonment', 'Varanasi'],
  ])('on its page, %p is in %p', (text, city) => {
    expect(g.resolve(text, { city })?.city).toBe(city);
  });

  test.each(['Sector 15', 'Sector 137', 'Vaishali', 'Sector 999, Noida', 'Sector 120, Gurgaon'])(
    '%p, on no city’s page, is no single served place',
    (text) => {
      expect(g.resolve(text)).toBeUndefined();
    },
  );

  test.each([
    ['400058', 'Mumbai'],
    ['560066', 'Bangalore'],
    ['PIN 411057', 'Pune'],
    ['110001', 'Delhi'],
    ['600 042', 'Chennai'],
  ])('the PIN code %p is in %p', (text, city) => {
    expect(g.resolve(text)?.city).toBe(city);
  });

  test.each([
    ['Bengaluru', 'Bangalore'],
    ['Gurugram', 'Gurgaon'],
    ['BOMBAY', 'Mumbai'],
  ])('the other name %p is %p', (text, city) => {
    expect(g.resolve(text)?.city).toBe(city);
  });

  test.each([
    'Atlantis',
    'Leh',
    'Port Blair',
    'Gangtok',
    'Nanded', // a district of its own, though Pune has a Nanded City township
    'Gandhinagar', // on our map, not served
    'Civil Lines, Bareilly',
    '999999',
    '744101', // Port Blair's PIN code
  ])('%p is not served', (text) => {
    expect(g.resolve(text)).toBeUndefined();
  });

  test('hostile input is refused quickly and without an error', () => {
    const start = Date.now();
    for (const text of [
      '<script>alert(1)</script>',
      'a'.repeat(10_000),
      'Pune '.repeat(2_000).slice(6),
      '\u0000\u202e',
      '🙂🙂🙂',
      'Sector '.repeat(2_000),
      `Sector ${'9'.repeat(400)}`,
      'सेक्टर '.repeat(1_000),
      null,
      undefined,
      42,
      {},
      ['Pune'],
    ]) {
      expect(() => g.resolve(text)).not.toThrow();
      expect(() => g.resolve(text, { city: 'Pune', label: 'पुणे' })).not.toThrow();
      expect(() => g.resolve(text, text as never)).not.toThrow();
      expect(() => g.suggest(String(text))).not.toThrow();
      expect(() => g.suggest(String(text), { context: { city: 'Noida' } })).not.toThrow();
      expect(() => g.suggest(text as never, text as never)).not.toThrow();
    }
    expect(g.resolve('<script>alert(1)</script>')).toBeUndefined();
    expect(Date.now() - start).toBeLessThan(2_000);
  });

  test('suggests served cities first, then localities, at most eight', () => {
    expect(g.suggest('Pun')[0]).toEqual({ value: 'Pune', label: 'Pune', detail: 'Maharashtra' });
    expect(g.suggest('bengal').map((s) => s.value)).toContain('Bengaluru');
    const andheri = g.suggest('andh');
    expect(andheri.length).toBeLessThanOrEqual(8);
    expect(andheri.some((s) => s.value.startsWith('Andheri') && s.value.endsWith(', Mumbai'))).toBe(
      true,
    );
    expect(g.suggest('p')).toEqual([]);
  });

  test('a suggestion, once chosen, is served as what it says', () => {
    for (const q of ['whitef', 'kor', 'vela', 'pimpri', '4000', '5600']) {
      const list = g.suggest(q);
      expect(list.length).toBeGreaterThan(0);
      for (const s of list)
        expect([s.value, g.resolve(s.value)?.city]).toEqual([s.value, expect.any(String)]);
    }
  });

  test('PIN code digits suggest the localities of that code', () => {
    const list = g.suggest('5600');
    expect(list.length).toBe(8);
    for (const s of list) expect(s.detail).toMatch(/^Bangalore 5600\d\d$/);
  });

  test('the files the form downloads stay small: the English data, and one language’s names', () => {
    expect(gzipSync(JSON.stringify(data)).length).toBeLessThan(90 * 1024);
    for (const names of [servedHi, servedTa]) {
      expect(gzipSync(JSON.stringify(names)).length).toBeLessThan(24 * 1024);
    }
  });
});
