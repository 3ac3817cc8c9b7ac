/**
 * City slugs as docs/product.md#city-pages fixes them: lower-case, each run of spaces becomes one
 * hyphen, nothing else changes (`Navi Mumbai` -> `navi-mumbai`).
 */
export function toSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** `navi-mumbai` -> `Navi Mumbai`: the best guess when a slug is not a known city. */
export function titleFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

export const CITY_PAGE_PREFIX = 'packers-movers-in-';

export function cityPagePath(name: string): string {
  return `/${CITY_PAGE_PREFIX}${toSlug(name)}`;
}
