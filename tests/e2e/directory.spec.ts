import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { MapStubs } from './pages/map-picker';
import { exportedHtml, jsonLdNodes } from '../export/export';
import { footerCityNames } from '../../content/cities';
import { cityNamesHi } from '../../content/hi/places';
import { DEFAULT_STATE_KEY, stateGroups, statePagePath } from '../../lib/states';
import { cityPagePath } from '../../lib/slug';

const groups = stateGroups();
const CITY_DATA = '**/data/cities.json';

/** Requests for the map's data file, from now on. */
function watchCityData(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/data/cities.json') urls.push(r.url());
  });
  return urls;
}

test.describe('the directory of cities', () => {
  test('/locations names every state with its count and links its page, and no other city', () => {
    const html = exportedHtml('/locations');
    for (const g of groups) {
      expect(html).toContain(`<a href="${statePagePath(g.name)}">`);
      expect(html).toMatch(
        new RegExp(`>${g.name}</span><span class="state-links__count">${g.cities.length} cit`),
      );
    }
    // The page carries the default state's names for its list, and the footer's few; a city of
    // any other state would be a list that grows with the cities.
    const word = (name: string) => new RegExp(`\\b${name}\\b`);
    const others = groups
      .filter((g) => g.key !== DEFAULT_STATE_KEY)
      .flatMap((g) => g.cities.map((c) => c.name))
      .filter((n) => !footerCityNames.includes(n) && !groups.some((g) => word(n).test(g.name)));
    expect(others.filter((name) => word(name).test(html))).toEqual([]);
  });

  test("each state's page links every city of the state, in English and in Hindi", () => {
    for (const g of groups) {
      const pagePath = statePagePath(g.name);
      const html = exportedHtml(pagePath);
      expect(html).toContain(
        `<link rel="canonical" href="https://www.shiftease.example${pagePath}"/>`,
      );
      expect(html).toContain(`<h1 class="page-intro__title`);
      for (const c of g.cities) {
        expect(html).toContain(`<a href="${cityPagePath(c.name)}">${c.name}</a>`);
        const hi = cityNamesHi[c.name];
        if (hi) expect(html).toContain(`href="/hi${cityPagePath(c.name)}" lang="hi-IN"`);
      }
      const nodes = jsonLdNodes(html);
      const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList') as {
        itemListElement: { name: string }[];
      };
      expect(crumbs.itemListElement.map((i) => i.name)).toEqual(['Home', 'Locations', g.name]);
      const collection = nodes.find((n) => n['@type'] === 'CollectionPage') as {
        mainEntity: { numberOfItems: number; itemListElement: { url: string }[] };
      };
      expect(collection.mainEntity.numberOfItems).toBe(g.cities.length);
      expect(collection.mainEntity.itemListElement.map((i) => new URL(i.url).pathname)).toEqual(
        g.cities.map((c) => cityPagePath(c.name)),
      );
    }
  });

  test("a city page's breadcrumbs lead to its state's page", () => {
    const html = exportedHtml('/packers-movers-in-pune');
    expect(html).toContain('<a href="/locations/maharashtra">Maharashtra</a>');
  });
});

test.describe('the map of /locations loads its cities when it comes into view', () => {
  test.beforeEach(async ({ page }) => {
    await new MapStubs(page).install();
  });

  test('not before: the page works first, then the file comes with the map', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const fetched = watchCityData(page);
    await page.goto('/locations');
    await waitForHydration(page, '.locations');
    await expect(page.getByRole('button', { name: 'Pune', exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    expect(fetched, 'the map data, before the map was in view').toEqual([]);
    await page.locator('.map-frame').scrollIntoViewIfNeeded();
    const maharashtra = groups.find((g) => g.key === DEFAULT_STATE_KEY)!;
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(maharashtra.cities.length);
    expect(fetched).toHaveLength(1);
  });

  test('a failed download says so, and Try again brings the markers', async ({ page }) => {
    let fail = true;
    await page.route(CITY_DATA, (route) => (fail ? route.abort('failed') : route.continue()));
    await page.goto('/locations');
    await waitForHydration(page, '.locations');
    await page.locator('.map-frame').scrollIntoViewIfNeeded();
    const frame = page.locator('.map-frame');
    await expect(frame.getByRole('status')).toHaveText(
      'The map could not load its cities on this connection. The list of every state below works without it.',
    );
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    fail = false;
    await frame.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
  });

  test('another state before the data came: its list waits, or offers its page', async ({
    page,
  }) => {
    await page.route(CITY_DATA, (route) => route.abort('failed'));
    await page.goto('/locations');
    await waitForHydration(page, '.locations');
    await page.getByLabel('State', { exact: true }).selectOption('Gujarat');
    await expect(page.locator('.locations__count')).toHaveText(
      'The cities of Gujarat could not be loaded on this connection.',
    );
    await expect(page.getByRole('link', { name: 'See all cities of Gujarat' })).toHaveAttribute(
      'href',
      '/locations/gujarat',
    );
  });
});

test.describe('/branch fetches a state’s districts when a card is opened', () => {
  test('none before; a failed download links the state’s page', async ({ page }) => {
    const fetched = watchCityData(page);
    await page.route(CITY_DATA, (route) => route.abort('failed'));
    await page.goto('/branch');
    await waitForHydration(page, '.tile-grid--states button');
    await page.waitForTimeout(300);
    expect(fetched).toEqual([]);
    await page.getByRole('button', { name: 'Karnataka', exact: true }).click();
    await expect(
      page.getByText('The cities of Karnataka could not be loaded on this connection.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all cities of Karnataka' })).toHaveAttribute(
      'href',
      '/locations/karnataka',
    );
    await page.unroute(CITY_DATA);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Bangalore' })).toBeVisible();
  });
});

test.describe('navigating by links', () => {
  test('links move between pages inside the page, fetching only what exists', async ({ page }) => {
    const failed: string[] = [];
    const asked: string[] = [];
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.hostname !== 'localhost') return;
      if (url.pathname.endsWith('.txt')) asked.push(url.pathname);
      if (r.status() >= 400) failed.push(`${r.status()} ${url.pathname}`);
    });
    await page.goto('/locations/maharashtra');
    await waitForHydration(page, 'nav.crumbs a');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    // Breadcrumbs and the header's links are next/link: the router fetches the next page's payload
    // (<page>.txt, or its per-segment files), never the <page>/__next._full.txt the export has too.
    await page.locator('nav.crumbs').getByRole('link', { name: 'Locations' }).click();
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Service Locations');
    await page
      .locator('.mainnav__list')
      .getByRole('link', { name: 'Contact', exact: true })
      .click();
    await expect(page).toHaveURL(/\/contactus$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(asked.length, 'payloads fetched by the router').toBeGreaterThan(0);
    expect(asked.filter((p) => p.endsWith('__next._full.txt'))).toEqual([]);
    expect(failed).toEqual([]);
  });
});
