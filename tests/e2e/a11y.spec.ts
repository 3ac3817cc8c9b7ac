import { expect, test, waitForHydration } from './fixtures';

// axe and HTML_CodeSniffer read every walked page in tests/e2e/walk.spec.ts, in the load that lays
// it out.

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
