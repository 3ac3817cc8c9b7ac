import { pages } from '@/content/pages';
import { cityPageSegments } from '@/lib/cities';

/** Fixed pages kept out of search results (PRODUCT.md section 4: the menu overlay). */
export const NOINDEX_PATHS = ['/menu'] as const;

/** Every indexable path: the fixed pages and one page per city. */
export function indexablePaths(): string[] {
  const fixed = Object.keys(pages).filter((p) => !(NOINDEX_PATHS as readonly string[]).includes(p));
  return [...fixed, ...cityPageSegments().map((s) => `/${s}`)];
}
