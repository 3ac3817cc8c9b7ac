/**
 * The gazetteer's data as the lookup searches it: every name of every place (English and
 * Devanagari) by its key, PIN codes, served cities' names, and the page's city as context.
 */
import { canonicalCityName, serviceableAliases, serviceableCityNames } from '@/lib/served-cities';
import { normalizePlace, placeKey, squash } from './text';
import type { GazetteerData, PlaceContext } from './types';

export interface Place {
  name: string;
  pin: string;
  /** The served city, as spelt in content/cities.ts. */
  city: string;
  key: string;
  /** The city as a suggestion writes it: its Devanagari name for a Devanagari locality. */
  cityLabel: string;
}

/** A page's city as the lookup uses it: a served city and the page's name for it. */
export interface Context {
  city: string;
  label: string;
}

const served = new Set(serviceableCityNames);

/** A context worth using: a served city (by any of its English names); else none. */
export function readContext(context: unknown): Context | undefined {
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
export const pick = (list: readonly Place[], ctx?: Context) =>
  list.find((p) => p.city === ctx?.city) ?? list[0]!;

export interface CityEntry {
  /** A served city's name or other name, as shown. */
  value: string;
  city: string;
  key: string;
}

export type PlaceIndex = ReturnType<typeof indexPlaces>;

export function indexPlaces(data: GazetteerData | null) {
  const cityLabelOf = new Map<string, string>();
  for (const [name, city] of data?.names ?? []) {
    if (!cityLabelOf.has(city)) cityLabelOf.set(city, name);
  }
  const english: Place[] = (data?.places ?? []).flatMap(([name, pin, index]) => {
    const city = data?.cities[index];
    return city ? [{ name, pin, city, key: placeKey(name), cityLabel: city }] : [];
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
