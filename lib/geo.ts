/** Distances between places on the map. */

export interface LatLon {
  lat: number;
  lon: number;
}

const EARTH_RADIUS_KM = 6371;

/**
 * Indian roads are rarely straight: road distance is about 1.25 times the great-circle distance
 * (docs/product.md#the-estimate; checked against common routes, e.g. Chennai-Bangalore 290 km
 * straight, about 345 km by road).
 */
export const ROAD_FACTOR = 1.25;

function isCoord(p: LatLon): boolean {
  return (
    Number.isFinite(p.lat) &&
    Number.isFinite(p.lon) &&
    Math.abs(p.lat) <= 90 &&
    Math.abs(p.lon) <= 180
  );
}

/** Great-circle distance in km (haversine). NaN for coordinates that are not on Earth. */
export function greatCircleKm(a: LatLon, b: LatLon): number {
  if (!isCoord(a) || !isCoord(b)) return Number.NaN;
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Estimated road distance in whole km. */
export function roadKm(a: LatLon, b: LatLon): number {
  return Math.round(greatCircleKm(a, b) * ROAD_FACTOR);
}
