/**
 * Facts about a city computed from the data (PRODUCT.md section 5 item 3): its nearest branch,
 * nearby served cities, and typical transit times. They make each city page useful on its own.
 */
import { branches } from '@/content/site';
import type { City } from '@/content/types';
import { allCities, findCityByName, serviceableCityNames } from './cities';
import { roadKm } from './geo';
import { transitLabel } from './transit';
import { isServiceable } from './quote';

export interface NearestBranch {
  label: string;
  city: string;
  phone: string;
  km: number;
}

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

/** The local questions and answers of a city page (also its FAQPage structured data). */
export function cityFaqs(city: City): { q: string; a: string }[] {
  const branch = nearestBranch(city);
  const metros = metroTransits(city);
  const nearby = nearbyServedCities(city, 1)[0];
  const branchLine =
    branch.km === 0
      ? `Moves from ${city.name} are run by our own ${branch.label.toLowerCase()} in ${city.name}.`
      : `Moves from ${city.name} are planned and run by our ${branch.label}, about ${branch.km} km away by road.`;
  return [
    {
      q: `Which office handles my move from ${city.name}?`,
      a: `${branchLine} You can call the branch directly on ${branch.phone}.`,
    },
    {
      q: `How long does a household move from ${city.name} take?`,
      a: `A move within ${city.name} is usually packed, shifted and unpacked the same day. ${metros
        .slice(0, 3)
        .map(
          (m) =>
            `To ${m.metro} (about ${m.km.toLocaleString('en-IN')} km) your goods take ${m.transit}`,
        )
        .join('; ')}.`,
    },
    {
      q: `Can you shift my car or bike from ${city.name}?`,
      a: `Yes. Cars travel on open or enclosed car carriers and bikes in wooden crates, with a photo inspection report at pickup in ${city.name} and at delivery.`,
    },
    {
      q: `Do you take bookings starting in ${city.name}?`,
      a: isServiceable(city.name)
        ? `Yes, ${city.name} is in our service area: enter it as Moving From in the form and we reply on WhatsApp with a free survey slot.`
        : `Not yet directly. Moves that start in ${city.name} are booked from ${nearby?.name ?? branch.city}${
            nearby ? `, about ${nearby.km} km away` : ''
          }: enter that city as Moving From and mention your address in the message.`,
    },
  ];
}

/** One sentence about who runs moves from the city. */
export function branchSentence(city: City): string {
  const branch = nearestBranch(city);
  return branch.km === 0
    ? `Moves from ${city.name} are run by our own ${branch.label.toLowerCase()} in ${city.name}.`
    : `Moves from ${city.name} are planned and run by our ${branch.label}, about ${branch.km} km away by road, which sends a crew and vehicle to your door.`;
}

/** Two or three common moves from a city, for its estimates: local, and to the nearest metros. */
export function commonMoves(city: City): { to: string; size: '1 BHK' | '2 BHK' | '3 BHK' }[] {
  const metros = metroTransits(city).sort((a, b) => a.km - b.km);
  return [
    { to: city.name, size: '2 BHK' },
    ...(metros[0] ? [{ to: metros[0].metro, size: '2 BHK' as const }] : []),
    ...(metros[1] ? [{ to: metros[1].metro, size: '3 BHK' as const }] : []),
  ];
}
