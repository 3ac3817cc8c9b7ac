/**
 * The gazetteer in the browser: which served city a typed place belongs to ("Andheri West" is
 * Mumbai, "560066" is Bangalore), and suggestions as the visitor types. Pure functions over the
 * data that lib/gazetteer/build.ts draws from India Post's directory at build time; the quote
 * form loads both (this module and /data/localities.json) when the visitor starts typing.
 */
import { allCities, serviceableAliases, serviceableCityNames } from '@/lib/cities';
import { matchServiceableCity } from '@/lib/quote';

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
  /** Served cities' other-language names (Devanagari): [name, the city's English name]. */
  names?: [name: string, city: string][];
}

export interface PlaceMatch {
  /** The served city, as spelt in content/cities.ts. */
  city: string;
  /** The locality the text named, when it was not the city itself. */
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

export interface Gazetteer {
  /** The served city a text refers to, or undefined when it names no served place. */
  resolve(text: unknown): PlaceMatch | undefined;
  suggest(text: string, limit?: number): Suggestion[];
}

/**
 * Lower case, accents off, every run of punctuation and space to one space. Devanagari keeps its
 * vowel signs (marks, but part of the word) and drops the nukta and chandrabindu's difference
 * from anusvara, as people write the same name both ways (फरीदाबाद, फ़रीदाबाद).
 */
export function normalizePlace(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u093C]/g, '')
    .replace(/\u0901/g, '\u0902')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

const squash = (normalised: string) => normalised.replace(/ /g, '');

/** The longest run of words we look up: "Shivaji Nagar Housing Society" is four. */
const MAX_WORDS = 5;

interface WordRun {
  text: string;
  /** Index of the first word and one past the last. */
  start: number;
  end: number;
}

/** Runs of consecutive words, longest first. */
function wordRuns(normalised: string): WordRun[] {
  const words = normalised.split(' ').filter(Boolean);
  const runs: WordRun[] = [];
  for (let n = Math.min(MAX_WORDS, words.length); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      runs.push({ text: words.slice(i, i + n).join(' '), start: i, end: i + n });
    }
  }
  return runs;
}

const PIN = /(?:^|\D)([1-9]\d{2})\s?(\d{3})(?!\d)/;

const stateOf = new Map(allCities.map((c) => [c.name, c.state]));

export function createGazetteer(data: GazetteerData | null): Gazetteer {
  const places = (data?.places ?? []).flatMap(([name, pin, index]) => {
    const city = data?.cities[index];
    return city ? [{ name, pin, city, key: normalizePlace(name) }] : [];
  });
  const byName = new Map<string, (typeof places)[number]>();
  const bySquashed = new Map<string, (typeof places)[number]>();
  const byPin = new Map<string, (typeof places)[number]>();
  for (const p of places) {
    if (!byName.has(p.key)) byName.set(p.key, p);
    if (!bySquashed.has(squash(p.key))) bySquashed.set(squash(p.key), p);
    if (!byPin.has(p.pin)) byPin.set(p.pin, p);
  }
  const unserved = new Set(data?.unserved ?? []);

  const cityEntries = [
    ...serviceableCityNames.map((name) => ({ value: name, city: name })),
    ...serviceableAliases.map((a) => ({ value: a.alias, city: a.name })),
    ...(data?.names ?? []).map(([value, city]) => ({ value, city })),
  ].map((e) => ({ ...e, key: normalizePlace(e.value) }));

  const cityByKey = new Map(cityEntries.map((e) => [e.key, e.city]));

  function resolve(text: unknown): PlaceMatch | undefined {
    if (typeof text !== 'string' || text.trim() === '') return undefined;
    const runs = wordRuns(normalizePlace(text));
    // A served city named in whole words: "Pune", "Andheri, Mumbai" (not Patna in "Mehdipatnam").
    const named = runs.find((r) => cityByKey.has(r.text));
    if (named) return { city: cityByKey.get(named.text)! };
    // A PIN code is the most precise thing a visitor can type: ours or not served.
    const pin = PIN.exec(text);
    if (pin) {
      const hit = byPin.get(`${pin[1]}${pin[2]}`);
      return hit && { city: hit.city, pin: hit.pin, place: hit.name };
    }
    const found = runs.find((r) => byName.has(r.text) || bySquashed.has(squash(r.text)));
    // "Civil Lines, Bareilly" names a place we do not serve, whatever Delhi's Civil Lines is;
    // "Vaishali Nagar" is a locality of Jaipur, though Vaishali is also a district in Bihar.
    // A text that is an unserved place itself ("Gandhinagar", also a Jaipur "Gandhi Nagar") is not.
    const inside = (r: WordRun) =>
      found !== undefined &&
      r.start >= found.start &&
      r.end <= found.end &&
      r.end - r.start < found.end - found.start;
    const elsewhere = runs.some((r) => unserved.has(r.text) && !inside(r));
    if (found && !elsewhere) {
      const hit = byName.get(found.text) ?? bySquashed.get(squash(found.text))!;
      return { city: hit.city, place: hit.name, pin: hit.pin };
    }
    if (elsewhere) return undefined;
    // SPEC section 5: a text that contains a served city's name at all is served.
    const city = matchServiceableCity(text);
    return city ? { city } : undefined;
  }

  function suggest(text: string, limit = 8): Suggestion[] {
    const q = normalizePlace(text);
    if (q.length < 2) return [];
    const out: Suggestion[] = [];
    const seen = new Set<string>();
    const add = (s: Suggestion) => {
      if (out.length >= limit || seen.has(s.value.toLowerCase())) return;
      seen.add(s.value.toLowerCase());
      out.push(s);
    };
    const localityOf = (p: (typeof places)[number]): Suggestion => ({
      value: `${p.name}, ${p.city}`,
      label: p.name,
      detail: `${p.city} ${p.pin}`,
    });

    if (/^\d{3,6}$/.test(q.replace(/ /g, ''))) {
      const digits = q.replace(/ /g, '');
      places
        .filter((p) => p.pin.startsWith(digits))
        .sort((a, b) => a.pin.localeCompare(b.pin) || a.name.localeCompare(b.name))
        .forEach((p) => add(localityOf(p)));
      return out;
    }

    const sq = squash(q);
    const byLength = <T extends { key: string }>(a: T, b: T) =>
      a.key.length - b.key.length || a.key.localeCompare(b.key);
    cityEntries
      .filter((e) => squash(e.key).startsWith(sq))
      .sort(byLength)
      .forEach((e) =>
        add({
          value: e.value,
          label: e.value,
          detail: e.value === e.city ? (stateOf.get(e.city) ?? '') : `${e.city}`,
        }),
      );
    // Localities in alphabetical order, so a visitor finds theirs where they expect it.
    const alphabetical = <T extends { key: string }>(a: T, b: T) => a.key.localeCompare(b.key);
    const starts = places.filter((p) => squash(p.key).startsWith(sq)).sort(alphabetical);
    const inside =
      q.length >= 3
        ? places
            .filter((p) => !squash(p.key).startsWith(sq) && p.key.includes(` ${q}`))
            .sort(alphabetical)
        : [];
    for (const p of [...starts, ...inside]) add(localityOf(p));
    return out;
  }

  return { resolve, suggest };
}
