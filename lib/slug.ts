/**
 * City slugs as docs/product.md#city-pages fixes them: lower-case, each run of spaces becomes one
 * hyphen, nothing else changes (`Navi Mumbai` -> `navi-mumbai`).
 */
export function toSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export const CITY_PAGE_PREFIX = 'packers-movers-in-';

export function cityPagePath(name: string): string {
  return `/${CITY_PAGE_PREFIX}${toSlug(name)}`;
}
