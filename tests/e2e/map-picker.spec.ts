import { expect, test } from './fixtures';
import { QuoteFormPage } from './pages/quote-form';
import { MapPickerDialog, MapStubs } from './pages/map-picker';

async function loadedCode(page: import('@playwright/test').Page): Promise<string> {
  // Every script and stylesheet the page has loaded so far, as text.
  return page.evaluate(async () => {
    const urls = performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((u) => /\.(js|css)(\?|$)/.test(u));
    const texts = await Promise.all(urls.map((u) => fetch(u).then((r) => r.text())));
    return texts.join('\n');
  });
}

test.describe('map picker', () => {
  let stubs: MapStubs;
  test.beforeEach(async ({ page }) => {
    stubs = new MapStubs(page);
    await stubs.install();
  });

  test('Leaflet and tiles load only when the picker opens', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    await page.waitForLoadState('networkidle');
    const before = await loadedCode(page);
    expect(before).not.toContain('leaflet-container');
    expect(stubs.tileRequests).toHaveLength(0);
    const picker = new MapPickerDialog(page);
    await picker.open('Moving From');
    await expect.poll(() => stubs.tileRequests.length).toBeGreaterThan(0);
    expect(await loadedCode(page)).toContain('leaflet-container');
    // Marker images come from our own server.
    await expect(picker.marker).toHaveAttribute('src', '/leaflet/marker-icon.png');
  });

  test('opens a 400 px map at zoom 13 in a modal dialog with a draggable marker', async ({
    page,
  }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    const picker = new MapPickerDialog(page);
    await picker.open('Moving From');
    await expect(picker.dialog).toBeVisible();
    expect(
      await picker.dialog.evaluate((d: HTMLDialogElement) => d.open && d.matches(':modal')),
    ).toBe(true);
    expect((await picker.map.boundingBox())!.height).toBe(400);
    const tile = stubs.tileRequests[0]!;
    expect(tile).toMatch(/\/13\/\d+\/\d+\.png$/);
    await expect(picker.marker).toHaveClass(/leaflet-marker-draggable/);
    await expect(picker.dialog.locator('.leaflet-control-attribution')).toContainText(
      'OpenStreetMap',
    );
  });

  test('several quick clicks make exactly one reverse request, and the city fills the field', async ({
    page,
  }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    const picker = new MapPickerDialog(page);
    await picker.open('Moving To');
    await picker.clickBurst([
      [0.3, 0.3],
      [0.6, 0.4],
      [0.5, 0.7],
    ]);
    await expect(form.to).toHaveValue('Chennai');
    await page.waitForTimeout(1200);
    expect(stubs.geocodeRequests).toHaveLength(1);
    const url = stubs.geocodeRequests[0]!;
    expect(url.searchParams.get('format')).toBe('jsonv2');
    expect(Number(url.searchParams.get('lat'))).not.toBeNaN();
    expect(Number(url.searchParams.get('lon'))).not.toBeNaN();
    await expect(picker.dialog.getByRole('status')).toHaveText('Moving To: Chennai');
  });

  test('uses the town when there is no city, and the canonical name for a renamed city', async ({
    page,
  }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    const picker = new MapPickerDialog(page);
    stubs.reply = () => ({
      body: { address: { town: 'Hosur', county: 'Krishnagiri', state: 'Tamil Nadu' } },
    });
    await picker.open('Moving From');
    await picker.clickAt(0.4, 0.4);
    await expect(form.from).toHaveValue('Hosur');
    stubs.reply = () => ({ body: { address: { city: 'Bengaluru', state: 'Karnataka' } } });
    await page.waitForTimeout(1100); // the one-request-a-second rule
    await picker.clickAt(0.6, 0.6);
    await expect(form.from).toHaveValue('Bangalore');
  });

  test('an unserviceable place shows the message and keeps the value', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    await form.from.fill('Pune');
    const picker = new MapPickerDialog(page);
    stubs.reply = () => ({ body: { address: { village: 'Leh', state: 'Ladakh' } } });
    await picker.open('Moving From');
    await picker.clickAt(0.5, 0.3);
    await expect(picker.error).toHaveText(
      'Currently, service is not available in Leh. Please select a different location.',
    );
    await expect(form.from).toHaveValue('Pune');
  });

  test('a geocoder failure shows the message, keeps the value and is logged', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    await form.to.fill('Delhi');
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    stubs.reply = () => ({ status: 500, body: { error: 'boom' } });
    const picker = new MapPickerDialog(page);
    await picker.open('Moving To');
    await picker.clickAt(0.5, 0.5);
    await expect(picker.error).toHaveText(
      'Could not determine location from map. Please try again or type manually.',
    );
    await expect(form.to).toHaveValue('Delhi');
    expect(logged.join('\n')).toContain('Reverse geocoding failed');
  });

  test('dragging the marker picks a place', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    stubs.reply = () => ({ body: { address: { city: 'Mumbai' } } });
    const picker = new MapPickerDialog(page);
    await picker.open('Moving From');
    const box = (await picker.marker.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height - 4);
    await page.mouse.down();
    await page.mouse.move(box.x + 80, box.y + 60, { steps: 8 });
    await page.mouse.up();
    await expect(form.from).toHaveValue('Mumbai');
    expect(stubs.geocodeRequests).toHaveLength(1);
  });

  test('the marker moves with the arrow keys', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    stubs.reply = () => ({ body: { address: { city: 'Jaipur' } } });
    const picker = new MapPickerDialog(page);
    await picker.open('Moving From');
    await picker.marker.focus();
    await page.keyboard.press('ArrowUp');
    await expect(form.from).toHaveValue('Jaipur');
  });

  test('Close and Escape close the dialog and focus returns to the pin button', async ({
    page,
  }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    const picker = new MapPickerDialog(page);
    const pin = page.getByRole('button', { name: 'Choose Moving From on map' });
    await picker.open('Moving From');
    await expect(page.locator(':focus')).not.toHaveCount(0);
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
    await picker.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(picker.dialog).toBeHidden();
    await expect(pin).toBeFocused();
    await picker.open('Moving From');
    await page.keyboard.press('Escape');
    await expect(picker.dialog).toBeHidden();
    await expect(pin).toBeFocused();
  });

  test('starts at the field’s city when known', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/form?from=Kolkata');
    const picker = new MapPickerDialog(page);
    await picker.open('Moving From');
    await expect.poll(() => stubs.tileRequests.length).toBeGreaterThan(0);
    // Tile x/y at zoom 13 for Kolkata (22.57 N, 88.36 E): x ≈ 6106, y ≈ 3590.
    const xs = stubs.tileRequests.map((u) => Number(u.split('/').at(-2)));
    expect(Math.min(...xs)).toBeGreaterThan(6090);
    expect(Math.max(...xs)).toBeLessThan(6120);
  });
});

test.describe('map picks and the gazetteer (issue 14)', () => {
  let stubs: MapStubs;
  test.beforeEach(async ({ page }) => {
    stubs = new MapStubs(page);
    await stubs.install();
  });

  test('a locality the geocoder names is taken with its city', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    stubs.reply = () => ({ body: { address: { city: 'Pimpri-Chinchwad', state: 'Maharashtra' } } });
    const picker = new MapPickerDialog(page);
    await picker.open('Moving From');
    await picker.clickAt(0.5, 0.5);
    await expect(form.from).toHaveValue('Pimpri-Chinchwad (Pune)');
  });

  test('a map error sits by its field until the field holds a served place', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    stubs.reply = () => ({ body: { address: { village: 'Leh', state: 'Ladakh' } } });
    const picker = new MapPickerDialog(page);
    await picker.open('Moving To');
    await picker.clickAt(0.5, 0.3);
    const message =
      'Currently, service is not available in Leh. Please select a different location.';
    await expect(picker.error).toHaveText(message);
    await picker.dialog.getByRole('button', { name: 'Close' }).click();
    await expect(form.errors).toHaveText(message);
    const describedBy = await form.to.getAttribute('aria-describedby');
    await expect(page.locator(`#${describedBy}`)).toHaveText(message);
    await form.to.fill('Koramangala');
    await expect(form.errors).toHaveText('', { timeout: 500 });
    await expect(form.to).not.toHaveAttribute('aria-invalid', 'true');
  });
});
