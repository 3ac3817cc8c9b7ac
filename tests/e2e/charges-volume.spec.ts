import { expect, test } from './fixtures';
import { VOLUME_EXAMPLES } from '../../content/charges-text';
import { items } from '../../content/items';
import {
  DISTANCE_BANDS,
  GST_RATE,
  LISTED_RANGE_WIDTH,
  SCOPE_VALID_DAYS,
  extras,
  truckTransport,
  volumeRates,
} from '../../content/pricing';
import { quoteText as enQuote } from '../../content/quote-text';
import { quoteText as hiQuote } from '../../content/hi/quote-text';
import { TRUCK_IDS, trucks } from '../../content/trucks';
import { formatNumber, formatRupees } from '../../lib/format';

/**
 * The charges page's section on a move priced from its item list
 * (docs/product.md#the-written-scope), on the built export in both languages: the trucks' loads
 * and transport rates are those of content/trucks.ts and content/pricing.ts, and the
 * per-cubic-foot rates, the floor charge, GST, the narrower range and the scope's validity are
 * written out. Every check reads inside the section, so each fails when the section is gone.
 */
const LANGS = {
  en: {
    path: '/packers-and-movers-charges',
    title: 'Priced From Your Item List',
    truckTable: 'Transport of a listed move by truck and road distance, before GST',
    itemTable: 'The space a few items take in the truck',
    trucks: enQuote.estimate.trucks,
    cuFt: (n: string) => `${n} cu ft`,
    feet: 'ft',
    perCuFt: (rupees: string) => `${rupees} per cu ft`,
    atLeast: (rupees: string) => `at least ${rupees}`,
    days: (n: string) => `${n} days`,
    range: (pct: string) => `${pct} lower or higher`,
  },
  hi: {
    path: '/hi/packers-and-movers-charges',
    title: 'आपके सामान की सूची से कीमत',
    truckTable: 'सूची वाली शिफ्टिंग का ट्रांसपोर्ट, ट्रक और सड़क की दूरी के हिसाब से, GST के बिना',
    itemTable: 'कुछ चीजें ट्रक में कितनी जगह लेती हैं',
    trucks: hiQuote.estimate.trucks,
    cuFt: (n: string) => `${n} घन फुट`,
    feet: 'फुट',
    perCuFt: (rupees: string) => `${rupees} प्रति घन फुट`,
    atLeast: (rupees: string) => `कम से कम ${rupees}`,
    days: (n: string) => `${n} दिन`,
    range: (pct: string) => `${pct} तक कम या ज्यादा`,
  },
} as const;

const pct = (n: number) => `${Math.round(n * 100)}%`;

for (const [lang, w] of Object.entries(LANGS)) {
  test.describe(`${w.path}: a listed move's rates`, () => {
    test(`the section is there, with its heading (${lang})`, async ({ page }) => {
      await page.goto(w.path);
      const section = page.locator('section#item-list');
      await expect(section.locator('h2')).toHaveText(w.title);
      // After the rate tables and extra charges, before what is always included.
      const order = await page
        .locator('main section[id]')
        .evaluateAll((els) => els.map((el) => el.id));
      expect(order.slice(order.indexOf('extras'), order.indexOf('included') + 1)).toEqual([
        'extras',
        'item-list',
        'included',
      ]);
    });

    test(`the truck table holds the trucks' loads and transport rates (${lang})`, async ({
      page,
    }) => {
      await page.goto(w.path);
      const table = page.locator('#item-list').getByRole('table', { name: w.truckTable });
      // Truck, body, load and local, then the distance bands in the home shifting table's words.
      const bands = (await page.locator('#home-rates thead th').allTextContents()).slice(2);
      await expect(table.locator('thead th')).toHaveCount(4 + DISTANCE_BANDS.length);
      await expect(table.locator('thead th')).toHaveText([/\S/, /\S/, /\S/, /\S/, ...bands]);
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(TRUCK_IDS.length);
      for (const [i, id] of TRUCK_IDS.entries()) {
        const row = rows.nth(i);
        await expect(row.locator('th')).toContainText(w.trucks[id]);
        await expect(row.locator('td')).toHaveText([
          trucks[id].body.replace(/ft$/, w.feet),
          w.cuFt(formatNumber(trucks[id].capacityCft)),
          formatRupees(truckTransport[id].local),
          ...truckTransport[id].byBand.map(formatRupees),
        ]);
      }
    });

    test(`the per-cubic-foot rates and the other terms are written out (${lang})`, async ({
      page,
    }) => {
      await page.goto(w.path);
      const rules = page.locator('#item-list ol > li');
      await expect(rules).toHaveCount(10);
      const r = volumeRates;
      await expect(rules).toContainText([
        w.perCuFt(formatRupees(r.packingPerCft)),
        w.perCuFt(formatRupees(r.loadingPerCft)),
        formatRupees(extras.floorWithoutLift.amount),
        `GST: ${pct(GST_RATE)}`,
        w.range(pct(LISTED_RANGE_WIDTH)),
        w.days(formatNumber(SCOPE_VALID_DAYS)),
      ]);
      await expect(rules).toContainText([
        w.atLeast(formatRupees(r.minimumPacking)),
        w.atLeast(formatRupees(r.minimumLoading)),
      ]);
      const volumes = page.locator('#item-list').getByRole('table', { name: w.itemTable });
      await expect(volumes.locator('tbody td')).toHaveText(
        VOLUME_EXAMPLES.map((id) => w.cuFt(String(items[id].cft))),
      );
    });
  });
}

test('on a 360 px phone the truck table scrolls in its box and the page does not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const { path, truckTable } of Object.values(LANGS)) {
    await page.goto(path);
    const wrap = page
      .locator('#item-list .table-wrap')
      .filter({ has: page.getByRole('table', { name: truckTable }) });
    await expect(wrap).toBeVisible();
    await wrap.scrollIntoViewIfNeeded();
    const widths = await wrap.evaluate((el) => ({
      scrolls: el.scrollWidth > el.clientWidth,
      page: document.documentElement.scrollWidth,
      hint: getComputedStyle(el.parentElement!.querySelector('.table-scroll__hint')!).display,
    }));
    expect(widths, path).toEqual({ scrolls: true, page: 360, hint: 'block' });
  }
});
