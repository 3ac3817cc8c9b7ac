/**
 * How each city is served, in one place: the head office or a branch office is in it, or the
 * nearest office serves it (its own crew drives out when it is near, a travelling crew when it is
 * far). The home page's branch cards, the city pages, the branch addresses and the structured data
 * all read this, so a city is never a "service centre" on one page and another branch's on the next.
 */
import { branches } from '@/content/site';
import type { Branch, City, RelationKind } from '@/content/types';
import { allCities, findCityByName } from './cities';
import { roadDistance } from './roads';

/**
 * The farthest road distance at which an office runs a move with its own crew: it can drive out
 * for the survey, pack and load, and be back the same day (about three hours each way on Indian
 * roads). Beyond it a travelling crew is sent, and a page must not say the office "runs" the move.
 */
export const NEAR_BRANCH_KM = 150;

export interface CityRelation {
  kind: RelationKind;
  /** The office that serves the city: the one in it, else the nearest by road. */
  office: Branch;
  /** Road distance from the office's city, 0 when it is in the city. */
  km: number;
}

const officeCity = (office: Branch): City => {
  const city = findCityByName(office.city);
  if (!city) {
    throw new Error(`Office "${office.label}": no city "${office.city}" in content/cities.ts.`);
  }
  return city;
};

/** The office nearest to the city by road, with the distance. */
export function nearestOffice(city: City): { office: Branch; km: number } {
  let best: { office: Branch; km: number } | undefined;
  for (const office of branches) {
    const km = roadDistance(city, officeCity(office));
    if (!best || km < best.km) best = { office, km };
  }
  if (!best) throw new Error('No office in content/site.ts branches.');
  return best;
}

/**
 * Relations already computed, by city and place: every city page asks for the relation of every
 * city (its office's areaServed, the branch lists), so without this a build's work would grow
 * with the square of the number of cities.
 */
const relations = new Map<string, CityRelation>();

export function cityRelation(city: City): CityRelation {
  const key = `${city.name}|${city.lat}|${city.lon}`;
  let relation = relations.get(key);
  if (!relation) {
    const { office, km } = nearestOffice(city);
    const inCity = 'isHeadOffice' in office ? 'head-office' : 'branch';
    relation = { kind: km === 0 ? inCity : km <= NEAR_BRANCH_KM ? 'near' : 'far', office, km };
    relations.set(key, relation);
  }
  return relation;
}

/**
 * The relation of a place as a card names it: a city of content/cities.ts, or the area an office
 * is known by ("Delhi NCR" is the Faridabad branch's).
 */
export function relationOfPlace(name: string): CityRelation | undefined {
  const office = branches.find((b) => 'area' in b && b.area === name);
  if (office) return { kind: 'branch', office, km: 0 };
  const city = findCityByName(name);
  return city ? cityRelation(city) : undefined;
}

const served = new WeakMap<Branch, (CityRelation & { city: City })[]>();

/** Every city an office serves, with how, nearest first (its own city first). */
export function citiesServedBy(office: Branch): (CityRelation & { city: City })[] {
  let list = served.get(office);
  if (!list) {
    list = allCities
      .map((city) => ({ city, ...cityRelation(city) }))
      .filter((r) => r.office === office)
      .sort((a, b) => a.km - b.km || a.city.name.localeCompare(b.city.name));
    served.set(office, list);
  }
  return [...list];
}

/**
 * The states of the cities an office sends a travelling crew to, with how many in each, most
 * first: what a page says of them in place of naming each city, a list that grows with the cities.
 */
export function farStatesOf(office: Branch): { state: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const r of citiesServedBy(office)) {
    if (r.kind === 'far') counts.set(r.city.state, (counts.get(r.city.state) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([state, count]) => ({ state, count }))
    .sort((a, b) => b.count - a.count || a.state.localeCompare(b.state));
}
