import { expect, test } from './fixtures';

/**
 * The header logo is one size on every page at a given width. It once took what the bar left
 * over: 81 px wide at 360 on the home page (whose bar holds the language switch) and 130 px on the
 * 404 page (whose bar does not), and narrower on Hindi pages at 900 to 1100 px.
 */
const PAGES = [
  '/',
  '/form',
  '/packers-movers-in-pune',
  '/about',
  '/menu',
  '/hi',
  '/hi/form',
  '/this-page-does-not-exist',
  '/hi/this-page-does-not-exist',
];

for (const width of [360, 1024, 1280]) {
  test(`the logo has one box on every page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const boxes: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      const box = await page.locator('header .logo img').boundingBox();
      expect(box, path).not.toBeNull();
      const { x, y, width: w, height: h } = box!;
      boxes.push(`${path}: ${[x, y, w, h].map((n) => n.toFixed(1)).join(' ')}`);
    }
    const first = boxes[0]!.replace(/^[^:]*: /, '');
    expect(boxes).toEqual(PAGES.map((path) => `${path}: ${first}`));
    // Big enough to read its name on a phone, and its full size on a wide screen.
    const logoWidth = Number(first.split(' ')[2]);
    expect(logoWidth).toBeGreaterThanOrEqual(width === 360 ? 100 : 150);
    if (width === 1280) expect(logoWidth).toBe(188);
  });
}
