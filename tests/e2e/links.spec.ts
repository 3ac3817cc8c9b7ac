import type { Request } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Links fetch their page on the visitor's intent, not on sight (components/ui/link.tsx): a page
 * loaded on a metered line fetches no other page until a pointer rests on a link, a finger
 * touches it or the keyboard reaches it; then that page alone, and the click is a move inside the
 * page, not a new document. The one exception is the quote form, fetched as soon as a link to it
 * is in view on a page that does not hold the form.
 */
const isPayload = (r: Request) => new URL(r.url()).searchParams.has('_rsc');

for (const { name, reach } of [
  { name: 'a pointer resting on it', reach: 'hover' },
  { name: 'the keyboard reaching it', reach: 'focus' },
] as const) {
  test(`a city page fetches no other page until a link is reached, by ${name}`, async ({
    page,
  }) => {
    const payloads: string[] = [];
    page.on('request', (r) => {
      if (isPayload(r)) payloads.push(new URL(r.url()).pathname);
    });
    await page.goto('/packers-movers-in-pune');
    const link = page.locator('header nav a[href="/ourservices"]').first();
    await waitForHydration(page, 'header nav a[href="/ourservices"]');
    // Next's router fetches a link's page as soon as it is in view and the page is idle.
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => setTimeout(r, 500))));
    expect(payloads, 'pages fetched before any link was reached').toEqual([]);

    await link[reach]();
    await expect.poll(() => payloads.some((p) => p.startsWith('/ourservices'))).toBe(true);
    expect(
      payloads.filter((p) => !p.startsWith('/ourservices') && !p.startsWith('/__next')),
      'other pages fetched',
    ).toEqual([]);

    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await link.click();
    await expect(page).toHaveURL(/\/ourservices$/);
    expect(documents, 'a new document loaded').toEqual([]);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a page without the quote form fetches the form ahead, and no other page', async ({
    page,
  }) => {
    const payloads: string[] = [];
    page.on('request', (r) => {
      if (isPayload(r)) payloads.push(new URL(r.url()).pathname);
    });
    await page.goto('/about');
    await expect.poll(() => payloads.some((p) => p.startsWith('/form'))).toBe(true);
    await page.evaluate(() => new Promise((r) => requestIdleCallback(() => setTimeout(r, 500))));
    expect(payloads.filter((p) => !p.startsWith('/form') && !p.startsWith('/__next'))).toEqual([]);
  });
});
