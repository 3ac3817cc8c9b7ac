import type { Page } from '@playwright/test';

/**
 * The header logo is one size on every page at a given width. It once took what the bar left
 * over: 81 px wide at 360 on the home page (whose bar holds the language switch) and 130 px on the
 * 404 page (whose bar does not), and narrower on Hindi pages at 900 to 1100 px.
 * tests/e2e/walk.spec.ts holds every walked page's logo, and the 404 pages', to the home page's.
 */
export const LOGO_WIDTHS = [360, 1024, 1280] as const;

/** The logo's box on the screen, `x y width height` to a tenth of a pixel; null if it has none. */
export async function logoBox(page: Page): Promise<string | null> {
  const box = await page.locator('header .logo img').boundingBox();
  if (!box) return null;
  const { x, y, width: w, height: h } = box;
  return [x, y, w, h].map((n) => n.toFixed(1)).join(' ');
}

/**
 * What is wrong with a page's logo box at `width`, given the home page's box there: the same box,
 * big enough to read its name on a phone, and its full size on a wide screen.
 */
export function logoProblems(width: number, box: string | null, home: string | null): string[] {
  if (!box) return ['no logo'];
  const problems: string[] = [];
  if (box !== home) problems.push(`box ${box}, the home page's ${home ?? 'none'}`);
  const logoWidth = Number(box.split(' ')[2]);
  const least = width === 360 ? 100 : 150;
  if (!(logoWidth >= least)) problems.push(`${logoWidth} px wide, under ${least}`);
  if (width === 1280 && logoWidth !== 188) problems.push(`${logoWidth} px wide, not 188`);
  return problems;
}
