/**
 * The gazetteer in the browser: which served city a typed place belongs to ("Andheri West" is
 * Mumbai, "560066" is Bangalore, "Sector 62, Noida" is Noida), and suggestions as the visitor
 * types. Pure functions over the data that lib/gazetteer/build.ts draws from India Post's
 * directory; the quote form loads both (this module, /data/localities.json and, on a page in
 * another language, that language's names, /data/names/<lang>.json) when the visitor starts
 * typing. A city page passes its city as the context: a name that several cities share is
 * then that city's, and its places come first.
 */
import { allCities } from '@/lib/cities';
import { matchServiceableCity } from '@/lib/quote';
import { canonicalCityName, serviceableAliases, serviceableCityNames } from '@/lib/served-cities';
import { hasSector, isSectorCity } from '@/content/sectors';
import {
  findPin,
  findSector,
  letterCount,
  normalizePlace,
  placeKey,
  squash,
  wordRuns,
  type SectorMention,
  type WordRun,
} from './text';

export interface GazetteerData {
  /** Served city names, as spelt in content/cities.ts. */
  cities: string[];
  /** Localities: [name, PIN code, index into `cities`]. */
  places: [name: string, pin: string, city: number][];
  /**
   * Normalised names of places we do not serve (districts, unserved cities). A typed text that
   * names one of them is not taken for a locality that happens to share a word with it.
   */
  unserved: string[];
  /**
   * Served cities' names in the page's language (Devanagari on a Hindi page, Tamil on a Tamil
   * one), the usual name first: [name, the city's English name].
   */
  names?: [name: string, city: string][];
  /** Localities' names in the page's language: [name, index into `places` of the same locality]. */
  localNames?: [name: string, place: number][];
}

/**
 * One language's names (/data/names/<lang>.json): its names of served cities and of localities,
 * indexes into the English data's `places`, and its names of places we do not serve, normalised.
 * A page in that language adds them to the English data (`withLocalNames`), so no page downloads
 * another language's names.
 */
export type LocalNamesData = Required<Pick<GazetteerData, 'names' | 'localNames' | 'unserved'>>;

/** The English data with one language's names (none: the English data as it is). */
export function withLocalNames(
  data: GazetteerData,
  names: LocalNamesData | null | undefined,
): GazetteerData {
  if (!names) return data;
  return {
    ...data,
    unserved: [...data.unserved, ...names.unserved],
    names: [...(data.names ?? []), ...names.names],
    localNames: [...(data.localNames ?? []), ...names.localNames],
  };
}

/** The city a page is about, so that the form reads a typed place as that city's first. */
export interface PlaceContext {
  /** The city's English name, as in content/cities.ts. */
  city: string;
  /** The city's name as the page writes it ("पुणे"); the English name when not given. */
  label?: string;
}

export interface PlaceMatch {
  /** The served city, as spelt in content/cities.ts. */
  city: string;
  /**
   * The locality the text named, when it was not the city itself: its English name, whatever
   * language it was typed in ("वाकड" and "Wakad" are both Wakad).
   */
  place?: string;
  pin?: string;
}

export interface Suggestion {
  /** What goes into the field when the suggestion is chosen. */
  value: string;
  /** The name shown. */
  label: string;
  /** A state for a city; city and PIN code for a locality. */
  detail: string;
}

export interface SuggestOptions {
  context?: PlaceContext;
}

export interface Gazetteer {
  /** The served city a text refers to, or undefined when it names no served place. */
  resolve(text: unknown, context?: PlaceContext): PlaceMatch | undefined;
  suggest(text: string, options?: SuggestOptions): Suggestion[];
}

interface Place {
  /** The name as the data writes it: English, or a local name's own script. */
  name: string;
  /** The locality's English name (its `places` entry's). */
  english: string;
  pin: string;
  /** The served city, as spelt in content/cities.ts. */
  city: string;
  key: string;
  /** The city as a suggestion writes it: its name in the locality's language for a local name. */
  cityLabel: string;
}

/** A page's city as the lookup uses it: a served city and the page's name for it. */
interface Context {
  city: string;
  label: string;
}

const served = new Set(serviceableCityNames);

/** A context worth using: a served city (by any of its English names); else none. */
function readContext(context: unknown): Context | undefined {
  if (!context || typeof context !== 'object') return undefined;
  const { city, label } = context as Partial<Record<keyof PlaceContext, unknown>>;
  if (typeof city !== 'string') return undefined;
  const name = canonicalCityName(city);
  if (!served.has(name)) return undefined;
  const shown = typeof label === 'string' && label.trim() ? label.trim() : city.trim();
  return { city: name, label: shown };
}

function indexBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
}

/** The context city's place among several of one name, else the first. */
const pick = (list: readonly Place[], ctx?: Context) =>
  list.find((p) => p.city === ctx?.city) ?? list[0]!;

interface CityEntry {
  /** A served city's name or other name, as shown. */
  value: string;
  city: string;
  key: string;
}

type PlaceIndex = ReturnType<typeof indexPlaces>;

function indexPlaces(data: GazetteerData | null) {
  const cityLabelOf = new Map<string, string>();
  for (const [name, city] of data?.names ?? []) {
    if (!cityLabelOf.has(city)) cityLabelOf.set(city, name);
  }
  const english: Place[] = (data?.places ?? []).flatMap(([name, pin, index]) => {
    const city = data?.cities[index];
    return city ? [{ name, english: name, pin, city, key: placeKey(name), cityLabel: city }] : [];
  });
  const local: Place[] = (data?.localNames ?? []).flatMap(([name, index]) => {
    const of = english[index];
    if (!of || typeof name !== 'string') return [];
    return [{ ...of, name, key: placeKey(name), cityLabel: cityLabelOf.get(of.city) ?? of.city }];
  });
  const places = [...english, ...local];
  const byPin = new Map<string, Place>();
  for (const p of english) if (!byPin.has(p.pin)) byPin.set(p.pin, p);
  const cities: CityEntry[] = [
    ...serviceableCityNames.map((name) => ({ value: name, city: name })),
    ...serviceableAliases.map((a) => ({ value: a.alias, city: a.name })),
    ...(data?.names ?? []).map(([value, city]) => ({ value, city })),
  ].map((e) => ({ ...e, key: normalizePlace(e.value) }));
  return {
    english,
    places,
    byKey: indexBy(places, (p) => p.key),
    bySquashed: indexBy(places, (p) => squash(p.key)),
    byPin,
    unserved: new Set(data?.unserved ?? []),
    cities,
    cityByKey: new Map(cities.map((e) => [e.key, e.city])),
  };
}

/**
 * Suggestions as a visitor types a place: the page's city's localities first, then served
 * cities, then other localities, each group with the name typed in full first and the rest in
 * alphabetical order, so "Mansarovar" comes before "Man Sarovar Park".
 */
const stateOf = new Map(allCities.map((c) => [c.name, c.state]));

const localityOf = (p: Place): Suggestion => ({
  value: `${p.name}, ${p.cityLabel}`,
  label: p.name,
  detail: `${p.cityLabel} ${p.pin}`,
});

/** Up to LIMIT suggestions for a typed text's key (lib/gazetteer/text.ts, placeKey). */
function rankSuggestions(index: PlaceIndex, q: string, ctx?: Context): Suggestion[] {
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  const add = (s: Suggestion) => {
    if (out.length >= LIMIT || seen.has(s.value.toLowerCase())) return;
    seen.add(s.value.toLowerCase());
    out.push(s);
  };
  const ours = (p: Place) => p.city === ctx?.city;

  // PIN code digits: the localities of those codes, in PIN order.
  const digits = q.replace(/ /g, '');
  if (/^\d{3,6}$/.test(digits)) {
    index.english
      .filter((p) => p.pin.startsWith(digits))
      .sort((a, b) => a.pin.localeCompare(b.pin) || a.name.localeCompare(b.name))
      .forEach((p) => add(localityOf(p)));
    return out;
  }

  const sq = squash(q);
  const byLength = <T extends { key: string }>(a: T, b: T) =>
    a.key.length - b.key.length || a.key.localeCompare(b.key);
  const alphabetical = (a: Place, b: Place) =>
    Number(squash(b.key) === sq) - Number(squash(a.key) === sq) ||
    squash(a.key).localeCompare(squash(b.key)) ||
    a.key.localeCompare(b.key);
  const starts = index.places.filter((p) => squash(p.key).startsWith(sq)).sort(alphabetical);
  const inside =
    q.length >= 3
      ? index.places
          .filter((p) => !squash(p.key).startsWith(sq) && p.key.includes(` ${q}`))
          .sort(alphabetical)
      : [];

  for (const p of starts) if (ours(p)) add(localityOf(p));
  index.cities
    .filter((e) => squash(e.key).startsWith(sq))
    .sort(byLength)
    .forEach((e) =>
      add({
        value: e.value,
        label: e.value,
        detail: e.value === e.city ? (stateOf.get(e.city) ?? '') : e.city,
      }),
    );
  for (const p of [...starts, ...inside.filter(ours), ...inside]) add(localityOf(p));
  return out;
}

/** At most this many suggestions. */
const LIMIT = 8;
/** Letters a text needs before it is offered as a place of the page's city. */
const MIN_OFFER_LETTERS = 3;

/** Refused for a reason (a place we do not serve, a PIN code or sector that is not ours). */
const ELSEWHERE = 'elsewhere';
type Judgement = PlaceMatch | typeof ELSEWHERE | undefined;

export function createGazetteer(data: GazetteerData | null): Gazetteer {
  const index = indexPlaces(data);
  const { byKey, bySquashed, byPin, unserved, cityByKey } = index;

  /** A served city named in whole words ("Andheri, Mumbai"; the page's own name for its city). */
  function namedCity(runs: readonly WordRun[], ctx?: Context) {
    const labelKey = ctx && normalizePlace(ctx.label);
    for (const run of runs) {
      const city = cityByKey.get(run.text) ?? (run.text === labelKey ? ctx?.city : undefined);
      if (city) return { city, run };
    }
    return undefined;
  }

  /** A locality named in whole words, unless the text also names a place we do not serve. */
  function locality(runs: readonly WordRun[], ctx?: Context) {
    const found = runs.find((r) => byKey.has(r.text) || bySquashed.has(squash(r.text)));
    const hit = found && pick(byKey.get(found.text) ?? bySquashed.get(squash(found.text))!, ctx);
    // "Civil Lines, Bareilly" names a place we do not serve, whatever Delhi's Civil Lines is;
    // "Vaishali Nagar" is a locality of Jaipur, though Vaishali is also a district in Bihar.
    // A text that is an unserved place itself ("Gandhinagar", also a Jaipur "Gandhi Nagar") is
    // not, unless the page's city has a locality of that very name (Delhi's Dwarka).
    const inside = (r: WordRun) =>
      found !== undefined &&
      r.start >= found.start &&
      r.end <= found.end &&
      (r.end - r.start < found.end - found.start || hit?.city === ctx?.city);
    if (runs.some((r) => unserved.has(r.text) && !inside(r))) return ELSEWHERE;
    return found && hit ? { run: found, hit } : undefined;
  }

  const matchOf = (p: Place): PlaceMatch => ({ city: p.city, place: p.english, pin: p.pin });

  /** The sector in a sector-numbered city, with the PIN code when India Post names it. */
  function sectorOf(city: string, sector: SectorMention): Judgement {
    const listed = byKey.get(placeKey(sector.name))?.find((p) => p.city === city);
    if (isSectorCity(city) && !hasSector(city, sector.number)) return ELSEWHERE;
    if (listed) return matchOf(listed);
    return isSectorCity(city) ? { city, place: sector.name } : undefined;
  }

  /**
   * "Sector 62" belongs to the city the text or the page names, or to the locality beside it
   * ("Vashi Sector 17"); alone and on no city's page, it is no single place.
   */
  function bySector(runs: readonly WordRun[], sector: SectorMention, ctx?: Context): Judgement {
    if (!sector.rest) return ctx ? sectorOf(ctx.city, sector) : undefined;
    // A locality whose name has the sector in it: "Dwarka Sector 6", "Indiranagar Sector 14".
    const whole = locality(runs, ctx);
    if (whole && whole !== ELSEWHERE && findSector(whole.hit.key)?.rest) return matchOf(whole.hit);
    const beside = locality(wordRuns(sector.rest), ctx);
    if (beside === ELSEWHERE) return ELSEWHERE;
    if (beside) {
      const city = beside.hit.city;
      return isSectorCity(city) && sectorOf(city, sector) === ELSEWHERE
        ? ELSEWHERE
        : matchOf(beside.hit);
    }
    return ctx ? sectorOf(ctx.city, sector) : undefined;
  }

  function judge(text: unknown, ctx?: Context): Judgement {
    if (typeof text !== 'string' || text.trim() === '') return undefined;
    const key = placeKey(text);
    const runs = wordRuns(key);
    const sector = findSector(key);
    // A served city named in whole words: "Pune", "Andheri, Mumbai" (not Patna in "Mehdipatnam").
    const named = namedCity(runs, ctx);
    if (named) {
      // Unless a locality's name holds it: "Hosur Road" is in Bangalore, not in Hosur.
      const road = sector ? undefined : locality(runs, ctx);
      if (road && road !== ELSEWHERE && road.run.text.length > named.run.text.length) {
        const r = road.run;
        if (r.start <= named.run.start && r.end >= named.run.end) return matchOf(road.hit);
      }
      if (sector && isSectorCity(named.city)) return sectorOf(named.city, sector);
      return { city: named.city };
    }
    // A PIN code is the most precise thing a visitor can type: ours or not served.
    const pin = findPin(text);
    if (pin) {
      const hit = byPin.get(pin);
      return hit ? matchOf(hit) : ELSEWHERE;
    }
    const found = sector ? bySector(runs, sector, ctx) : locality(runs, ctx);
    if (found === ELSEWHERE) return ELSEWHERE;
    if (found) return 'hit' in found ? matchOf(found.hit) : found;
    // The containment rule: a text that contains a served city's name at all is served
    // (docs/product.md#which-places-are-served).
    const city = matchServiceableCity(text);
    return city ? { city } : undefined;
  }

  function resolve(text: unknown, context?: PlaceContext): PlaceMatch | undefined {
    const found = judge(text, readContext(context));
    return found === ELSEWHERE ? undefined : found;
  }

  function suggest(text: string, options?: SuggestOptions) {
    if (typeof text !== 'string') return [];
    const ctx = readContext(options?.context);
    const q = placeKey(text);
    if (q.length < 2) return [];
    const out = rankSuggestions(index, q, ctx);
    // Nothing of that name anywhere: offer it as a place of the page's city, in the page's words.
    const typed = text.trim();
    if (ctx && letterCount(typed) >= MIN_OFFER_LETTERS && judge(typed, ctx) === undefined) {
      const value = `${typed}, ${ctx.label}`;
      if (resolve(value, ctx)?.city === ctx.city) {
        out.splice(LIMIT - 1);
        out.push({ value, label: typed, detail: ctx.label });
      }
    }
    return out;
  }

  return { resolve, suggest };
}
