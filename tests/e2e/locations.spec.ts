import type { Page } from '@playwright/test';
import { expect, test, waitForHydration, watchScripts } from './fixtures';
import { MapStubs } from './pages/map-picker';
import { QuoteFormPage } from './pages/quote-form';
import { stateGroups, statePagePath } from '../../lib/states';

const groups = stateGroups();
const maharashtra = groups.find((g) => g.key === 'Maharashtra')!;
const tamilNadu = groups.find((g) => g.key === 'TamilNadu')!;

/** The map mounts as it comes into view (on a phone the city list is above it). */
async function showMap(page: Page) {
  await page.locator('.map-frame').scrollIntoViewIfNeeded();
  await page.locator('.leaflet-container').waitFor();
}

test.describe('/locations', () => {
  test.beforeEach(async ({ page }) => {
    await new MapStubs(page).install();
  });

  test('on a phone, the map and Leaflet load only once the map scrolls into view', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // Scripts that carry Leaflet, recognised by its own class name.
    const leaflet = watchScripts(page, 'leaflet-container');
    await page.goto('/locations');
    await waitForHydration(page, '.locations');
    // The city list comes first and works at once.
    await expect(page.getByRole('button', { name: 'Amravati', exact: true })).toBeInViewport();
    await page.waitForTimeout(500);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);
    await expect(page.locator('.map-frame')).toHaveText('Loading map…');
    expect(leaflet, 'Leaflet loaded while the map was out of view').toEqual([]);
    await showMap(page);
    await expect(page.locator('.leaflet-marker-icon')).toHaveCount(maharashtra.cities.length);
    await expect.poll(() => leaflet.length, { message: 'Leaflet arrives with the map' }).toBe(1);
  });

  test('filters by state and city; markers follow; a state change resets the city', async ({
    page,
  }) => {
    await page.goto('/locations');
    await showMap(page);
    const state = page.getByLabel('State', { exact: true });
    const city = page.getByLabel('City', { exact: true });
    await expect(state).toHaveValue('Maharashtra');
    await expect(state.locator('option:checked')).toHaveText('Maharashtra');
    await expect(city.locator('option').first()).toHaveText('All Cities');
    const markers = page.locator('.leaflet-marker-icon');
    await expect(markers).toHaveCount(maharashtra.cities.length);
    const titles = await markers.evaluateAll((els) => els.map((e) => e.getAttribute('title')));
    expect(titles.sort()).toEqual(maharashtra.cities.map((c) => c.name).sort());
    await city.selectOption('Pune');
    await expect(markers).toHaveCount(1);
    await expect(markers).toHaveAttribute('title', 'Pune');
    await state.selectOption('TamilNadu');
    await expect(city).toHaveValue('');
    await expect(markers).toHaveCount(tamilNadu.cities.length);
    // Option values are state names without spaces.
    const values = await state
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    for (const v of values) expect(v).not.toMatch(/\s/);
  });

  test('the map starts near the main branch with scroll-wheel zoom off', async ({ page }) => {
    await page.goto('/locations');
    await showMap(page);
    const map = page.locator('.leaflet-container');
    const zoomBefore = await page.locator('.leaflet-tile-container').first().getAttribute('style');
    await map.hover();
    await page.mouse.wheel(0, -600);
    await page.waitForTimeout(400);
    expect(await page.locator('.leaflet-tile-container').first().getAttribute('style')).toBe(
      zoomBefore,
    );
  });

  test('a marker click stores the city and lands on /form?from= with the field set', async ({
    page,
  }) => {
    await page.goto('/locations');
    await showMap(page);
    await page.getByLabel('City', { exact: true }).selectOption('Nagpur');
    await page.locator('.leaflet-marker-icon[title="Nagpur"]').click();
    await expect(page).toHaveURL(/\/form\?from=Nagpur$/);
    const form = new QuoteFormPage(page);
    await form.waitUntilLive();
    await expect(form.from).toHaveValue('Nagpur');
  });

  test('the city list works from the keyboard', async ({ page }) => {
    await page.goto('/locations');
    await page.getByLabel('State', { exact: true }).selectOption('Gujarat');
    const surat = page.getByRole('button', { name: 'Surat', exact: true });
    await surat.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/form\?from=Surat$/);
  });

  test('a city chosen at once after a state leaves no error behind the map', async ({ page }) => {
    await page.goto('/locations');
    await waitForHydration(page, '.locations');
    await showMap(page);
    // Both in one task, as a quick visitor does them: the map is refitted to the state's cities
    // and removed as the page is left, well within a zoom animation's quarter second.
    await page.evaluate(() => {
      const label = [...document.querySelectorAll('label')].find((l) => l.textContent === 'State');
      const state = label!.control as HTMLSelectElement;
      // Through the element's own setter, as a change by the visitor sets it.
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(
        state,
        'Gujarat',
      );
      state.dispatchEvent(new Event('change', { bubbles: true }));
      const surat = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Surat');
      surat!.click();
    });
    await expect(page).toHaveURL(/\/form\?from=Surat$/);
    // Long enough for any timer the map left behind; the fixture fails on an uncaught error.
    await page.waitForTimeout(600);
  });

  test('Back to Home goes home', async ({ page }) => {
    await page.goto('/locations');
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('every state is in the static HTML with its count and a link to its page of cities', async ({
    request,
  }) => {
    // Each state's page lists its cities (tests/e2e/directory.spec.ts).
    const html = await (await request.get('/locations')).text();
    for (const g of groups) {
      expect(html).toContain(`<a href="${statePagePath(g.name)}">`);
      expect(html).toContain(`>${g.name}</span>`);
    }
  });
});

test.describe('/branch', () => {
  test('14 states open their districts; Back to States returns', async ({ page }) => {
    await page.goto('/branch');
    const states = page.locator('.tile-grid--states button');
    await expect(states).toHaveCount(14);
    await page.getByRole('button', { name: 'Karnataka', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Districts in Karnataka' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Bangalore' })).toBeVisible();
    await expect(page.locator('.tile-grid img').first()).toHaveAttribute('src', /\.svg$/);
    await page.getByRole('button', { name: 'Back to States' }).click();
    await expect(states).toHaveCount(14);
    await expect(page.getByRole('button', { name: 'Karnataka', exact: true })).toBeFocused();
  });

  test('a district stores the origin and opens the quote form with it', async ({ page }) => {
    await page.goto('/branch');
    await page.getByRole('button', { name: 'Uttarakhand & Himachal Pradesh' }).click();
    await page.getByRole('button', { name: 'Shimla' }).click();
    await expect(page).toHaveURL(/\/form\?from=Shimla$/);
    const form = new QuoteFormPage(page);
    await form.waitUntilLive();
    await expect(form.from).toHaveValue('Shimla');
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/branch');
    await page.getByRole('button', { name: 'Tamil Nadu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Districts in Tamil Nadu' })).toBeFocused();
    // The districts come as a file: until it arrives, Tab goes on past them, as it should.
    const firstDistrict = page.locator('.branch-view .tile').first();
    await expect(firstDistrict).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(firstDistrict).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/form\?from=/);
  });
});
