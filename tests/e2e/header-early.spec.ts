import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { dictionary } from '../../lib/dictionaries';
import { localeOfPath } from '../../lib/i18n';

/**
 * A phone's two ways on do something useful whenever they are tapped: before the page's scripts
 * have arrived (seconds on a slow line), the header's menu toggle leads to /menu, the page of
 * every page; after, it opens the menu dialog. The quote link (the action bar's on a phone) on a
 * page with the quote form goes to the form on the page, Moving From focused, without loading a
 * page; elsewhere it opens /form.
 */

test.use({ viewport: { width: 360, height: 740 } });

/** Keeps every script of the page away, as a slow line does for the first seconds. */
async function holdScripts(page: Page) {
  await page.route('**/_next/static/chunks/**/*.js', (route) => route.abort());
}

test('before the scripts arrive, the menu toggle leads to the page of every page', async ({
  page,
}) => {
  await holdScripts(page);
  await page.goto('/packers-movers-in-pune', { waitUntil: 'domcontentloaded' });
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(page).toHaveURL(/\/menu\??$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a Hindi page without its scripts leads to /menu too', async ({ page }) => {
  await holdScripts(page);
  await page.goto('/hi', { waitUntil: 'domcontentloaded' });
  await page.locator('.mobile-nav__toggle').click();
  await expect(page).toHaveURL(/\/menu\??$/);
});

test('once hydrated, the toggle opens the dialog and stays on the page', async ({ page }) => {
  await page.goto('/packers-movers-in-pune');
  await waitForHydration(page, '.mobile-nav__toggle');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/packers-movers-in-pune$/);
});

/**
 * The quote link a phone shows: the action bar's at the foot of the screen (the header leaves its
 * own out under 480 px to keep room for the languages); one of its two links, as the header's.
 */
function quoteLink(page: Page) {
  const { actions } = dictionary(localeOfPath(new URL(page.url()).pathname)).layout;
  return page
    .getByRole('navigation', { name: actions.name })
    .getByRole('link', { name: actions.quote })
    .locator('visible=true');
}

for (const path of ['/packers-movers-in-pune', '/form', '/', '/hi/packers-movers-in-pune']) {
  test(`${path}: Request a Quote goes to the form on the page, Moving From focused`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page, '.mobile-nav__toggle');
    let loads = 0;
    page.on('load', () => loads++);
    const from = page.locator('#quote-from');
    await quoteLink(page).click();
    await expect(from).toBeFocused();
    await expect(from).toBeInViewport();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(loads).toBe(0);
  });
}

test('before the scripts arrive, Request a Quote still reaches the form on the page', async ({
  page,
}) => {
  await holdScripts(page);
  await page.goto('/packers-movers-in-pune', { waitUntil: 'domcontentloaded' });
  await quoteLink(page).click();
  await expect(page.locator('#quote-from')).toBeFocused();
  await expect(page.locator('#quote-from')).toBeInViewport();
  expect(new URL(page.url()).pathname).toBe('/packers-movers-in-pune');
});

test('on a page without the form, Request a Quote opens /form', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page, '.mobile-nav__toggle');
  const link = quoteLink(page);
  await expect(link).toHaveAttribute('href', '/form');
  await link.click();
  await expect(page).toHaveURL(/\/form$/);
});
