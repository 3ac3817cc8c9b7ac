import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { OUT } from './export';
import {
  capitalisedNames,
  listedNames,
  lowerCaseWords,
  noteOf,
  sampleNames,
  sectorNames,
} from './page-places';
import { cityAliases } from '../../content/cities';
import { cityNamesHi } from '../../content/hi/places';
import { localityNames } from '../../content/locality-names';
import { allCities, cityFromPageSegment } from '../../lib/cities';
import { serviceableCityNames } from '../../lib/served-cities';
import {
  createGazetteer,
  withLocalNames,
  type Gazetteer,
  type GazetteerData,
  type LocalNamesData,
} from '../../lib/gazetteer/lookup';
import { normalizePlace } from '../../lib/gazetteer/text';

/**
 * Issue 22: a place a city page names is one the quote form on that page takes, as a place of
 * that city. Read from the export (run `npm run build:e2e` first): every page of a served city,
 * in English and Hindi, against the gazetteer the form on that page downloads
 * (out/data/localities.json, with out/data/names/hi.json on a Hindi page), with the page's city as
 * the context the form gives it.
 */

/** Why a name a note writes with capitals is no locality of the page's city. */
const LANDMARK = 'a monument, temple, palace, market hall or promenade, not an address';
const WATER = 'a river, lake or sea';
const ELSEWHERE = 'another town or a region, not a locality of this city';
const ROUTE = 'a highway, expressway or canal between towns';
const BODY = 'an organisation or an institution, not an address';
const EVENT = 'a festival or a fair';
const WORD = 'an ordinary word or abbreviation, not a name';
const NICKNAME = 'a name for the old city as a whole';

const notLocalities: Record<string, Record<string, string>> = {
  Agra: { 'Taj Mahal': LANDMARK, 'Yamuna Expressway': ROUTE },
  Ahmedabad: { Uttarayan: EVENT },
  Ajmer: { 'Ana Sagar': WATER, Dargah: LANDMARK, Urs: EVENT },
  Bangalore: { IT: WORD },
  Bhubaneswar: { IT: WORD, 'Lingaraj Temple': LANDMARK, Bay: WATER, Bengal: WATER },
  Chandigarh: { Tricity: ELSEWHERE, Mohali: ELSEWHERE, Panchkula: ELSEWHERE, Zirakpur: ELSEWHERE },
  Coimbatore: { IT: WORD },
  Cuttack: { Mahanadi: WATER, Kathajodi: WATER, 'Durga Puja': EVENT },
  Delhi: { DDA: BODY },
  Faridabad: { 'Agra Canal': ROUTE, NCR: ELSEWHERE },
  Gaya: { Pilgrim: WORD, 'Pitru Paksha': EVENT, 'Vishnupad Temple': LANDMARK },
  Ghaziabad: { 'NH-9': ROUTE },
  // "Vasco da Gama" is named whole as well; "Gama" is what the lower-case "da" leaves.
  Goa: { Gama: WORD, Village: WORD, 'Portuguese-era': WORD },
  Gorakhpur: { 'Air Force': BODY, Rapti: WATER },
  'Greater Noida': { 'Greek-letter': WORD },
  Guntur: { Amaravati: ELSEWHERE },
  Gurgaon: { 'NH-48': ROUTE },
  Guwahati: { 'North-East': ELSEWHERE },
  Gwalior: { Winters: WORD },
  Haridwar: { 'Har Ki Pauri': LANDMARK, 'Kanwar Yatra': EVENT },
  // Named as Bangalore's, across the state border.
  Hosur: { 'Electronic City': ELSEWHERE, Attibele: ELSEWHERE, ID: WORD },
  Howrah: { Hooghly: WATER },
  // "The Bypass" and the industrial town 25 km away.
  Indore: { Bypass: WORD, Pithampur: ELSEWHERE },
  Jaipur: { Inside: WORD, 'Pink City': NICKNAME },
  Jodhpur: { 'Blue City': NICKNAME, 'Mehrangarh Fort': LANDMARK, Army: BODY, 'Air Force': BODY },
  Kanpur: { IIT: BODY },
  Kolkata: { 'Durga Puja': EVENT },
  Kota: { PG: WORD, Chambal: WATER },
  Ludhiana: { Winters: WORD },
  Madurai: { 'Meenakshi Amman Temple': LANDMARK, Chithirai: EVENT },
  Mathura: { Janmashtami: EVENT, Holi: EVENT },
  Mumbai: { NOC: WORD },
  Muzaffarpur: { Ganga: WATER },
  Mysore: { Calmer: WORD, 'Devaraja Market': LANDMARK, Dasara: EVENT },
  Nashik: { Godavari: WATER, 'Kumbh Mela': EVENT, Kasara: ELSEWHERE },
  // CIDCO, the authority that built Navi Mumbai; in Aurangabad and Nashik its colonies are places.
  'Navi Mumbai': { CIDCO: BODY, NOC: WORD },
  Noida: { 'Greater Noida Expressway': ROUTE },
  Patna: { 'Chhath Puja': EVENT, Ganga: WATER },
  Prayagraj: { 'Magh Mela': EVENT, Kumbh: EVENT, Sangam: LANDMARK },
  Pune: { IT: WORD, Peth: WORD },
  Raipur: { Bhilai: ELSEWHERE },
  // "The Mall and the Ridge"; Mall Road is known.
  Shimla: { Mall: LANDMARK, Ridge: LANDMARK, Snowfall: WORD },
  Siliguri: { Darjeeling: ELSEWHERE, Sikkim: ELSEWHERE, 'North-East': ELSEWHERE },
  // Three letters are too few to take for a place on their own; the form offers "Pal, Surat".
  Surat: { Pal: 'too short to match on its own', Tapi: WATER },
  Thiruvananthapuram: { 'Padmanabhaswamy Temple': LANDMARK },
  Tirunelveli: {
    'Nellaiappar Temple': LANDMARK,
    Thamirabarani: WATER,
    Pongal: EVENT,
    Deepavali: EVENT,
  },
  Trichy: { Kaveri: WATER },
  Udaipur: { 'City Palace': LANDMARK, 'Lake Pichola': WATER, Aravalli: ELSEWHERE },
  Vadodara: { Vishwamitri: WATER, Navratri: EVENT },
  Varanasi: { 'Dev Deepawali': EVENT },
  Vellore: { CMC: BODY, VIT: BODY },
  Vijayawada: { Dasara: EVENT, 'Kanaka Durga': LANDMARK, Krishna: WATER },
  Visakhapatnam: { Naval: WORD },
};

/** Localities the English note names that the Hindi note describes in words instead. */
const translatedInHindi: Record<string, readonly string[]> = {
  Bhubaneswar: ['Old Town'], // पुराना शहर
  Hyderabad: ['Old City'],
};

const CALENDAR = new Set(
  [
    ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'],
    ...['September', 'October', 'November', 'December'],
    ...['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ].map(normalizePlace),
);
/** Cities and states a note names: places in their own right, not this city's localities. */
const CITIES_AND_STATES = new Set(
  [
    ...allCities.flatMap((c) => [c.name, c.state]),
    ...Object.values(cityAliases).flat(),
    'India',
  ].map(normalizePlace),
);

const PAGE = /^(packers-movers-in-.+)\.html$/;

function cityPages(dir: string) {
  return readdirSync(dir).flatMap((file) => {
    const city = cityFromPageSegment(PAGE.exec(file)?.[1] ?? '');
    return city ? [{ file: path.join(dir, file), city: city.name }] : [];
  });
}

describe('the places a city page names are the form’s on that page (issue 22)', () => {
  test('every locality of every served city’s page, in English and Hindi', () => {
    const data = JSON.parse(
      readFileSync(path.join(OUT, 'data', 'localities.json'), 'utf8'),
    ) as GazetteerData;
    const names = JSON.parse(
      readFileSync(path.join(OUT, 'data', 'names', 'hi.json'), 'utf8'),
    ) as LocalNamesData;
    // Each page's form: the English data, and on a Hindi page the Hindi names with it.
    const englishGazetteer = createGazetteer(data);
    const hindiGazetteer = createGazetteer(withLocalNames(data, names));
    const served = new Set(serviceableCityNames);
    const english = cityPages(OUT).filter((p) => served.has(p.city));
    const hindi = cityPages(path.join(OUT, 'hi')).filter((p) => served.has(p.city));
    expect(english.length).toBe(served.size);
    expect(hindi.length).toBe(served.size);

    // The Devanagari names the gazetteer gives each locality: "Pune|wakad" -> ["वाकड"].
    const devanagari = new Map<string, string[]>();
    for (const [name, index] of names.localNames) {
      const [place, , city] = data.places[index]!;
      const key = `${data.cities[city]}|${normalizePlace(place)}`;
      devanagari.set(key, [...(devanagari.get(key) ?? []), name]);
    }

    const html = (file: string) => readFileSync(file, 'utf8');
    const common = lowerCaseWords(english.map((p) => noteOf(html(p.file))));
    const failures: string[] = [];
    let checked = 0;
    let withoutContext = 0;
    const checkWith =
      (gazetteer: Gazetteer) => (page: string, city: string, label: string, name: string) => {
        checked++;
        const found = gazetteer.resolve(name, { city, label });
        if (found?.city !== city)
          failures.push(`${page}: "${name}" -> ${found?.city ?? 'refused'}`);
        if (gazetteer.resolve(name)?.city === city) withoutContext++;
        return found;
      };
    const check = checkWith(englishGazetteer);
    const checkHindi = checkWith(hindiGazetteer);

    // English pages: the list, the examples, the note's sectors and capitalised names.
    const noteLocalities = new Map<string, string[]>();
    for (const { file, city } of english) {
      const page = path.relative(OUT, file);
      const doc = html(file);
      for (const name of [...listedNames(doc), ...sampleNames(doc, 'en')]) {
        check(page, city, city, name);
      }
      const { sectors, rest } = sectorNames(noteOf(doc), 'en');
      for (const name of sectors) check(page, city, city, name);
      const skip = notLocalities[city] ?? {};
      const named = capitalisedNames(rest, common).filter((name) => {
        const key = normalizePlace(name);
        return !(name in skip) && !CALENDAR.has(key) && !CITIES_AND_STATES.has(key);
      });
      noteLocalities.set(city, []);
      for (const name of named) {
        const place = check(page, city, city, name)?.place;
        if (place && !translatedInHindi[city]?.includes(name))
          noteLocalities.get(city)!.push(place);
      }
    }

    // Hindi pages: the same list and examples (in Devanagari), the note’s sectors, and each
    // locality of the English note by a Devanagari name the gazetteer knows for it.
    for (const { file, city } of hindi) {
      const page = path.relative(OUT, file);
      const doc = html(file);
      const label = cityNamesHi[city] ?? city;
      for (const name of [...listedNames(doc), ...sampleNames(doc, 'hi')]) {
        checkHindi(page, city, label, name);
      }
      const note = noteOf(doc);
      for (const name of sectorNames(note, 'hi').sectors) checkHindi(page, city, label, name);
      const words = ` ${normalizePlace(note)} `;
      for (const place of noteLocalities.get(city) ?? []) {
        const names = devanagari.get(`${city}|${normalizePlace(place)}`) ?? [];
        const shown = names.find((n) => words.includes(` ${normalizePlace(n)} `));
        if (shown) checkHindi(page, city, label, shown);
        else failures.push(`${page}: "${place}" has no Devanagari name that the page uses`);
      }
    }

    console.log(
      `localities checked: ${checked} names on ${english.length + hindi.length} pages; ${withoutContext} of them the page's city without the context too`,
    );
    expect(failures, `${failures.length} of ${checked}:\n${failures.join('\n')}`).toEqual([]);
    // At least every neighbourhood each served city's page lists, once in each language.
    const lists = localityNames as Record<string, readonly unknown[]>;
    const listed = serviceableCityNames.reduce((n, c) => n + (lists[c]?.length ?? 0), 0);
    expect(listed).toBeGreaterThan(1000);
    expect(checked).toBeGreaterThanOrEqual(2 * listed);
  });
});
