import { expect, test } from './fixtures';

/** An unknown path answers 404 with the home page (docs/product.md), noindex. */
test('a 404 page at an address like a city page’s hydrates as built, with no language switch', async ({
  page,
}) => {
  // The fixture fails the test on an uncaught error, such as React's hydration error (#418).
  for (const path of ['/packers-movers-in-atlantis']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await page.waitForFunction(() => {
      const el = document.querySelector('header .logo');
      return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
    });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('header .lang-switch'), path).toHaveCount(0);
  }
});
