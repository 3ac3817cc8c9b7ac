import { expect, test } from './fixtures';

/**
 * The brand fonts on a slow line: over ~50 KB a second their ~31 KB would delay the page's scripts
 * by over half a second, and with `font-display: optional` the first page there is drawn in the
 * fallback anyway. Where the browser reports a slow line they are asked for only once the page has
 * loaded; elsewhere they are preloaded as the page starts.
 */
test('on a slow line no font is asked for until the scripts are in; then both come', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  const response = await page.goto('/packers-movers-in-pune', { waitUntil: 'commit' });
  // The scripts the page starts with, as its HTML lists them (not those loaded once it is live).
  const upFront = [...(await response!.text()).matchAll(/<script src="([^"]+)" async=""/g)].map(
    (m) => new URL(m[1]!, response!.url()).href,
  );
  // The browser says this line is slow, as a budget phone's does.
  expect(
    await page.evaluate(
      () => (navigator as { connection?: { effectiveType?: string } }).connection?.effectiveType,
    ),
  ).toMatch(/^(2g|3g)$/);
  await expect(page.locator('head style#lean-fonts')).toHaveCount(1);
  // Drawn in the fallback face, which the page would fall back to anyway: nothing moves later.
  // (Once the stylesheet is in: before it, nothing is drawn.)
  await page.waitForFunction(
    () => getComputedStyle(document.body).fontFamily !== '"Times New Roman"',
    null,
    { timeout: 30_000 },
  );
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /^"?bodyFont Fallback"?,/,
  );
  await page.waitForEvent('load', { timeout: 60_000 });
  await expect(page.locator('#lean-fonts')).toHaveCount(0);
  // The page's own clock: when each font was asked for, and when the last of the scripts the
  // page starts with had arrived. The fonts must not share the line with those scripts.
  const timing = () =>
    page.evaluate((urls) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        scriptsIn: Math.max(
          ...resources.filter((e) => urls.includes(e.name)).map((e) => e.responseEnd),
        ),
        fonts: resources.filter((e) => e.name.endsWith('.woff2')).map((e) => e.startTime),
      };
    }, upFront);
  await expect.poll(async () => (await timing()).fonts.length, { timeout: 20_000 }).toBe(2);
  const { scriptsIn, fonts } = await timing();
  for (const start of fonts) expect(start).toBeGreaterThanOrEqual(scriptsIn);
});

test('on a good line both fonts are preloaded as the page starts', async ({ page }) => {
  await page.goto('/packers-movers-in-pune');
  await expect(page.locator('#lean-fonts')).toHaveCount(0);
  const preloads = page.locator('head link[rel="preload"][as="font"]');
  await expect(preloads).toHaveCount(2);
  for (const href of await preloads.evaluateAll((ls) => ls.map((l) => l.getAttribute('href'))))
    expect(href).toMatch(/^\/_next\/static\/media\/.+\.woff2$/);
  // And the page is drawn in them.
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px bodyFont'))).toBe(true);
});
