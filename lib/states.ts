import { branchStates } from '@/content/states';
import type { City } from '@/content/types';
import { allCities, serviceableCityNames } from './cities';

/** The serviceable cities (districts) shown under a /branch state card, A to Z. */
export function districtsOf(cardName: string): City[] {
  const card = branchStates.find((s) => s.name === cardName);
  if (!card) return [];
  const served = new Set(serviceableCityNames);
  return allCities
    .filter((c) => card.covers.includes(c.state) && served.has(c.name))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * /locations: a state's key is its name without spaces, "Tamil Nadu" -> "TamilNadu"
 * (docs/product.md#locations-map).
 */
export function stateKey(state: string): string {
  return state.replace(/\s+/g, '');
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

export const DEFAULT_STATE_KEY = 'Maharashtra';
