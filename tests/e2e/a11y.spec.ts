import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration } from './fixtures';
import { CITY_SAMPLE, walkedPages } from './city-sample';
import { HTMLCS_SOURCE, htmlcsErrors, unresolvedIdReferences } from './htmlcs';

/**
 * Every URL of the sitemap (an index followed), as a path on the test server, but the city and
 * state pages, which share two templates: of those a fixed sample (long names, metros, a small
 * town, both languages; tests/e2e/city-sample.ts), so the walk stays within the suite's time. The
 * Nu checker and the static checks read every page.
 *
 * Two engines read each page, in one load: axe (WCAG 2.2 AA) and HTML_CodeSniffer (WCAG 2 AA,
 * tests/e2e/htmlcs.ts), with its check that every ID reference names an element of the page.
 */
const paths = walkedPages();

const CHUNKS = 8;

test.describe('accessibility: axe and HTML_CodeSniffer over every URL of the sitemap', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the walk takes the Hindi pages and the city sample', () => {
    expect(paths.length).toBeGreaterThan(30);
    // The Hindi pages are walked too, the city pages by their sample.
    for (const hi of ['/hi', '/hi/form', '/hi/beaware', '/hi/packers-and-movers-charges'])
      expect(paths).toContain(hi);
    for (const city of CITY_SAMPLE) expect(paths).toContain(city);
    for (const p of ['/', '/review', '/hi/packers-movers-in-delhi']) expect(paths).toContain(p);
  });

  // Split the walk so both workers share it. Each part walks its pages in one tab: a test per
  // page (a new context and renderer for each, compiling the site's scripts, axe and
  // HTML_CodeSniffer afresh) took longer.
  for (let c = 0; c < CHUNKS; c++) {
    test(`pages ${c + 1} of ${CHUNKS}`, async ({ page }) => {
      test.setTimeout(240_000);
      // HTML_CodeSniffer into every page this test opens, before the page's own scripts (and
      // outside its CSP).
      await page.addInitScript(HTMLCS_SOURCE);
      for (const p of paths.filter((_, i) => i % CHUNKS === c)) {
        await page.goto(p);
        let axe = new AxeBuilder({ page }).withTags([
          'wcag2a',
          'wcag2aa',
          'wcag21a',
          'wcag21aa',
          'wcag22aa',
        ]);
        // Map markers of neighbouring cities overlap. WCAG 2.5.8's "equivalent" exception applies:
        // every marker has a full-size button in the city list beside the map (locations spec).
        if (p === '/locations') axe = axe.exclude('.leaflet-marker-pane');
        const results = await axe.analyze();
        const serious = results.violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        );
        expect
          .soft(
            serious.map(
              (v) =>
                `${v.id}: ${v.nodes
                  .map((n) => n.target.join(' '))
                  .slice(0, 3)
                  .join(' | ')}`,
            ),
            `${p}: axe`,
          )
          .toEqual([]);
        expect.soft(await htmlcsErrors(page), `${p}: HTML_CodeSniffer`).toEqual([]);
        expect.soft(await unresolvedIdReferences(page), `${p}: ID references`).toEqual([]);
      }
    });
  }
});

test.describe('keyboard and zoom', () => {
  test('focus is visible on every control the keyboard reaches on the home page', async ({
    page,
  }) => {
    await page.goto('/');
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return 'none';
        const s = getComputedStyle(el);
        const own = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
        const card = el.closest('.branch-card');
        const cardOutline = card ? getComputedStyle(card).outlineStyle !== 'none' : false;
        return own || cardOutline ? 'visible' : `${el.tagName}.${el.className}`;
      });
      expect(outline, `tab stop ${i + 1}`).toBe('visible');
    }
  });

  test('pages work at 200% zoom without sideways scrolling', async ({ page }) => {
    // 200% zoom of a 1280 px window is a 640 px wide layout.
    await page.setViewportSize({ width: 640, height: 800 });
    for (const p of [
      '/',
      '/form',
      '/packers-and-movers-charges',
      '/packers-movers-in-chennai',
      '/beaware',
    ]) {
      await page.goto(p);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, p).toBeLessThanOrEqual(0);
    }
  });

  test('form errors are announced', async ({ page }) => {
    await page.goto('/form');
    await waitForHydration(page, 'form[aria-label="Quote request"]');
    await page.getByLabel('Moving From', { exact: true }).fill('Atlantis');
    const alert = page.locator('.quote-form > [role="alert"]');
    await expect(alert).toContainText('Service is not available');
    await expect(page.getByLabel('Moving From', { exact: true })).toHaveAttribute(
      'aria-describedby',
      /.+/,
    );
  });
});

/** WCAG contrast ratio of two colours given as rgb()/rgba() strings. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

test('rating stars: filled and empty differ in shape, and both stand out 3:1 from the card', async ({
  page,
}) => {
  await page.goto('/review');
  // A review rated 4: four stars filled, one empty.
  const stars = page.getByRole('img', { name: 'Rated 4 out of 5' }).first();
  await expect(stars.locator('svg.star--on')).toHaveCount(4);
  await expect(stars.locator('svg.star--off')).toHaveCount(1);
  const style = await stars.evaluate((el) => {
    const paint = (s: Element) => {
      const cs = getComputedStyle(s);
      return { fill: cs.fill, stroke: cs.stroke };
    };
    let card: Element | null = el;
    let background = 'rgba(0, 0, 0, 0)';
    while (card && /rgba\(.*, 0\)$|transparent/.test(background)) {
      background = getComputedStyle(card).backgroundColor;
      card = card.parentElement;
    }
    return {
      on: paint(el.querySelector('.star--on')!),
      off: paint(el.querySelector('.star--off')!),
      background,
    };
  });
  // Filled against outlined: the difference is the shape, not the colour alone (WCAG 1.4.1).
  expect(style.on.fill).not.toBe('none');
  expect(style.off.fill).toBe('none');
  // Graphics needed to read the rating: 3:1 against the card (WCAG 1.4.11).
  expect(contrast(style.on.fill, style.background)).toBeGreaterThanOrEqual(3);
  expect(contrast(style.on.stroke, style.background)).toBeGreaterThanOrEqual(3);
  expect(contrast(style.off.stroke, style.background)).toBeGreaterThanOrEqual(3);
});
