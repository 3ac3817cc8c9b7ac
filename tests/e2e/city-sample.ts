import { sitemapLocs } from './sitemap-urls';

/**
 * The city pages that browser specs walking "every page" at several widths take, instead of all
 * 216: the longest names, metros, a small town, and Hindi pages, whose Devanagari words are wider
 * than their English names in places. Checks on the exported files cover every city page.
 */
export const CITY_SAMPLE = [
  '/packers-movers-in-thiruvananthapuram',
  '/packers-movers-in-visakhapatnam',
  '/packers-movers-in-greater-noida',
  '/packers-movers-in-navi-mumbai',
  '/packers-movers-in-mumbai',
  '/packers-movers-in-delhi',
  '/packers-movers-in-manali',
  '/hi/packers-movers-in-thiruvananthapuram',
  '/hi/packers-movers-in-greater-noida',
  '/hi/packers-movers-in-delhi',
];

/** Whether a path is a city landing page, in either language. */
export const isCityPage = (path: string) => /^(\/hi)?\/packers-movers-in-/.test(path);

/** Every sitemap page but the city pages, then the city sample: what the walking specs visit. */
export const walkedPages = (): string[] => [
  ...sitemapLocs()
    .map((loc) => new URL(loc).pathname)
    .filter((p) => !isCityPage(p)),
  ...CITY_SAMPLE,
];
