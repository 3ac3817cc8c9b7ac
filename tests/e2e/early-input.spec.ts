import type { Page, Route } from '@playwright/test';
import { expect, recordChatLinks, test, waitForHydration } from './fixtures';
import { QuoteFormPage } from './pages/quote-form';
import { aMonthFromToday } from './move-date';
import { site } from '../../content/site';

/**
 * On a slow line the form is on screen seconds before the page's scripts take it over, and people
 * type as soon as they see it. Each test holds the page's scripts back, types, picks and taps as a
 * visitor would, lets the scripts in, and checks that nothing was lost once the form is live and
 * has drawn itself again (a keystroke after hydration re-renders it: that render is what used to
 * write the page's defaults back).
 */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_next/static/chunks/*.js', (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    // A route held by a page the browser has since left has nothing to continue.
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
  };
}

/** Loads `path` with its scripts held back; returns the release. */
async function openHeld(page: Page, path: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

test.describe('nothing typed before the page is live is lost', () => {
  test('quote form on a city page: places, phone, service, message and the item list tap', async ({
    page,
  }) => {
    const chats = await recordChatLinks(page);
    const release = await openHeld(page, '/packers-movers-in-pune');
    const form = new QuoteFormPage(page);
    await expect(form.from).toHaveValue('Pune');
    await form.from.fill('Wakad, Pune');
    await form.to.fill('Mumbai');
    await form.phone.fill('98765 43210');
    await form.service.selectOption('Home Shifting');
    await form.message.fill('Fragile glass table');
    await page.getByRole('button', { name: 'List your items' }).click();
    // Still the static page: nothing has taken the form over yet.
    expect(await page.evaluate(() => Array.isArray(window.__early))).toBe(true);

    await release();
    await form.waitUntilLive();
    await form.message.press('End');
    await form.message.pressSequentially(', thanks');

    await expect(form.from).toHaveValue('Wakad, Pune');
    await expect(form.to).toHaveValue('Mumbai');
    await expect(form.phone).toHaveValue('98765 43210');
    await expect(form.service).toHaveValue('Home Shifting');
    await expect(form.message).toHaveValue('Fragile glass table, thanks');
    // The tap on "List your items" made before the page was live opened the list once it was.
    await expect(page.getByRole('button', { name: 'List your items' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // The form's state has what was typed, not only its fields: the request carries it.
    await form.time.fill(aMonthFromToday().value);
    await form.submit.click();
    const [lines] = await chats();
    expect(lines!.join('\n')).toContain('Wakad, Pune');
    expect(lines!.join('\n')).toContain('Mumbai');
    expect(lines!.join('\n')).toContain('98765 43210');
  });

  test('the map pin tapped before the page is live opens the map once it is', async ({ page }) => {
    const release = await openHeld(page, '/form');
    await page.getByRole('button', { name: 'Choose Moving To on map' }).click();
    await release();
    await expect(page.getByRole('dialog', { name: /Moving To/ })).toBeVisible();
  });

  for (const { path, name, values } of [
    {
      path: '/contactus',
      name: 'Contact us',
      values: {
        Name: 'Asha K',
        'Phone Number': '98765 11111',
        Email: 'asha@example.in',
        Message: 'Moving a 2 BHK',
      },
    },
    {
      path: '/becameoneofus',
      name: 'Partner enquiry',
      values: {
        'Full Name': 'Ravi M',
        'Email Address': 'ravi@example.in',
        'Phone Number': '98765 22222',
        City: 'Nashik',
        'Your Message': 'We run four trucks',
      },
    },
  ]) {
    test(`${name} form keeps every field`, async ({ page }) => {
      const release = await openHeld(page, path);
      const form = page.getByRole('form', { name });
      for (const [label, value] of Object.entries(values))
        await form.getByLabel(label, { exact: true }).fill(value);
      await release();
      await waitForHydration(page, `form[aria-label="${name}"]`);
      const last = Object.keys(values).at(-1)!;
      await form.getByLabel(last, { exact: true }).press('End');
      await form.getByLabel(last, { exact: true }).pressSequentially('.');
      for (const [label, value] of Object.entries(values))
        await expect(form.getByLabel(label, { exact: true })).toHaveValue(
          label === last ? `${value}.` : value,
        );
    });
  }

  test('fraud checker keeps what was pasted, and answers a press made before it was live', async ({
    page,
  }) => {
    const input = page.getByLabel('Check a phone number, website, e-mail or UPI ID');
    const answer = page.locator('#checker [role="status"]');

    let release = await openHeld(page, '/beaware');
    await input.fill(site.phones.sales);
    await release();
    await waitForHydration(page, 'form[aria-label="Check a contact"]');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(answer).toContainText(`is an official phone number of ${site.brand}`);

    // Pressed while the page is still static: the form goes as plain HTML and the page that comes
    // back answers it.
    await page.unrouteAll();
    release = await openHeld(page, '/beaware');
    await input.fill('+91 91234 56789');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.waitForURL(/\?value=/, { waitUntil: 'commit' });
    await release();
    // The page that came back answers once it is live (on a loaded machine, past expect's 7 s).
    await waitForHydration(page, 'form[aria-label="Check a contact"]');
    await expect(answer).toContainText('is not an official phone number');
    await expect(input).toHaveValue('+91 91234 56789');
  });
});
