/**
 * Draws the locality data (localities and PIN codes of every served city) from India Post's
 * All India Pincode Directory; the rules and the source are in content/localities.ts. Run by
 * scripts/localities.mjs (`npm run data:localities`) when the data or the rules change, never by
 * the build: the script writes lib/generated/localities.json, which the quote form gets as
 * /data/localities.json, each other language's names of those places,
 * lib/generated/local-names-<lang>.json (/data/names/<lang>.json), and
 * lib/generated/pin-code-counts.json, which city pages read (docs/architecture.md#locality-data).
 */
import { cities } from '@/content/cities';
import {
  DEFAULT_LOCALITY_RADIUS_KM,
  institutionWords,
  localityRadiusKm,
} from '@/content/localities';
import { localityExtras } from '@/content/locality-extras';
import { localityNames, notedPlaces, type LocalityName } from '@/content/locality-names';
import { placeNames as placeNamesHi } from '@/content/hi/places';
import { placeNames as placeNamesTa } from '@/content/ta/places';
import { localityNamesTa } from '@/content/ta/locality-names';
import type { PlaceNames } from '@/content/types';
import { serviceableAliases, serviceableCityNames } from '@/lib/served-cities';
import { greatCircleKm } from '@/lib/geo';
import { DEFAULT_LOCALE, PREFIXED_LOCALES, type Locale } from '@/lib/i18n';
import { withLocalNames, type GazetteerData, type LocalNamesData } from './lookup';
import { normalizePlace } from './text';
import { readDirectory, type PostOffice } from './directory';

const OFFICE_TYPE = /(?:^|\s)(?:[SBHP]\.\s?O\.?|[SBHP]O|DSO|NSH|MDG|NDC|PF|E\.?D\.?)(?=\s|\(|$)/gi;
const COMPASS = /^(east|west|north|south)$/i;

const allCityKeys = new Set(
  [...cities.map((c) => c.name), ...serviceableAliases.map((a) => a.alias)].map(normalizePlace),
);
const servedKeys = [...serviceableCityNames, ...serviceableAliases.map((a) => a.alias)].map(
  normalizePlace,
);
const institution = new RegExp(`\\b(?:${institutionWords.join('|')})\\b`);

function titleCase(s: string): string {
  return s === s.toUpperCase() ? s.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : s;
}

/**
 * The place names an office name stands for: "Bandra(East) S.O" -> ["Bandra East"],
 * "Indiranagar S.O (Bengaluru)" -> ["Indiranagar"], "Infotech Park (Hinjawadi) S.O" ->
 * ["Infotech Park", "Hinjawadi"]. Empty for names that are not places people type.
 */
export function placeNames(office: string, district = '', city = ''): string[] {
  const own = ownNames(city);
  const s = office
    // "Manali SO Kullu", "Amarnagar SO Faridabad": after the office type comes the district or
    // town it is in, not part of the place's name.
    .replace(/^(.*?\S)\s+(?:[SBHP]\.\s?O\.?|[SBHP]O)\s+[^()]+$/i, '$1')
    .replace(OFFICE_TYPE, ' ')
    // "Sec41 Noida", "Sec 122": the sector, as people write it.
    .replace(/\bsec(?:tor)?\s?(\d+\w?)\b/gi, 'Sector $1')
    .replace(/\s+/g, ' ')
    .trim();
  const names: string[] = [];
  const outside = s
    .replace(/\(([^)]*)\)/g, (_m, inner: string) => {
      const part = inner.trim();
      if (COMPASS.test(part)) return ` ${part} `;
      const key = normalizePlace(part);
      // "(Bengaluru)", "(Pune)": which town the office is in, not another name for it.
      if (key && !allCityKeys.has(key) && key !== normalizePlace(district)) names.push(part);
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  // "Udaipur Fatehpura", "Nayapura Kota", "Faridabad Sector 15": the office's own city named
  // beside the locality; the locality is what is left.
  // Not when the name is part of a longer one ("Alpha Greater Noida" is not in Noida).
  const key = ` ${normalizePlace(outside)} `;
  const longer = cityNamesLongestFirst.some(
    (e) =>
      e.city.name !== city && key.includes(` ${e.key} `) && e.key.includes(normalizePlace(city)),
  );
  const stripped = longer
    ? outside
    : own.reduce(
        (text, name) => text.replace(new RegExp(`(^|\\s)${name}(?=\\s|$)`, 'i'), ' '),
        outside,
      );
  if (stripped === outside || /^(?:greater|new|old)$/i.test(stripped.trim()))
    names.unshift(outside);
  else if (!GENERIC.test(stripped.trim())) names.unshift(stripped);
  return names
    .map((n) => titleCase(n.replace(/^[\s.,-]+|[\s,-]+$/g, '')))
    .filter((n) => {
      const key = normalizePlace(n);
      if (key.replace(/ /g, '').length < 4) return false;
      // "Karjat (Raigarh(MH)) S.O": nested brackets leave halves of names.
      if (/[()]/.test(n)) return false;
      // "N I B M", "Pimpri P F": initials, not a name people use.
      if (key.split(' ').filter((w) => w.length === 1).length > 1) return false;
      if (institution.test(key)) return false;
      // "Pune City", "Chennai GPO": the city's name already serves.
      return !servedKeys.some((c) => ` ${key} `.includes(` ${c} `));
    });
}

/** What is left of "Kota City", "Udaipur H.O", "Kota Jn.": no locality. */
const GENERIC =
  /^(?:city|town|jn\.?|junction|bazar|bazaar|market|camp|road|station|east|west|north|south|h\.?o\.?|g\.?p\.?o\.?)?$/i;

/** A city's own name and aliases, longest first, as regular-expression sources. */
function ownNames(city: string): string[] {
  if (!city) return [];
  const names = [city, ...serviceableAliases.filter((a) => a.name === city).map((a) => a.alias)];
  return names
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, '[\\s-]+'));
}

const radiusOf = (city: string) => localityRadiusKm[city] ?? DEFAULT_LOCALITY_RADIUS_KM;

/** Our "Delhi NCR" spans three states of India Post's directory; other states are as spelt. */
const STATES_OF_REGION: Readonly<Record<string, readonly string[]>> = {
  'delhi ncr': ['delhi', 'haryana', 'uttar pradesh'],
};

/** An office in another state than the city's is never one of its localities. */
function sameState(office: PostOffice, city: { state: string }): boolean {
  const ours = normalizePlace(city.state);
  const theirs = normalizePlace(office.s);
  return (STATES_OF_REGION[ours] ?? [ours]).includes(theirs);
}

/** Every name of every city of ours, longest first ("Navi Mumbai" before "Mumbai"). */
const cityNamesLongestFirst = [
  ...cities.map((c) => ({ key: normalizePlace(c.name), city: c })),
  ...serviceableAliases.flatMap((a) => {
    const city = cities.find((c) => c.name === a.name);
    return city ? [{ key: normalizePlace(a.alias), city }] : [];
  }),
].sort((a, b) => b.key.length - a.key.length);

/** The city of ours that an office's postal division or district is named after, if any. */
function namedCity(office: PostOffice) {
  const text = ` ${normalizePlace(`${office.v} ${office.i}`)} `;
  return cityNamesLongestFirst.find((e) => text.includes(` ${e.key} `))?.city;
}

/** Offices of one division that land in a city only by their coordinates, fewer than this, are strays. */
const MIN_DIVISION_OFFICES = 3;
/** A PIN code's sorting district that fewer than this share of a city's offices use is a stray's. */
const MIN_SORTING_SHARE = 0.1;

interface Assigned {
  office: PostOffice;
  city: string;
  byName: boolean;
}

/** Each sub and head office with coordinates, given to the city whose area it lies in. */
export function assignOffices(offices: readonly PostOffice[]): Assigned[] {
  const assigned: Assigned[] = [];
  for (const office of offices) {
    if (office.t === 'BO' || !office.a || !office.n || office.s === 'NA') continue;
    const at = { lat: office.a, lon: office.n };
    const named = namedCity(office);
    if (named && sameState(office, named) && greatCircleKm(at, named) <= 2 * radiusOf(named.name)) {
      assigned.push({ office, city: named.name, byName: true });
      continue;
    }
    let best: { city: string; score: number } | null = null;
    for (const c of cities) {
      // A degree of latitude is 111 km: most cities are ruled out without the trigonometry.
      if (Math.abs(c.lat - at.lat) * 111 > radiusOf(c.name) || !sameState(office, c)) continue;
      const km = greatCircleKm(at, c);
      const score = km / radiusOf(c.name);
      if (score <= 1 && (!best || score < best.score)) best = { city: c.name, score };
    }
    if (best) assigned.push({ office, city: best.city, byName: false });
  }
  // Offices whose published coordinates are missing or wrong (most of Noida's) but whose own
  // name carries the city's, in a district where the city already has offices: "Sec41 Noida".
  const districts = new Set(assigned.map((a) => `${a.city}|${a.office.i}`));
  const placed = new Set(assigned.map((a) => a.office));
  for (const office of offices) {
    if (office.t === 'BO' || placed.has(office)) continue;
    const name = ` ${normalizePlace(office.o.replace(/\([^)]*\)/g, ' '))} `;
    const named = cityNamesLongestFirst.find((e) => name.includes(` ${e.key} `))?.city;
    if (named && sameState(office, named) && districts.has(`${named.name}|${office.i}`)) {
      assigned.push({ office, city: named.name, byName: true });
    }
  }
  // Published coordinates are sometimes far off. An office is a stray when few of its city's
  // offices share its postal division, or the first three digits of its PIN code (the sorting
  // district: 700 for Kolkata, 741 for Nadia, 100 km away).
  const count = new Map<string, number>();
  const bump = (k: string) => count.set(k, (count.get(k) ?? 0) + 1);
  const perCity = new Map<string, number>();
  for (const a of assigned) {
    bump(`${a.city}|${a.office.v}`);
    bump(`${a.city}|${a.office.p.slice(0, 3)}`);
    perCity.set(a.city, (perCity.get(a.city) ?? 0) + 1);
  }
  return assigned.filter((a) => {
    const sorting = count.get(`${a.city}|${a.office.p.slice(0, 3)}`) ?? 0;
    if (sorting < Math.max(2, MIN_SORTING_SHARE * (perCity.get(a.city) ?? 0))) return false;
    return a.byName || (count.get(`${a.city}|${a.office.v}`) ?? 0) >= MIN_DIVISION_OFFICES;
  });
}

/** The localities city pages list: India Post's offices and content/locality-extras.ts. */
function listedGazetteer(offices: readonly PostOffice[]): GazetteerData {
  const served = new Set(serviceableCityNames);
  const assigned = assignOffices(offices).filter((a) => served.has(a.city));
  const hostDistricts = new Set(assigned.map((a) => normalizePlace(a.office.i)));

  // Names of places we do not serve: every district with no served locality, every city of ours
  // that is not served. Single compass words ("East", a Delhi district) are too common to use.
  const unserved = new Set<string>();
  for (const o of offices) {
    const key = normalizePlace(o.i);
    if (key.length >= 4 && !hostDistricts.has(key) && !COMPASS.test(key)) unserved.add(key);
  }
  for (const c of cities) if (!served.has(c.name)) unserved.add(normalizePlace(c.name));
  for (const key of servedKeys) unserved.delete(key);

  const cityNames = serviceableCityNames.filter((c) => assigned.some((a) => a.city === c));
  for (const c of Object.keys(localityExtras)) if (!cityNames.includes(c)) cityNames.push(c);
  const cityIndex = new Map(cityNames.map((c, i) => [c, i]));

  const places: GazetteerData['places'] = [];
  const taken = new Set<string>();
  const add = (name: string, pin: string, city: string) => {
    const key = normalizePlace(name);
    const index = cityIndex.get(city);
    if (index === undefined || unserved.has(key) || allCityKeys.has(key)) return;
    if (taken.has(`${key}|${city}`)) return;
    taken.add(`${key}|${city}`);
    places.push([name, pin, index]);
  };
  for (const [city, extras] of Object.entries(localityExtras)) {
    for (const [name, pin] of extras) add(name, pin, city);
  }
  // In PIN order, so a name that several offices share keeps the lowest PIN and builds are stable.
  const sorted = [...assigned].sort((a, b) => a.office.p.localeCompare(b.office.p));
  for (const a of sorted) {
    for (const name of placeNames(a.office.o, a.office.i, a.city)) add(name, a.office.p, a.city);
  }
  places.sort((a, b) => a[2] - b[2] || a[0].localeCompare(b[0]));
  return { cities: cityNames, places, unserved: [...unserved].sort() };
}

/** The languages with names of their own: every one but the default. */
type OtherLocale = (typeof PREFIXED_LOCALES)[number];

/**
 * Each other language's names: of cities, its places table (content/<lang>/places.ts),
 * and of a neighbourhood of content/locality-names.ts, every spelling the form takes (Hindi's are
 * in that file's entries; Tamil's one in content/ta/locality-names.ts, by the English name).
 */
const LANGUAGE_NAMES: Record<
  OtherLocale,
  { places: PlaceNames; localities: (entry: LocalityName) => readonly string[] }
> = {
  hi: { places: placeNamesHi, localities: ([, , ...hindi]) => hindi },
  ta: {
    places: placeNamesTa,
    localities: ([name]) => (localityNamesTa[name] ? [localityNamesTa[name]] : []),
  },
};

/** An entry of content/locality-names.ts and the index in `places` of the locality it names. */
interface NamedPlace {
  entry: LocalityName;
  place: number;
}

/**
 * The English data of the quote form's gazetteer (/data/localities.json): the localities city
 * pages list, and the names of content/locality-names.ts the form knows besides; with where each
 * entry of that file is in `places`, for the other languages' names.
 */
function englishGazetteer(offices: readonly PostOffice[]) {
  const data = listedGazetteer(offices);
  const places = [...data.places];
  // A name India Post lists already is the same place, however it is spaced ("Indira Nagar").
  const letters = (name: string) => normalizePlace(name).replace(/ /g, '');
  const indexOf = new Map(places.map(([name, , city], i) => [`${letters(name)}|${city}`, i]));
  const named: NamedPlace[] = [];
  for (const [city, entries] of [
    ...Object.entries(localityNames),
    ...Object.entries(notedPlaces),
  ]) {
    const c = data.cities.indexOf(city);
    if (c < 0) continue;
    for (const entry of entries as readonly LocalityName[]) {
      const [name, pin] = entry;
      let i = indexOf.get(`${letters(name)}|${c}`);
      if (i === undefined) {
        i = places.push([name, pin, c]) - 1;
        indexOf.set(`${letters(name)}|${c}`, i);
      }
      named.push({ entry, place: i });
    }
  }
  return { data: { ...data, places }, named };
}

/**
 * One language's names (/data/names/<lang>.json): served cities' (the usual name first, then the
 * other spellings), so "பெங்களூரு" or "पुणे" is the city on that language's pages; the
 * neighbourhoods', as indexes into the English `places`; and, normalised, unserved cities' names,
 * so a text naming one is not taken for a locality that shares a word with it.
 */
function localNamesOf(locale: OtherLocale, named: readonly NamedPlace[]): LocalNamesData {
  const { places: table, localities } = LANGUAGE_NAMES[locale];
  const served = new Set(serviceableCityNames);
  const names: LocalNamesData['names'] = [];
  const unserved = new Set<string>();
  for (const c of cities) {
    const own = [table.cities[c.name], ...(table.aliases[c.name] ?? [])].filter((n): n is string =>
      Boolean(n),
    );
    for (const n of own) {
      if (served.has(c.name)) names.push([n, c.name]);
      else unserved.add(normalizePlace(n));
    }
  }
  for (const [n] of names) unserved.delete(normalizePlace(n));
  const localNames: LocalNamesData['localNames'] = [];
  const taken = new Set<string>();
  for (const { entry, place } of named) {
    for (const n of localities(entry)) {
      if (taken.has(`${n}|${place}`)) continue;
      taken.add(`${n}|${place}`);
      localNames.push([n, place]);
    }
  }
  return { names, localNames, unserved: [...unserved].sort() };
}

/** The English data and each other language's names, as the files hold them. */
function drawGazetteer(offices: readonly PostOffice[]) {
  const { data, named } = englishGazetteer(offices);
  const local = Object.fromEntries(PREFIXED_LOCALES.map((l) => [l, localNamesOf(l, named)]));
  return { data, local: local as Record<OtherLocale, LocalNamesData> };
}

/**
 * The quote form's gazetteer as a page in `locale` has it: the English data
 * (/data/localities.json) with, in another language, that language's names
 * (/data/names/<lang>.json), as components/quote/use-gazetteer.ts merges them.
 */
export function buildGazetteer(
  offices: readonly PostOffice[] = readDirectory(),
  locale: Locale = DEFAULT_LOCALE,
): GazetteerData {
  const { data, local } = drawGazetteer(offices);
  return locale === DEFAULT_LOCALE ? data : withLocalNames(data, local[locale]);
}

export interface Locality {
  name: string;
  pin: string;
}

/**
 * The localities of every city of content/cities.ts with their PIN codes, by name, for the city
 * pages. A served city's are exactly the quote form's (the gazetteer above); a city we do not
 * serve yet gets its offices by the same rules, so its page can still say where it reaches.
 */
export function localitiesByCity(
  list: readonly PostOffice[] = readDirectory(),
): Map<string, Locality[]> {
  const data = listedGazetteer(list);
  const byCity = new Map<string, Locality[]>(cities.map((c) => [c.name, []]));
  for (const [name, pin, index] of data.places) {
    byCity.get(data.cities[index] ?? '')?.push({ name, pin });
  }
  const served = new Set(serviceableCityNames);
  const taken = new Set<string>();
  const sorted = assignOffices(list)
    .filter((a) => !served.has(a.city))
    .sort((a, b) => a.office.p.localeCompare(b.office.p));
  for (const a of sorted) {
    for (const name of placeNames(a.office.o, a.office.i, a.city)) {
      const key = normalizePlace(name);
      if (allCityKeys.has(key) || taken.has(`${key}|${a.city}`)) continue;
      taken.add(`${key}|${a.city}`);
      byCity.get(a.city)?.push({ name, pin: a.office.p });
    }
  }
  for (const places of byCity.values()) places.sort((a, b) => a.name.localeCompare(b.name));
  return byCity;
}

/** An object of arrays as JSON, one entry a line, so a diff of the file shows each place. */
function linePerEntry(data: Readonly<Record<string, readonly unknown[] | undefined>>): string {
  const fields = Object.entries(data).flatMap(([key, list]) => {
    if (!list) return [];
    const entries = list.map((e) => `    ${JSON.stringify(e)}`).join(',\n');
    return [`  ${JSON.stringify(key)}: ${list.length ? `[\n${entries}\n  ]` : '[]'}`];
  });
  return `{\n${fields.join(',\n')}\n}\n`;
}

/** The generated file of a language's names (served as /data/names/<lang>.json). */
export const localNamesFile = (locale: Locale) => `lib/generated/local-names-${locale}.json`;

/** The generated files, by path from the project's root: one of names per other language. */
export const LOCALITY_FILES: Readonly<Record<string, string>> & {
  readonly gazetteer: string;
  readonly pinCodeCounts: string;
} = {
  gazetteer: 'lib/generated/localities.json',
  pinCodeCounts: 'lib/generated/pin-code-counts.json',
  ...Object.fromEntries(PREFIXED_LOCALES.map((l) => [`names-${l}`, localNamesFile(l)])),
};

/**
 * The text of the files scripts/localities.mjs writes, drawn from `offices` (the whole directory
 * by default): what the committed files must hold (tests/unit/locality-data.test.ts).
 */
export function localityFiles(
  offices: readonly PostOffice[] = readDirectory(),
): Record<string, string> {
  const { data, local } = drawGazetteer(offices);
  // How many PIN codes each city of content/cities.ts has (its localities'), for the city pages.
  const byCity = localitiesByCity(offices);
  const pinCodeCounts = Object.fromEntries(
    cities.map((c) => [c.name, new Set((byCity.get(c.name) ?? []).map((l) => l.pin)).size]),
  );
  return {
    [LOCALITY_FILES.gazetteer]: linePerEntry({
      cities: data.cities,
      places: data.places,
      unserved: data.unserved,
    }),
    [LOCALITY_FILES.pinCodeCounts]: `${JSON.stringify(pinCodeCounts, null, 2)}\n`,
    ...Object.fromEntries(
      PREFIXED_LOCALES.map((l) => [localNamesFile(l), linePerEntry({ ...local[l] })]),
    ),
  };
}
