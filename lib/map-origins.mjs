/**
 * The map's two services by default, each in one place: the tile server the map picker draws
 * from (NEXT_PUBLIC_TILE_URL when unset) and the reverse geocoder that names a dropped pin
 * (NEXT_PUBLIC_GEOCODER_URL when unset). Read by the pages (lib/env.ts) and by the build, whose
 * Content-Security-Policy allows each service's origin (scripts/csp.mjs). Plain JavaScript, so
 * the build script runs it as it is; lib/map-origins.d.mts gives its types.
 */

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org/reverse';

/**
 * The origin a service's URL is fetched from: a tile template's `{z}`, `{x}` and `{y}` read as
 * the letters inside them.
 *
 * @param {string} url
 * @returns {string} e.g. `https://tile.openstreetmap.org`
 * @throws {TypeError} for a URL that cannot be read
 */
export function serviceOrigin(url) {
  return new URL(url.replace(/[{}]/g, '')).origin;
}
