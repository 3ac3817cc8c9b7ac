import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { decode, OUT } from './export';
import { allCities } from '../../lib/cities';
import { cityPagePath } from '../../lib/slug';
import { nearestBranch, NEAR_BRANCH_KM } from '../../lib/city-facts';
import { readDirectory } from '../../lib/gazetteer/build';
import { normalizePlace } from '../../lib/gazetteer/lookup';
import { branches } from '../../content/site';
import { truckHours } from '../../content/truck-hours';

/**
 * What each exported city page says, read from its HTML: who runs the move, and the localities
 * it lists against India Post's directory.
 */
/** The visible text of <main>, one line per element boundary. */
function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return decode(
    main
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<(?:p|li|h\d|summary|td|th|div|section)\b[^>]*>/g, '\n')
      .replace(/<[^>]+>/g, ''),
  );
}

const cityPages = allCities.map((city) => ({
  city,
  html: readFileSync(path.join(OUT, `${cityPagePath(city.name).slice(1)}.html`), 'utf8'),
}));

/** Directory states of each of our states (our "Delhi NCR" spans three). */
const directoryStates = (state: string) =>
  state === 'Delhi NCR' ? ['delhi', 'haryana', 'uttar pradesh'] : [normalizePlace(state)];

test.describe('city pages, from the static HTML', () => {
  test(`no page names a branch more than ${NEAR_BRANCH_KM} km away as the one that runs the move`, () => {
    let near = 0;
    for (const { city, html } of cityPages) {
      const branch = nearestBranch(city);
      const sentences = mainText(html)
        .split(/\n|(?<=[.?!])\s+/)
        .filter((s) => /\b(run|runs|running|handles?|handled|handling)\b/i.test(s));
      for (const b of branches) {
        const km = b.city === branch.city ? branch.km : Infinity;
        const named = sentences.filter(
          (s) => s.includes(b.label) || s.includes(b.label.toLowerCase()),
        );
        if (km > NEAR_BRANCH_KM) expect(named, `${city.name} / ${b.label}`).toEqual([]);
      }
      if (branch.km <= NEAR_BRANCH_KM) {
        near++;
        expect(
          sentences.some((s) => s.toLowerCase().includes(branch.label.toLowerCase())),
          `${city.name} should name its ${branch.label}`,
        ).toBe(true);
      }
    }
    expect(near).toBeGreaterThanOrEqual(10); // the branch cities and their neighbours
  });

  test('every page lists localities with PIN codes that India Post puts in its own state', () => {
    const statesByPin = new Map<string, Set<string>>();
    for (const o of readDirectory()) {
      if (!statesByPin.has(o.p)) statesByPin.set(o.p, new Set());
      statesByPin.get(o.p)!.add(normalizePlace(o.s));
    }
    for (const { city, html } of cityPages) {
      const block = /<div class="panel panel--white localities"[\s\S]*?<\/div>/.exec(html)?.[0];
      expect(block, `${city.name} has no localities`).toBeTruthy();
      const pins = [
        ...block!.matchAll(/<span class="pins__pin">(\d{6})<\/span>(?:\s|<!-- -->)*([^<]+)/g),
      ];
      expect(pins.length, city.name).toBeGreaterThan(0);
      const states = directoryStates(city.state);
      for (const [, pin, names] of pins) {
        expect(names!.trim().length, `${city.name} ${pin}`).toBeGreaterThan(3);
        const known = statesByPin.get(pin!);
        expect(known, `${city.name}: ${pin} is not an India Post PIN code`).toBeDefined();
        expect(
          [...known!].some((s) => states.includes(s)),
          `${city.name}: ${pin} is in ${[...known!].join(', ')}`,
        ).toBe(true);
      }
    }
  });

  test('a metro lists many localities, the rest fold away and open on a click', async ({
    page,
  }) => {
    await page.goto('/packers-movers-in-mumbai');
    const list = page.locator('#localities');
    await expect(
      list.getByRole('heading', { name: 'Localities and PIN codes we cover in Mumbai' }),
    ).toBeVisible();
    await expect(list.getByText('Andheri West', { exact: false }).first()).toBeAttached();
    const more = list.locator('details');
    await expect(more).not.toHaveAttribute('open');
    await more.locator('summary').click();
    await expect(more).toHaveAttribute('open');
    await expect(more.locator('li').first()).toBeVisible();
  });

  test('the routes table prices the move from content/pricing.ts and links each city', async ({
    page,
  }) => {
    await page.goto('/packers-movers-in-pune');
    const table = page.getByRole('table', { name: 'Common Routes From Pune' });
    await expect(table.getByRole('row', { name: /^Local move In the city/ })).toBeVisible();
    const mumbai = table.getByRole('row', { name: /^Mumbai/ });
    await expect(mumbai).toContainText(/\d+ km/);
    await expect(mumbai).toContainText(/₹[\d,]+ – ₹[\d,]+/);
    await mumbai.getByRole('link', { name: 'Mumbai' }).click();
    await expect(page).toHaveURL(/\/packers-movers-in-mumbai$/);
  });

  test('a metro with published truck hours shows them with their source; a town without does not', async ({
    page,
  }) => {
    await page.goto('/packers-movers-in-delhi');
    const note = page.locator('.city-note--trucks');
    await expect(note).toContainText('Truck hours');
    await expect(note).toContainText(truckHours.Delhi!.text);
    await expect(note.getByRole('link', { name: /^Source: / })).toHaveAttribute(
      'href',
      truckHours.Delhi!.url,
    );
    await page.goto('/packers-movers-in-manali');
    await expect(page.locator('.city-note--trucks')).toHaveCount(0);
  });
});
