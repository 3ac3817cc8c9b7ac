import type { City } from '@/content/types';
import { allCities } from './cities';
import { serviceableCityNames } from './served-cities';
import type { MapState } from './city-map';
import { toSlug } from './slug';

/**
 * /locations: a state's key is its name without spaces, "Tamil Nadu" -> "TamilNadu"
 * (docs/product.md#locations-map).
 */
export function stateKey(state: string): string {
  return state.replace(/\s+/g, '');
}

/** The directory page of a state's cities: `Tamil Nadu` -> `/locations/tamil-nadu`. */
export function statePagePath(state: string): string {
  return `/locations/${toSlug(state)}`;
}

export interface StateGroup {
  key: string;
  name: string;
  cities: City[];
}

/** Every state in the city data with its cities, A to Z. */
export function stateGroups(): StateGroup[] {
  const byState = new Map<string, City[]>();
  for (const c of allCities) byState.set(c.state, [...(byState.get(c.state) ?? []), c]);
  return [...byState.entries()]
    .map(([name, cities]) => ({
      key: stateKey(name),
      name,
      cities: cities.sort((a, b) => a.name.localeCompare(b.name)),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The state whose directory page has this last path segment (`tamil-nadu`). */
export function stateGroupBySlug(slug: string): StateGroup | undefined {
  return stateGroups().find((g) => toSlug(g.name) === slug);
}

/**
 * Every city with its coordinates, by state: the file /data/cities.json, fetched by the maps of
 * /locations and the district lists of /branch when they are needed, so no page carries every
 * city (lib/city-map.ts loads it).
 */
export function cityMapStates(): MapState[] {
  const served = new Set(serviceableCityNames);
  return stateGroups().map((g) => ({
    key: g.key,
    name: g.name,
    cities: g.cities.map((c) => ({
      name: c.name,
      lat: c.lat,
      lon: c.lon,
      ...(served.has(c.name) ? {} : { served: false as const }),
    })),
  }));
}

export const DEFAULT_STATE_KEY = 'Maharashtra';
