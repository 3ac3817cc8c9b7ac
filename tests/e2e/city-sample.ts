import { sitemapLocs } from '../export/sitemap-urls';
import { stateGroups, statePagePath } from '../../lib/states';
import { englishPath, localeOfPath, TRUST_PATHS } from '../../lib/i18n';

/**
 * The city pages that browser specs walking "every page" at several widths take, instead of all
 * 216 (they share one template): the longest name, the longest two-word name, two metros (the
 * most branches and localities), a small town, and Hindi and Tamil pages, whose words are wider
 * than their English names in places (Tamil's longest city name the widest of all). Checks on the exported files cover every city page.
 */
export const CITY_SAMPLE = [
  '/packers-movers-in-thiruvananthapuram',
  '/packers-movers-in-greater-noida',
  '/packers-movers-in-mumbai',
  '/packers-movers-in-delhi',
  '/packers-movers-in-manali',
  '/hi/packers-movers-in-thiruvananthapuram',
  '/hi/packers-movers-in-delhi',
  '/ta/packers-movers-in-thiruvananthapuram',
];

/** Whether a path is a city landing page, in any language. */
export const isCityPage = (path: string) => /^\/packers-movers-in-/.test(englishPath(path));

/** Whether a path is one state's page of the directory of cities. */
export const isStatePage = (path: string) => /^\/locations\/[^/]+$/.test(path);

/**
 * The state pages the walking specs take, instead of all of them: the state with the most cities
 * (the longest list), the longest name (the widest heading) and the fewest cities. Computed from
 * the city data, so the sample follows it; the directory spec and the checks on the exported
 * files cover every state page.
 */
export const STATE_SAMPLE = ((): string[] => {
  const groups = stateGroups();
  const by = (score: (g: (typeof groups)[number]) => number) =>
    groups.reduce((best, g) => (score(g) > score(best) ? g : best));
  const picked = [
    by((g) => g.cities.length),
    by((g) => g.name.length),
    by((g) => -g.cities.length),
  ];
  return [...new Set(picked.map((g) => statePagePath(g.name)))];
})();

/**
 * A page the walks leave out: the Hindi pages a visitor reads before trusting us. The same
 * components draw them in every language, and the walks take them in English and in Tamil, whose
 * words are the longest and widest; Hindi's own layout is walked on its converting pages.
 */
const TRUST = new Set<string>(TRUST_PATHS);
const sampledOut = (p: string) => localeOfPath(p) === 'hi' && TRUST.has(englishPath(p));

/**
 * Every sitemap page but the city and state pages, then their samples: what the walking specs
 * visit.
 */
export const walkedPages = (): string[] => [
  ...sitemapLocs()
    .map((loc) => new URL(loc).pathname)
    .filter((p) => !isCityPage(p) && !isStatePage(p) && !sampledOut(p)),
  ...CITY_SAMPLE,
  ...STATE_SAMPLE,
];
