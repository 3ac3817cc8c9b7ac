/**
 * How long each page is on a 360 × 740 phone, footer included: the home page at most 12 screens,
 * every other page at most 14. A visitor reads to the end of a page that says each thing once.
 * tests/e2e/walk.spec.ts measures every walked page at that size, every section laid out.
 */
export const PHONE = { width: 360, height: 740 } as const;
const HOME_SCREENS = 12;
const PAGE_SCREENS = 14;

/**
 * Reference pages read by their table of contents, not to the end: the terms (a legal text, with
 * a contents list). /locations names states, not cities, and each state's page its own cities.
 */
const REFERENCE = new Set(['/terms-and-conditions']);

/** The most screens `path` may take at 360 × 740; undefined for a reference page. */
export function screenLimit(path: string): number | undefined {
  if (REFERENCE.has(path)) return undefined;
  return path === '/' || path === '/hi' ? HOME_SCREENS : PAGE_SCREENS;
}
