import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Links fetch their page on the visitor's intent, not on sight (components/ui/link.tsx): a page
 * loaded on a metered line fetches no other page until a pointer rests on a link, a finger
 * touches it or the keyboard reaches it; then that page alone, and the click is a move inside the
 * page, not a new document. The one exception is the quote form, fetched as soon as a link to it
 * is in view on a page that does not hold the form.
 */
/** The paths of the React payloads the page fetches from now on: the pages it fetches ahead. */
function watchPayloads(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.searchParams.has('_rsc')) paths.push(url.pathname);
  });
  return paths;
}

/** Next's router fetches a link's page once the link is in view and the page is idle. */
const idle = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestIdleCallback(() => setTimeout(r, 500))));

for (const { name, reach } of [
  { name: 'a pointer resting on it', reach: 'hover' },
  { name: 'the keyboard reaching it', reach: 'focus' },
] as const) {
  test(`a city page fetches no other page until a link is reached, by ${name}`, async ({
    page,
  }) => {
    const payloads = watchPayloads(page);
    await page.goto('/packers-movers-in-pune');
    const link = page.locator('header nav a[href="/ourservices"]').first();
    await waitForHydration(page, 'header nav a[href="/ourservices"]');
    await idle(page);
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
    const payloads = watchPayloads(page);
    await page.goto('/about');
    await expect.poll(() => payloads.some((p) => p.startsWith('/form'))).toBe(true);
    await idle(page);
    expect(payloads.filter((p) => !p.startsWith('/form') && !p.startsWith('/__next'))).toEqual([]);
  });
});
