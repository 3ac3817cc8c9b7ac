import type { Locator, Page, Request } from '@playwright/test';

/** 1x1 transparent PNG for stubbed map tiles. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export type GeocodeReply = (
  lat: number,
  lon: number,
) => { status?: number; body: unknown } | 'abort';

/** Stubs the tile server and the reverse geocoder; records every geocoder request. */
export class MapStubs {
  readonly geocodeRequests: URL[] = [];
  readonly tileRequests: string[] = [];
  reply: GeocodeReply = () => ({ body: { address: { city: 'Chennai' } } });

  constructor(readonly page: Page) {}

  async install() {
    await this.page.context().route('https://tile.openstreetmap.org/**', (route) => {
      this.tileRequests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
    });
    await this.page.context().route('https://nominatim.openstreetmap.org/**', (route) => {
      const url = new URL(route.request().url());
      this.geocodeRequests.push(url);
      const answer = this.reply(
        Number(url.searchParams.get('lat')),
        Number(url.searchParams.get('lon')),
      );
      if (answer === 'abort') return route.abort('failed');
      return route.fulfill({
        status: answer.status ?? 200,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify(answer.body),
      });
    });
  }
}

/** The map picker dialog opened from a pin button. */
export class MapPickerDialog {
  readonly dialog: Locator;
  readonly map: Locator;
  readonly marker: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
    this.map = this.dialog.locator('.leaflet-container');
    this.marker = this.dialog.locator('.leaflet-marker-icon');
    this.error = this.dialog.locator('.map-picker__error');
  }

  async open(field: 'Moving From' | 'Moving To') {
    await this.page.getByRole('button', { name: `Choose ${field} on map` }).click();
    await this.map.waitFor();
    await this.marker.waitFor();
  }

  /** Several clicks at once (fractions of the map size), dispatched in one task so no timer runs between them. */
  async clickBurst(points: [number, number][]) {
    await this.map.evaluate((el, pts) => {
      const r = el.getBoundingClientRect();
      for (const [fx, fy] of pts) {
        const init = {
          bubbles: true,
          cancelable: true,
          clientX: r.left + r.width * fx,
          clientY: r.top + r.height * fy,
        };
        el.dispatchEvent(new MouseEvent('mousedown', init));
        el.dispatchEvent(new MouseEvent('mouseup', init));
        el.dispatchEvent(new MouseEvent('click', init));
      }
    }, points);
  }

  /** Click the map at a fraction of its size (0.5, 0.5 is the centre). */
  async clickAt(fx: number, fy: number) {
    const box = await this.map.boundingBox();
    if (!box) throw new Error('map not visible');
    await this.page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
  }
}

export function isLeafletAsset(req: Request): boolean {
  return /leaflet/i.test(req.url());
}
