import type { Page } from '@playwright/test';
import { expect, stubEmailApi, test, watchScripts } from './fixtures';
import { aMonthFromToday } from './move-date';
import { QuoteFormPage } from './pages/quote-form';
import { issuedLink } from './scope-sign';
import { typicalLists } from '../../content/items';
import { MAX_FLOOR } from '../../content/floors';
import { quoteText as hiQuote } from '../../content/hi/quote-text';
import { items } from '../../content/items';

/**
 * Floors and lifts are part of every home move's quote (docs/product.md#quote-form): asked on the
 * form itself, never answered for the visitor, written as given (or as "not given") into the chat
 * message, the e-mail and the written scope; and every request with a home size has its scope.
 */

const WITH_IDS = `http://localhost:${process.env.E2E_EMAIL_PORT ?? 3101}`;
const SHOTS = '.shots';

/** A home move's request from Pune to Mumbai, its size not yet chosen. */
const puneToMumbai = {
  from: 'Pune',
  to: 'Mumbai',
  phone: '98765 43210',
  time: aMonthFromToday().value,
  service: 'Home Shifting',
};

/** A filled home move from Pune to Mumbai, 2 BHK, no item list. */
async function homeMove(page: Page, path = '/form') {
  const form = new QuoteFormPage(page);
  await form.goto(path);
  await form.fill(puneToMumbai);
  await page.getByLabel('Home Size').selectOption('2 BHK');
  return form;
}

/** Sends the request (WhatsApp stubbed) and gives the chat message's lines. */
async function send(page: Page, form: QuoteFormPage): Promise<string[]> {
  await form.stubWhatsApp();
  const popup = page.waitForEvent('popup');
  await form.submit.click();
  return (new URL((await popup).url()).searchParams.get('text') ?? '').split('\n');
}

test.describe('floors and lifts on the quote form', () => {
  test('are asked once the move is a home move: the service chosen, or a home size', async ({
    page,
  }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/form');
    const group = page.getByRole('group', { name: /Floors and lifts/ });
    await expect(group).toHaveCount(0);
    await form.service.selectOption('Home Shifting');
    await expect(group).toBeVisible();
    await form.service.selectOption('');
    await expect(group).toHaveCount(0);
    await page.getByLabel('Home Size').selectOption('1 BHK');
    await expect(group).toBeVisible();
  });

  test('a home move asks them after the home size, with nothing chosen; a car move does not', async ({
    page,
  }) => {
    const form = await homeMove(page);
    const group = page.getByRole('group', { name: /Floors and lifts/ });
    await expect(group).toBeVisible();
    for (const name of ['Pickup floor', 'Drop floor']) {
      // A number on the phone's number pad, empty until given; 0 is the ground floor.
      const floor = page.getByLabel(name, { exact: true });
      await expect(floor).toHaveValue('');
      await expect(floor).toHaveAttribute('type', 'number');
      await expect(floor).toHaveAttribute('inputmode', 'numeric');
      await expect(floor).toHaveAttribute('min', '0');
      await expect(floor).toHaveAttribute('max', String(MAX_FLOOR));
      await expect(floor).toHaveAttribute('placeholder', '0 for ground');
    }
    for (const name of ['Lift at pickup', 'Lift at drop']) {
      const select = page.getByLabel(name);
      await expect(select).toHaveValue('');
      await expect(select.locator('option')).toHaveText(['Choose', 'Yes', 'No']);
    }
    // Right after the home size, before the item list's button.
    const order = await page
      .locator('select[name="size"], fieldset.floors, .item-list__toggle')
      .evaluateAll((els) => els.map((el) => el.getAttribute('name') ?? el.className));
    expect(order[0]).toBe('size');
    expect(order[1]).toContain('floors');

    await form.service.selectOption('Vehicle Shifting');
    await expect(page.getByLabel('Pickup floor')).toHaveCount(0);
    await expect(group).toHaveCount(0);
  });

  test('unanswered, they go as not given, and the estimate says stairs may cost', async ({
    page,
  }) => {
    const form = await homeMove(page);
    const estimate = page.getByRole('status', { name: 'Estimated cost' });
    await expect(estimate).toContainText('Floor or lift not given: charges for stairs may apply');
    const lines = await send(page, form);
    expect(lines).toContain('Floors: pickup not given; drop not given');
    expect(lines.join('\n')).not.toMatch(/ground floor/i);
  });

  test('answered, they go into the chat message, the e-mail and the estimate', async ({ page }) => {
    const mails = await stubEmailApi(page, { status: 200, body: 'OK' });
    const form = await homeMove(page, `${WITH_IDS}/form`);
    await page.getByLabel('Pickup floor').fill('4');
    await page.getByLabel('Lift at pickup').selectOption('no');
    await page.getByLabel('Drop floor').fill('0');
    const estimate = page.getByRole('status', { name: 'Estimated cost' });
    await expect(estimate.getByRole('row', { name: /without a lift \(4\)/ })).toBeVisible();
    await expect(estimate).not.toContainText('not given');
    const lines = await send(page, form);
    expect(lines).toContain('Floors: pickup 4th floor, no lift; drop ground floor');
    await expect.poll(() => mails.length).toBe(1);
    const params = (mails[0] as { template_params: Record<string, string> }).template_params;
    expect(params.floors).toBe('pickup 4th floor, no lift; drop ground floor');
  });

  test('a reload keeps the answers as the visitor left them', async ({ page }) => {
    await homeMove(page);
    await page.getByLabel('Drop floor').fill('7');
    await page.getByLabel('Lift at drop').selectOption('yes');
    await page.reload();
    await new QuoteFormPage(page).waitUntilLive();
    await expect(page.getByLabel('Drop floor')).toHaveValue('7');
    await expect(page.getByLabel('Lift at drop')).toHaveValue('yes');
    await expect(page.getByLabel('Pickup floor')).toHaveValue('');
  });

  test('in Hindi, in Hindi words', async ({ page }) => {
    const form = new QuoteFormPage(page, 'hi');
    await form.goto('/hi/form');
    await form.service.selectOption('Home Shifting');
    const t = hiQuote.floors;
    await expect(page.getByRole('group', { name: new RegExp(t.legend) })).toBeVisible();
    const pickup = page.getByLabel(t.pickupFloor, { exact: true });
    await expect(pickup).toHaveAttribute('placeholder', 'ग्राउंड फ्लोर के लिए 0');
    await expect(page.getByLabel(t.pickupLift).locator('option')).toHaveText([
      t.choose,
      t.lift.yes,
      t.lift.no,
    ]);
  });

  test('looks deliberate at 360 px and 1280 px', async ({ page }) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await homeMove(page);
      await page.getByLabel('Pickup floor').fill('3');
      await page.getByLabel('Lift at pickup').selectOption('no');
      const group = page.locator('fieldset.floors');
      await group.scrollIntoViewIfNeeded();
      const box = (await group.boundingBox())!;
      expect(box.width).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: `${SHOTS}/form-floors-${width}.png`,
        clip: { x: 0, y: Math.max(0, box.y - 220), width, height: Math.min(900, box.height + 520) },
      });
    }
  });
});

test.describe('a written scope for every request with a size', () => {
  test('without an item list, the scope is based on the typical home of the size, floors as given', async ({
    page,
    browser,
  }) => {
    const form = await homeMove(page);
    await page.getByLabel('Pickup floor').fill('2');
    await page.getByLabel('Lift at pickup').selectOption('no');
    const shown = await page
      .getByRole('status', { name: 'Estimated cost' })
      .locator('.estimate__range')
      .innerText();
    await send(page, form);
    const link = page.getByRole('link', { name: 'Your written scope' });
    await expect(link).toBeVisible();
    const href = await issuedLink(new URL((await link.getAttribute('href'))!));

    const other = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const phone = await other.newPage();
    await phone.goto(href.pathname + href.hash);
    await expect(
      phone.getByText('Based on a typical 2 BHK; no item list given', { exact: false }),
    ).toBeVisible();
    await expect(phone.getByRole('heading', { name: 'What a typical 2 BHK holds' })).toBeVisible();
    const table = phone.locator('.scope__items');
    await expect(
      table.getByRole('row', {
        name: `${items.doubleBed.name} ${typicalLists['2 BHK'].doubleBed}`,
      }),
    ).toBeVisible();
    const facts = phone.locator('.scope__facts').nth(1);
    await expect(facts).toContainText('Floor 2, no lift');
    await expect(facts).toContainText('Floor: not given');
    await expect(facts).not.toContainText('Ground floor');
    await expect(phone.locator('.scope__price')).toHaveText(shown);
    await phone.screenshot({ path: `${SHOTS}/scope-by-size-360.png`, fullPage: true });
    await other.close();
  });

  for (const move of [
    {
      name: 'an office move',
      service: 'Office Shifting',
      label: /^Office Size/,
      size: 'Medium office (11–30 desks)',
      basis: 'Worked out for a Medium office (11–30 desks); no item list given.',
      change: 'More desks, servers or equipment than the size above',
    },
    {
      name: 'a car',
      service: 'Vehicle Shifting',
      label: /^Vehicle/,
      size: 'Car',
      basis: 'Worked out for one Car, carried door to door.',
      change: 'A second vehicle, or another kind than the one above',
    },
  ])
    test(`${move.name} gets one too, worked out from its size alone`, async ({ page, browser }) => {
      // The scope's code (the item catalogue's chunk, recognised by a volume's basis), fetched
      // once the service is chosen: on a loaded machine a send before it is in goes without
      // its scope, which is what a slow line does too.
      const scopeCode = watchScripts(page, items.refrigerator.basis);
      const form = new QuoteFormPage(page);
      await form.goto('/form');
      await form.fill({ ...puneToMumbai, service: move.service });
      await page.getByRole('combobox', { name: move.label }).selectOption(move.size);
      await expect.poll(() => scopeCode.length).toBeGreaterThan(0);
      await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));
      const shown = await page
        .getByRole('status', { name: 'Estimated cost' })
        .locator('.estimate__range')
        .innerText();
      await send(page, form);
      const link = page.getByRole('link', { name: 'Your written scope' });
      await expect(link).toBeVisible();
      const href = await issuedLink(new URL((await link.getAttribute('href'))!));

      const other = await browser.newContext({ viewport: { width: 360, height: 800 } });
      const phone = await other.newPage();
      await phone.goto(href.pathname + href.hash);
      await expect(phone.getByText(move.basis, { exact: false })).toBeVisible();
      await expect(phone.locator('.scope__price')).toHaveText(shown);
      await expect(phone.locator('.scope__changes')).toContainText(move.change);
      // No list, truck or floors it was never asked: the survey or the vehicle settles those.
      await expect(phone.locator('.scope__items')).toHaveCount(0);
      await expect(phone.getByText('Floor: not given')).toHaveCount(0);
      await phone.screenshot({
        path: `${SHOTS}/scope-${move.service.split(' ')[0]!.toLowerCase()}-360.png`,
        fullPage: true,
      });
      await other.close();
    });

  test('without a size or a list, the page says a scope needs one', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto();
    await form.fill(puneToMumbai);
    await send(page, form);
    await expect(form.status).toContainText(
      'No written scope for this request: a scope is written from the size of the move',
    );
    await expect(page.getByRole('link', { name: 'Your written scope' })).toHaveCount(0);
  });
});
