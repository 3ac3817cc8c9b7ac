import { cities, footerCityNames } from '@/content/cities';
import type { City } from '@/content/types';
import { CITY_PAGE_PREFIX, toSlug } from './slug';

/** Every city as plain data, without the list flags. */
export const allCities: readonly City[] = cities.map(({ name, state, lat, lon }) => ({
  name,
  state,
  lat,
  lon,
}));

/** The footer's few cities (content/cities.ts); a name that is not a city fails the build. */
export const footerCities: readonly City[] = footerCityNames.map((name) => {
  const city = allCities.find((c) => c.name === name);
  if (!city) throw new Error(`footerCityNames: "${name}" is not in content/cities.ts.`);
  return city;
});

const bySlug = new Map(allCities.map((c) => [toSlug(c.name), c]));

export function findCityBySlug(slug: string): City | undefined {
  return bySlug.get(slug.toLowerCase());
}

export function findCityByName(name: string): City | undefined {
  return bySlug.get(toSlug(name));
}

/** Route segments of every city landing page, e.g. `packers-movers-in-navi-mumbai`. */
export function cityPageSegments(): string[] {
  return allCities.map((c) => `${CITY_PAGE_PREFIX}${toSlug(c.name)}`);
}

export function cityFromPageSegment(segment: string): City | undefined {
  if (!segment.startsWith(CITY_PAGE_PREFIX)) return undefined;
  return findCityBySlug(segment.slice(CITY_PAGE_PREFIX.length));
}
