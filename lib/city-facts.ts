/**
 * Facts about a city computed from the data (docs/product.md section 5 item 3): the branch that runs
 * its moves when one is near, nearby served cities, and the common routes with their distance,
 * transit time and price. They make each city page useful on its own.
 */
import { branches } from '@/content/site';
import type { City } from '@/content/types';
import type { HomeSize } from '@/content/sizes';
import { allCities, findCityByName, serviceableCityNames } from './cities';
import { roadKm } from './geo';
import { transitLabel } from './transit';
import { isServiceable } from './quote';
import { priceMove } from './estimate';
import { formatNumber, formatRupees } from './format';
import type { Locality } from './gazetteer/build';
import { cityPageText, type CityPageText } from '@/content/city-page-text';
import { transitDays } from './transit';

export interface NearestBranch {
  label: string;
  city: string;
  phone: string;
  km: number;
}

/**
 * The farthest road distance at which a branch runs a move itself: its crew can drive out for
 * the survey, pack and load, and be back the same day (about three hours each way on Indian
 * roads). Beyond it a branch does not "run" a move, and a page must not say so.
 */
export const NEAR_BRANCH_KM = 150;

/** The branch with the shortest road distance to the city. */
export function nearestBranch(city: City): NearestBranch {
  let best: NearestBranch | undefined;
  for (const b of branches) {
    const at = findCityByName(b.city);
    if (!at) continue;
    const km = roadKm(city, at);
    if (!best || km < best.km) best = { label: b.label, city: b.city, phone: b.phone, km };
  }
  if (!best) throw new Error('No branch has a known city: check content/site.ts branches.');
  return best;
}

/** The branch that runs moves from the city: the nearest, if within NEAR_BRANCH_KM. */
export function servingBranch(city: City): NearestBranch | undefined {
  const branch = nearestBranch(city);
  return branch.km <= NEAR_BRANCH_KM ? branch : undefined;
}

/** The closest other cities we serve, nearest first. */
export function nearbyServedCities(city: City, count = 6): (City & { km: number })[] {
  const served = new Set(serviceableCityNames);
  return allCities
    .filter((c) => c.name !== city.name && served.has(c.name))
    .map((c) => ({ ...c, km: roadKm(city, c) }))
    .sort((a, b) => a.km - b.km || a.name.localeCompare(b.name))
    .slice(0, count);
}

export const METROS = ['Delhi', 'Mumbai', 'Bangalore', 'Chennai', 'Kolkata', 'Hyderabad'] as const;

/** Road distance and transit time from the city to each metro (itself left out). */
export function metroTransits(city: City): { metro: string; km: number; transit: string }[] {
  return METROS.filter((m) => m !== city.name).flatMap((m) => {
    const metro = findCityByName(m);
    if (!metro) return [];
    const km = roadKm(city, metro);
    return [{ metro: m, km, transit: transitLabel(km) }];
  });
}

export interface Route {
  /** The destination; the city itself for a move within it. */
  to: string;
  km: number;
  transit: string;
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
  const metros = metroTransits(city).sort((a, b) => a.km - b.km);
  for (const m of metros.slice(0, 3)) targets.set(m.metro, m.km);
  return [...targets]
    .sort((a, b) => a[1] - b[1])
    .map(([to, km]) => {
      const { low, high } = priceMove({ km, service: 'Home Shifting', size });
      return { to, km, transit: transitLabel(km), size, low, high };
    });
}

/**
 * Who runs moves from the city, in one sentence that is true at any distance, in the page's
 * language (`t`: content/city-page-text.ts or its Hindi twin).
 */
export function branchSentence(city: City, t: CityPageText = cityPageText): string {
  const branch = nearestBranch(city);
  const name = t.city(city.name);
  if (branch.km === 0) return t.runByOwnBranch(name, t.branch(branch.label));
  if (branch.km <= NEAR_BRANCH_KM) {
    return t.runByNearBranch(name, t.branch(branch.label), formatNumber(branch.km));
  }
  return t.crewSent(name);
}

/** A route's transit time in the page's language. */
export function transitText(km: number, t: CityPageText = cityPageText): string {
  return t.transit(...transitDays(km));
}

/** A few well-known localities of a city: the PIN codes' first names, spread over the city. */
export function sampleLocalities(localities: readonly Locality[], count = 5): string[] {
  const firstByPin = new Map<string, string>();
  for (const l of localities) if (!firstByPin.has(l.pin)) firstByPin.set(l.pin, l.name);
  const names = [...firstByPin.values()];
  const step = Math.max(1, Math.floor(names.length / count));
  return names.filter((_, i) => i % step === 0).slice(0, count);
}

/** The local questions and answers of a city page (also its FAQPage structured data). */
export function cityFaqs(
  city: City,
  localities: readonly Locality[] = [],
  t: CityPageText = cityPageText,
): { q: string; a: string }[] {
  const branch = nearestBranch(city);
  const served = isServiceable(city.name);
  const nearby = nearbyServedCities(city, 1)[0];
  const route = cityRoutes(city).find(
    (r) => r.km > 0 && (METROS as readonly string[]).includes(r.to),
  );
  const pins = new Set(localities.map((l) => l.pin)).size;
  const name = t.city(city.name);
  const faqs = [
    branch.km <= NEAR_BRANCH_KM
      ? {
          q: t.faqWhichOffice(name),
          a: t.faqWhichOfficeAnswer(branchSentence(city, t), branch.phone),
        }
      : {
          q: t.faqWho(name),
          a: t.faqWhoAnswer(branchSentence(city, t), t.branch(branch.label), branch.phone),
        },
  ];
  if (localities.length > 0) {
    faqs.push({
      q: t.faqParts(name),
      a: t.faqPartsAnswer(
        pins,
        localities.length,
        t.listOf(sampleLocalities(localities)),
        served,
        name,
      ),
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
      : t.faqBookingsNo(t.city(nearby?.name ?? branch.city), nearby?.km, name),
  });
  return faqs;
}
