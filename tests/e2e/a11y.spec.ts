import AxeBuilder from '@axe-core/playwright';
import { expect, test, waitForHydration } from './fixtures';
import { CITY_SAMPLE, walkedPages } from './city-sample';

/**
 * Every URL of the sitemap (an index followed), as a path on the test server, but the city and
 * state pages, which share two templates: of those a fixed sample (long names, metros, a small
 * town, both languages; tests/e2e/city-sample.ts), so the walk stays within the suite's time. The
 * Nu checker and the static checks read every page.
 */
const paths = walkedPages();

// Split the walk so both workers share it.
const CHUNKS = 8;

test.describe('accessibility: axe over every URL of the sitemap (WCAG 2.2 AA)', () => {
  test.use({ reducedMotion: 'reduce' });

  for (let c = 0; c < CHUNKS; c++) {
    test(`pages ${c + 1} of ${CHUNKS}`, async ({ page }) => {
      test.setTimeout(240_000);
      expect(paths.length).toBeGreaterThan(30);
      // The Hindi pages are walked too, the city pages by their sample.
      for (const hi of ['/hi', '/hi/form', '/hi/beaware', '/hi/packers-and-movers-charges'])
        expect(paths).toContain(hi);
      for (const city of CITY_SAMPLE) expect(paths).toContain(city);
      const mine = paths.filter((_, i) => i % CHUNKS === c);
      for (const p of mine) {
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
        expect(
          serious.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(' | ')}`,
          ),
          p,
        ).toEqual([]);
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
