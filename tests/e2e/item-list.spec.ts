import type { Page } from '@playwright/test';
import { axeOn } from './axe';
import { expect, stubEmailApi, test, watchScripts } from './fixtures';
import { aMonthFromToday } from './move-date';
import { QuoteFormPage } from './pages/quote-form';
import { items, typicalLists } from '../../content/items';
import { itemsText as hiItems } from '../../content/hi/items-text';
import { quoteText as hiQuote } from '../../content/hi/quote-text';
import { extras, SCOPE_VALID_DAYS } from '../../content/pricing';
import { site } from '../../content/site';
import { listVolume, truckFor, truckName } from '../../lib/volume';
import { addDays, localDay } from '../../lib/scope-link';
import { formatNumber, formatRupees } from '../../lib/format';
import { dateText, readWallClock } from '../../lib/dates';
import { audit, LAY_OUT_ALL } from './layout-audit';
import { issuedLink } from './scope-sign';

/**
 * The item list and the written scope (docs/product.md#the-written-scope), in the browser against
 * the export: the list starts from a typical home, its counts move the volume, the truck and the
 * price, the request carries it, and its written scope opens from the link on another phone.
 */

const estimate = (page: Page, name = 'Estimated cost') => page.getByRole('status', { name });

/** The range shown, as [low, high] rupees. */
async function range(page: Page, name?: string): Promise<[number, number]> {
  const text = await estimate(page, name).locator('.estimate__range').innerText();
  const m = /^₹([\d,]+) – ₹([\d,]+)$/.exec(text.trim());
  if (!m) throw new Error(`no range in "${text}"`);
  return [Number(m[1]!.replace(/,/g, '')), Number(m[2]!.replace(/,/g, ''))];
}

/** A filled request from Pune to Mumbai, 2 BHK, with the item list open. */
async function openTwoBhk(page: Page) {
  const form = new QuoteFormPage(page);
  await form.goto();
  await form.fill({
    from: 'Pune',
    to: 'Mumbai',
    phone: '98765 43210',
    time: aMonthFromToday().value,
    service: 'Home Shifting',
  });
  await page.getByLabel('Home Size').selectOption('2 BHK');
  await page.getByRole('button', { name: 'List your items' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Double bed', exact: true })).toBeVisible();
  return form;
}

const typical = typicalLists['2 BHK'];
/** The build with the test e-mail ids (playwright.config.ts). */
const WITH_IDS = `http://localhost:${process.env.E2E_EMAIL_PORT ?? 3101}`;

/** Sends the request (WhatsApp stubbed) and gives the written scope's link, named in `name`. */
async function sendForScope(page: Page, form: QuoteFormPage, name = 'Your written scope') {
  await form.stubWhatsApp();
  const popup = page.waitForEvent('popup');
  await form.submit.click();
  await popup;
  return new URL((await page.getByRole('link', { name }).getAttribute('href'))!);
}

test.describe('the item list', () => {
  test('a 2 BHK starts from a typical 2 BHK list, and the estimate names its truck', async ({
    page,
  }) => {
    await openTwoBhk(page);
    await expect(page.getByRole('button', { name: 'List your items' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByText('Starting from a typical 2 BHK')).toBeVisible();
    for (const [id, count] of Object.entries(typical))
      await expect(
        page.getByRole('spinbutton', { name: items[id as keyof typeof items].name, exact: true }),
      ).toHaveValue(String(count));
    await expect(page.getByRole('spinbutton', { name: 'Car', exact: true })).toHaveValue('0');
    // The floors and lifts are the form's own questions, answered once: the list asks none.
    const panel = page.locator('.items-panel');
    await expect(panel.getByText(/floor|lift/i)).toHaveCount(0);
    await expect(panel.getByRole('checkbox')).toHaveCount(0);
    await expect(panel.getByRole('combobox')).toHaveCount(0);
    const volume = listVolume(typical);
    const truck = truckName(truckFor(volume)!);
    await expect(estimate(page)).toContainText(
      `Your list: about ${formatNumber(volume)} cu ft, in a ${truck}`,
    );
  });

  test('changing counts changes the volume, the truck and the range', async ({ page }) => {
    await openTwoBhk(page);
    const before = await range(page);
    const wardrobe = page.getByRole('spinbutton', { name: 'Wardrobe', exact: true });
    await wardrobe.fill('4');
    await page.getByRole('spinbutton', { name: 'Cartons', exact: true }).fill('60');
    const counts = { ...typical, wardrobe: 4, cartons: 60 };
    const volume = listVolume(counts);
    const truck = truckName(truckFor(volume)!);
    expect(truck).not.toBe(truckName(truckFor(listVolume(typical))!));
    await expect(estimate(page)).toContainText(
      `about ${formatNumber(volume)} cu ft, in a ${truck}`,
    );
    await expect(page.locator('.items-panel__total')).toContainText(truck);
    await expect.poll(async () => (await range(page))[0]).toBeGreaterThan(before[0]);
    // The − button and the arrow keys step a count too.
    await page.getByRole('button', { name: 'One fewer: Wardrobe' }).click();
    await expect(wardrobe).toHaveValue('3');
    await wardrobe.press('ArrowUp');
    await expect(wardrobe).toHaveValue('4');
  });

  test('floors without a lift, answered on the form, add the published charge per floor', async ({
    page,
  }) => {
    await openTwoBhk(page);
    const before = await range(page);
    await page.getByLabel('Pickup floor').fill('3');
    const rate = extras.floorWithoutLift.amount;
    const row = estimate(page).getByRole('row', { name: /Floors climbed without a lift \(3\)/ });
    // A floor whose lift is not given is not charged: it is not known.
    await expect(estimate(page)).toContainText('Floor or lift not given');
    await expect(row).toHaveCount(0);
    await page.getByLabel('Lift at pickup').selectOption('no');
    await expect(row).toContainText(formatRupees(3 * rate));
    await expect.poll(async () => (await range(page))[0]).toBeGreaterThan(before[0]);
    await page.getByLabel('Lift at pickup').selectOption('yes');
    await expect(row).toHaveCount(0);
  });

  test('a reload keeps the list, counts and floors as the visitor left them', async ({ page }) => {
    await openTwoBhk(page);
    await page.getByRole('spinbutton', { name: 'Cartons', exact: true }).fill('55');
    await page.getByLabel('Drop floor').fill('6');
    await page.reload();
    await new QuoteFormPage(page).waitUntilLive();
    await expect(estimate(page)).toContainText('Your list: about');
    // It was open, so it is open again.
    await expect(page.getByRole('button', { name: 'List your items' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('spinbutton', { name: 'Cartons', exact: true })).toHaveValue('55');
    await expect(page.getByLabel('Drop floor')).toHaveValue('6');
    await expect(page.getByLabel('Pickup floor')).toHaveValue('');
    // Edited, so it is not refilled by the size, and it offers to start again instead.
    await expect(
      page.getByRole('button', { name: 'Start again from a typical 2 BHK' }),
    ).toBeVisible();
  });

  test('a count that is not a number says so and keeps what was typed', async ({ page }) => {
    await openTwoBhk(page);
    const beds = page.getByRole('spinbutton', { name: 'Double bed', exact: true });
    await beds.fill('two');
    await expect(beds).toHaveValue('two');
    await expect(beds).toHaveAttribute('aria-invalid', 'true');
    await expect(beds).toHaveAccessibleDescription('Enter a whole number from 0 to 99.');
    await beds.fill('3');
    await expect(beds).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('the chat message gets Items, Volume, Vehicle and Floors lines', async ({ page }) => {
    const form = await openTwoBhk(page);
    await form.stubWhatsApp();
    await page.getByLabel('Pickup floor').fill('0');
    await page.getByLabel('Drop floor').fill('2');
    await page.getByLabel('Lift at drop').selectOption('no');
    const popup = page.waitForEvent('popup');
    await form.submit.click();
    const text = new URL((await popup).url()).searchParams.get('text') ?? '';
    const volume = listVolume(typical);
    expect(text).toContain('Items: Double bed ×2, Wardrobe ×2,');
    expect(text).toContain(`Volume: about ${formatNumber(volume)} cu ft`);
    expect(text).toContain(`Vehicle: ${truckName(truckFor(volume)!)}`);
    expect(text).toContain('Floors: pickup ground floor; drop 2nd floor, no lift');
    expect(text).toMatch(/Estimate: ₹[\d,]+ – ₹[\d,]+ \(item list, about [\d,]+ km\)/);
  });

  test('the e-mail copy carries the whole list, room by room, and the written scope’s link', async ({
    page,
  }) => {
    const sent = await stubEmailApi(page, { status: 200, body: 'OK' });
    const form = new QuoteFormPage(page);
    await form.goto(`${WITH_IDS}/form`);
    await form.fill({
      from: 'Pune',
      to: 'Mumbai',
      phone: '98765 43210',
      time: aMonthFromToday().value,
      service: 'Home Shifting',
    });
    await page.getByLabel('Home Size').selectOption('2 BHK');
    await page.getByRole('button', { name: 'List your items' }).click();
    await page.getByRole('spinbutton', { name: 'Refrigerator', exact: true }).fill('2');
    const href = await sendForScope(page, form);
    await expect.poll(() => sent.length).toBe(1);
    const params = (sent[0] as { template_params: Record<string, string> }).template_params;
    expect(params.items).toMatch(/^Bedrooms:\n {2}Double bed: 2\n/);
    expect(params.items).toContain('Kitchen and appliances:\n  Refrigerator: 2');
    expect(params.items).toMatch(/\nVolume: about [\d,]+ cu ft\nVehicle: .+$/);
    expect(params.floors).toBe('pickup not given; drop not given');
    expect(params.scope_link).toBe(href.href);
  });

  test('the written scope opens from its link in a fresh browser with the same items, reference and validity', async ({
    page,
    browser,
  }) => {
    // Issued as the edge issues it, with the test key: these tests are about the scope's page,
    // and must not wait on the leads endpoint (tests/e2e/scope-issued.spec.ts sends one for real).
    const href = await issuedLink(await sendForScope(page, await openTwoBhk(page)));
    const ref = (await page.locator('.sent').getAttribute('data-ref'))!;
    const shown = await range(page);

    // Another phone: a new browser context with nothing stored.
    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.goto(href.pathname + href.hash);
    await expect(phone.getByRole('heading', { name: `Reference ${ref}` })).toBeVisible();
    const table = phone.locator('.scope__items');
    for (const [id, count] of Object.entries(typical))
      await expect(
        table.getByRole('row', { name: `${items[id as keyof typeof items].name} ${count}` }),
      ).toBeVisible();
    const day = (iso: string) =>
      dateText(readWallClock(`${iso}T00:00`)!, { locale: 'en-IN', format: '{day} {mon} {year}' });
    await expect(phone.locator('.scope__facts').first()).toContainText(
      `Valid until${day(addDays(localDay(), SCOPE_VALID_DAYS))}`,
    );
    await expect(phone.locator('.scope__price')).toHaveText(
      `${formatRupees(shown[0])} – ${formatRupees(shown[1])}`,
    );
    await expect(phone.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
    await other.close();
  });

  test('a tampered or cut scope link gets a clear message, never markup from the link', async ({
    page,
  }) => {
    const href = await sendForScope(page, await openTwoBhk(page));
    const [payload, check] = href.hash.slice(1).split('.') as [string, string];
    const json = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const cheaper = Buffer.from(
      JSON.stringify({ ...json, f: '<img src=x onerror=alert(1)>', $: [100, 200] }),
    ).toString('base64url');
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.goto(`/scope#${cheaper}.${check}`);
    const problem = page.getByRole('main').getByRole('alert');
    await expect(problem).toContainText('has been changed since it was written');
    await expect(problem).toContainText(`Not issued by ${site.brand}`);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await page.goto(`/scope#${payload.slice(0, 30)}`);
    await expect(problem).toContainText('cut short or damaged');
    await page.goto('/scope');
    await expect(problem).toContainText('This link has no scope in it.');
    expect(dialogs).toBe(0);
  });

  test('the written scope of a 4 BHK prints on one A4 page, without the site’s frame', async ({
    page,
  }) => {
    const form = await openTwoBhk(page);
    await page.getByLabel('Home Size').selectOption('4 BHK & above');
    await expect(page.getByRole('spinbutton', { name: 'Cartons', exact: true })).toHaveValue(
      String(typicalLists['4 BHK & above'].cartons),
    );
    await page.getByRole('spinbutton', { name: 'Car', exact: true }).fill('1');
    await page.getByLabel('Pickup floor').fill('4');
    await page.getByLabel('Lift at pickup').selectOption('no');
    const href = await issuedLink(await sendForScope(page, form));
    await page.goto(href.pathname + href.hash);
    await expect(page.locator('.scope__items')).toContainText('Cartons');
    const issuer = page.locator('.scope-issuer');
    await expect(issuer).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      '.site-header',
      '.site-footer',
      '[data-quick-actions="bar"]',
      '[data-quick-actions="chat"]',
      '.scope__print',
    ])
      await expect(page.locator(hidden).first()).toBeHidden();
    // The paper still says whose scope it is and how to reach them.
    await expect(issuer).toBeVisible();
    for (const fact of [site.legalName, site.phones.sales, site.gstin])
      await expect(issuer).toContainText(fact);
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
  });

  test('axe finds nothing with the panel open', async ({ page }) => {
    await openTwoBhk(page);
    const results = await axeOn(page)
      .include('.items-panel')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
  });

  test('its code loads only once a service is chosen: every size has a scope, which it writes', async ({
    page,
  }) => {
    // The catalogue's scripts, recognised by a volume's basis.
    const catalogue = watchScripts(page, items.refrigerator.basis);
    const form = new QuoteFormPage(page);
    await form.goto();
    await form.fill({ from: 'Pune', to: 'Mumbai', phone: '98765 43210' });
    await expect(estimate(page)).toBeVisible();
    expect(catalogue).toEqual([]);
    // The size comes next and the send may follow at once: the scope's code is fetched now.
    await form.service.selectOption('Vehicle Shifting');
    await expect.poll(() => catalogue.length).toBeGreaterThan(0);
  });

  test('in Hindi: the panel and the scope speak Hindi', async ({ page }) => {
    const form = new QuoteFormPage(page, 'hi');
    await form.goto('/hi/form');
    await form.fill({
      from: 'पुणे',
      to: 'मुंबई',
      phone: '98765 43210',
      time: aMonthFromToday().value,
      service: 'Home Shifting',
    });
    await page.getByLabel(/घर का साइज/).selectOption('2 BHK');
    await page.getByRole('button', { name: 'अपने सामान की सूची बनाएं' }).click();
    await expect(
      page.getByRole('spinbutton', { name: hiItems.names.doubleBed, exact: true }),
    ).toHaveValue('2');
    await expect(
      page.getByRole('spinbutton', { name: hiQuote.floors.pickupFloor, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('status', { name: 'अनुमानित खर्च' })).toContainText('17 फुट का ट्रक');
    const href = await issuedLink(await sendForScope(page, form, 'आपका लिखित ब्योरा'));
    expect(href.pathname).toBe('/hi/scope');
    await page.goto(href.pathname + href.hash);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.locator('.scope__items')).toContainText(hiItems.names.refrigerator);
    await expect(page.getByRole('button', { name: 'प्रिंट करें या PDF में सेव करें' })).toBeVisible();
  });
});

test.describe('the item list on a phone', () => {
  for (const width of [320, 360]) {
    test(`at ${width} px the open panel fits the screen, a changed 4 BHK list with a car included`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await openTwoBhk(page);
      await page.getByRole('spinbutton', { name: 'Car', exact: true }).fill('1');
      await page.getByLabel('Home Size').selectOption('4 BHK & above');
      // The longest words the panel shows: its restart button and the car line.
      await expect(
        page.getByRole('button', { name: 'Start again from a typical 4 BHK & above' }),
      ).toBeVisible();
      await expect(page.locator('.items-panel__total')).toContainText('car carrier');
      const style = await page.addStyleTag({ content: LAY_OUT_ALL });
      expect(await page.evaluate(audit)).toEqual([]);
      await style.evaluate((el) => (el as Element).remove());
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
});
