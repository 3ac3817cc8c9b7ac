/**
 * Facts about a city computed from the data (docs/product.md#city-pages): the branch that runs
 * its moves when one is near, nearby served cities, and the common routes with their distance,
 * transit time and price. They make each city page useful on its own.
 */
import type { City } from '@/content/types';
import type { HomeSize } from '@/content/sizes';
import { allCities, findCityByName } from './cities';
import { serviceableCityNames } from './served-cities';
import { roadDistance } from './roads';
import { cityRelation } from './city-relation';
import { isServiceable } from './quote';
import { priceMove } from './estimate';
import { formatNumber, formatRupees } from './format';
import { cityPageText, type CityPageText } from '@/content/city-page-text';
import { transitDays } from './transit';

const servedNames = new Set(serviceableCityNames);
/** Each city's served neighbours, nearest first: a page asks several times, a build for each city. */
const neighbours = new Map<string, (City & { km: number })[]>();

/** The closest other cities we serve, nearest first. */
export function nearbyServedCities(city: City, count = 6): (City & { km: number })[] {
  const key = `${city.name}|${city.lat}|${city.lon}`;
  let list = neighbours.get(key);
  if (!list) {
    list = allCities
      .filter((c) => c.name !== city.name && servedNames.has(c.name))
      .map((c) => ({ ...c, km: roadDistance(city, c) }))
      .sort((a, b) => a.km - b.km || a.name.localeCompare(b.name));
    neighbours.set(key, list);
  }
  return list.slice(0, count);
}

export const METROS = ['Delhi', 'Mumbai', 'Bangalore', 'Chennai', 'Kolkata', 'Hyderabad'] as const;

/** Road distance from the city to each metro (itself left out). */
export function metroDistances(city: City): { metro: string; km: number }[] {
  return METROS.filter((m) => m !== city.name).flatMap((m) => {
    const metro = findCityByName(m);
    if (!metro) return [];
    return [{ metro: m, km: roadDistance(city, metro) }];
  });
}

export interface Route {
  /** The destination; the city itself for a move within it. */
  to: string;
  km: number;
  size: HomeSize;
  /** Price range of a household move of that size, with packing, loading, transport and GST. */
  low: number;
  high: number;
}

/**
 * The moves people most often make from a city: within it, to the nearest served cities and to
 * the metros, nearest first, each priced from content/pricing.ts for a home of the given size.
 */
export function cityRoutes(city: City, size: HomeSize = '2 BHK', nearbyCount = 4): Route[] {
  const targets = new Map<string, number>([[city.name, 0]]);
  for (const c of nearbyServedCities(city, nearbyCount)) targets.set(c.name, c.km);
  // The three nearest metros: the far ones cost and take the same from every city near by.
  const metros = metroDistances(city).sort((a, b) => a.km - b.km);
  for (const m of metros.slice(0, 3)) targets.set(m.metro, m.km);
  return [...targets]
    .sort((a, b) => a[1] - b[1])
    .map(([to, km]) => {
      const { low, high } = priceMove({ km, service: 'Home Shifting', size });
      return { to, km, size, low, high };
    });
}

/**
 * Who runs moves from the city, in one sentence that is true at any distance, in the page's
 * language (`t`: content/city-page-text.ts or its Hindi twin).
 */
export function branchSentence(city: City, t: CityPageText = cityPageText): string {
  const { kind, office, km } = cityRelation(city);
  const name = t.city(city.name);
  const branch = t.branch(office.label);
  if (kind === 'head-office' || kind === 'branch') return t.runByOwnBranch(name, branch);
  if (kind === 'near') return t.runByNearBranch(name, branch, formatNumber(km));
  return t.crewSent(name, branch);
}

/**
 * What a page says of a city without an office of ours (docs/product.md#city-pages): that there
 * is none, which office runs the move and whom the visitor meets. Null for a city with an office,
 * whose page names the office itself.
 */
export function noOfficeSentence(city: City, t: CityPageText = cityPageText): string | null {
  const { kind, office, km } = cityRelation(city);
  if (kind !== 'near' && kind !== 'far') return null;
  return t.noOffice(
    t.city(city.name),
    { city: t.city(office.city), branch: t.branch(office.label) },
    formatNumber(km),
    kind === 'far',
  );
}

/** A route's transit time in the page's language. */
export function transitText(km: number, t: CityPageText = cityPageText): string {
  return t.transit(...transitDays(km));
}

/** The local questions and answers of a city page (also its FAQPage structured data). */
export function cityFaqs(
  city: City,
  /** The city's PIN codes in India Post's directory, and neighbourhoods in the page's script. */
  places: { pins: number; names: readonly string[] } = { pins: 0, names: [] },
  t: CityPageText = cityPageText,
): { q: string; a: string }[] {
  const { kind, office } = cityRelation(city);
  const served = isServiceable(city.name);
  const nearby = nearbyServedCities(city, 1)[0];
  const route = cityRoutes(city).find(
    (r) => r.km > 0 && (METROS as readonly string[]).includes(r.to),
  );
  const name = t.city(city.name);
  const faqs = [
    {
      q: kind === 'far' ? t.faqWho(name) : t.faqWhichOffice(name),
      a: t.faqWhichOfficeAnswer(branchSentence(city, t), office.phone),
    },
  ];
  if (places.pins > 0 && places.names.length > 0) {
    faqs.push({
      q: t.faqParts(name),
      a: t.faqPartsAnswer(places.pins, t.listOf(places.names.slice(0, 4)), served, name),
    });
  }
  if (route) {
    faqs.push({
      q: t.faqCost(name, t.city(route.to)),
      a: t.faqCostAnswer(
        formatRupees(route.low),
        formatRupees(route.high),
        formatNumber(route.km),
        transitText(route.km, t),
      ),
    });
  }
  faqs.push({
    q: t.faqBookings(name),
    a: served
      ? t.faqBookingsYes(name)
      : t.faqBookingsNo(t.city(nearby?.name ?? office.city), nearby?.km, name),
  });
  return faqs;
}
