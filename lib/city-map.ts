/**
 * The cities of the maps and district lists, loaded in the browser from /data/cities.json
 * (written at build time from content/cities.ts by lib/states.ts) when a map comes into view or
 * a list is opened: with hundreds of cities, carrying them in every such page would make it heavy.
 * No import of the city data itself, so a client component may use it.
 */

/** A city as a marker or a district button needs it. */
export interface MapCity {
  name: string;
  lat: number;
  lon: number;
  /** Present (false) when the quote form does not take the city (content/cities.ts). */
  served?: false;
}

export interface MapState {
  /** The state's name without spaces, as /locations's state filter names it. */
  key: string;
  name: string;
  /** A to Z. */
  cities: MapCity[];
}

export const CITY_MAP_URL = '/data/cities.json';

let pending: Promise<MapState[]> | null = null;

/**
 * Every state with its cities, fetched once per page. Rejects when the file cannot be had
 * (offline, a failed request); the next call tries again.
 */
export function loadCityMap(): Promise<MapState[]> {
  pending ??= fetch(CITY_MAP_URL)
    .then(async (res) => {
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      return ((await res.json()) as { states: MapState[] }).states;
    })
    .catch((err: unknown) => {
      pending = null;
      throw err;
    });
  return pending;
}

/** The cities of /branch's card: the served cities of the states it covers, A to Z. */
export function servedCitiesIn(states: readonly MapState[], covers: readonly string[]): MapCity[] {
  return states
    .filter((s) => covers.includes(s.name))
    .flatMap((s) => s.cities.filter((c) => c.served !== false))
    .sort((a, b) => a.name.localeCompare(b.name));
}
