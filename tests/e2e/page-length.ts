/**
 * How long each page is on a 360 × 740 phone, footer included: the home page at most 12 screens,
 * every other page at most 14. A visitor reads to the end of a page that says each thing once.
 * tests/e2e/walk.spec.ts measures every walked page at that size, every section laid out.
 */
import { englishPath, localeOfPath, type Locale } from '../../lib/i18n';

export const PHONE = { width: 360, height: 740 } as const;
const HOME_SCREENS = 12;
const PAGE_SCREENS = 14;

/**
 * Reference pages read by their table of contents, not to the end: the terms and the privacy
 * notice (legal texts, each with a contents list). /locations names states, not cities, and each
 * state's page its own cities.
 */
const REFERENCE = new Set(['/terms-and-conditions', '/privacy-policy']);

/**
 * How much longer a page runs in a language than the same words in English, on the same screen:
 * Tamil's words are longer and its letters wider (its pages measured 25-31% longer than their
 * English twins), so the same content takes more screens without saying more.
 */
const LONGER: Partial<Record<Locale, number>> = { ta: 1.3 };

/** The most screens `path` may take at 360 × 740; undefined for a reference page. */
export function screenLimit(path: string): number | undefined {
  const english = englishPath(path);
  if (REFERENCE.has(english)) return undefined;
  return (english === '/' ? HOME_SCREENS : PAGE_SCREENS) * (LONGER[localeOfPath(path)] ?? 1);
}
