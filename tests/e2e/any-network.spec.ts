import type { BrowserContext, Page } from '@playwright/test';
import {
  chatLines,
  expect,
  recordChatLinks,
  stubEmailApi,
  test,
  waitForHydration,
} from './fixtures';
import { aMonthFromToday, yesterday } from './move-date';
import { QuoteFormPage } from './pages/quote-form';

/**
 * Every request reaches the business on any connection (issue 22): offline after the page loaded,
 * after a redeploy (the page's lazily loaded scripts answer 404), without the locality data; the
 * e-mail copy waits in an outbox; a refused submit takes the visitor to the field at fault; the
 * confirmation closes the loop; without JavaScript no phone number goes into a URL of ours.
 */

const WITH_IDS = `http://localhost:${process.env.E2E_EMAIL_PORT ?? 3101}`;
const when = aMonthFromToday();
const request = {
  from: 'Chennai',
  to: 'Bangalore',
  phone: '98765 00000',
  time: when.value,
  service: 'Home Shifting',
};

test.describe('a request without a network', () => {
  test('offline after load, the chat message is still written, with its reference', async ({
    page,
    context,
  }) => {
    const chats = await recordChatLinks(page);
    const form = new QuoteFormPage(page);
    await form.goto('/form');
    await context.setOffline(true);
    await form.fill(request);
    // Choosing the service asks for the estimate's code, which cannot come: the estimate box
    // then says so in two lines and the button below it moves. Click where it has settled.
    await expect(page.getByRole('status', { name: 'Estimated cost' })).toContainText(
      'The estimate could not load on this connection.',
    );
    await form.submit.click();
    await expect(form.status).toContainText('One step left: press Send in WhatsApp');
    const ref = await form.status.locator('.sent__code').textContent();
    // No chat tab is opened with no signal (it would only fail): the page says so, and its
    // Open WhatsApp link carries the message, for when the signal returns.
    expect(await chats()).toEqual([]);
    await expect(form.status).toContainText('No signal right now, so WhatsApp could not open.');
    const lines = await chatLines(form.status);
    expect(lines.slice(0, 5)).toEqual([
      'Pickup: Chennai',
      'Drop: Bangalore',
      'Phone: +91 98765 00000',
      `Time: ${when.text}`,
      'Service: Home Shifting',
    ]);
    expect(lines).toContain(`Ref: ${ref}`);
  });

  test('offline after load in Hindi too', async ({ page, context }) => {
    const chats = await recordChatLinks(page);
    const form = new QuoteFormPage(page, 'hi');
    await form.goto('/hi/form');
    await context.setOffline(true);
    await form.fill({ ...request, from: 'पुणे', to: 'दिल्ली' });
    await expect(page.getByRole('status', { name: 'अनुमानित खर्च' })).toContainText(
      'नेटवर्क कमजोर होने से अनुमान नहीं खुल सका।',
    );
    await form.submit.click();
    await expect(form.status).toContainText('बस एक कदम बाकी: WhatsApp में भेजें (Send) दबाएं');
    expect(await chats()).toEqual([]);
    await expect(form.status).toContainText('अभी सिग्नल नहीं है, इसलिए WhatsApp नहीं खुल सका।');
    const lines = await chatLines(form.status);
    expect(lines.slice(0, 2)).toEqual(['Pickup: पुणे (Pune)', 'Drop: दिल्ली (Delhi)']);
    expect(lines.some((l) => /^Ref: SE-[0-9A-Z]{6}$/.test(l))).toBe(true);
  });

  test('after a redeploy (lazy scripts answer 404) the request still goes, with a note', async ({
    page,
  }) => {
    const chats = await recordChatLinks(page);
    const form = new QuoteFormPage(page);
    await form.goto('/form');
    // The scripts the page loaded are in memory; any it would fetch from now on are gone.
    await page.route('**/_next/static/chunks/**', (route) =>
      route.fulfill({ status: 404, body: 'Not found' }),
    );
    await form.fill(request);
    await page.getByLabel('Home Size').selectOption('2 BHK');
    await expect(page.getByRole('status', { name: 'Estimated cost' })).toHaveText(
      'The estimate could not load on this connection. You can still send your request: we price every move after a free survey.',
    );
    await form.submit.click();
    await expect(form.status).toContainText(
      'The estimate could not load, so your message has none.',
    );
    const [lines] = await chats();
    expect(lines?.[0]).toBe('Pickup: Chennai');
    expect(lines?.some((l) => l.startsWith('Estimate:'))).toBe(false);
    // The map picker is an extra too: its failure says so in the dialog, not a blank page.
    await page.getByRole('button', { name: 'Choose Moving To on map' }).click();
    await expect(page.getByRole('dialog')).toContainText('The map could not load');
  });

  test('without the locality data, a locality asks for its city, with the page’s city as example', async ({
    page,
  }) => {
    await page.route('**/data/localities.json', (route) => route.abort('failed'));
    const chats = await recordChatLinks(page);
    const form = new QuoteFormPage(page);
    await form.goto('/packers-movers-in-pune');
    await form.tapPrefilledFrom();
    await page.keyboard.type('Wakad');
    await expect(form.from).toHaveValue('Wakad');
    const ask =
      'We could not check "Wakad" on this connection. Add its city after a comma, for example "Wakad, Pune".';
    await expect(form.errors).toHaveText(ask);
    await form.fill({ ...request, from: undefined });
    await form.submit.click();
    await expect(form.errors).toContainText(ask);
    await expect(form.from).toBeFocused();
    expect(await chats()).toEqual([]);
    // Nothing typed was lost; with the city added it goes.
    await expect(form.phone).toHaveValue(request.phone);
    await form.from.fill('Wakad, Pune');
    await form.submit.click();
    const [lines] = await chats();
    expect(lines?.[0]).toBe('Pickup: Wakad, Pune');
  });
});

test('on a slow line the submit waits 4 s for the locality data, then asks; the data arriving clears it', async ({
  page,
}) => {
  // The list of localities comes only when the test lets it, as on a congested 2G/3G cell.
  let arrive = () => {};
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route('**/data/localities.json', async (route) => {
    await held;
    await route.continue();
  });
  const chats = await recordChatLinks(page);
  const form = new QuoteFormPage(page);
  await form.goto('/packers-movers-in-pune');
  await form.fill({ ...request, from: undefined, to: 'Chennai' });
  await form.tapPrefilledFrom();
  await page.keyboard.type('Wakad');
  await form.submit.click();
  // The button's name changes while it waits, so it is found by its place in the form.
  await expect(page.locator('.quote-form__submit')).toHaveText('Checking your places…');
  await expect(form.errors).toContainText(
    'We could not check "Wakad" on this connection. Add its city after a comma, for example "Wakad, Pune".',
  );
  expect(await chats()).toEqual([]);
  // The data comes: the message goes by itself, and the same request now sends.
  arrive();
  await expect(form.errors).toHaveText('');
  await form.submit.click();
  await expect(form.status).toContainText('One step left');
  const [lines] = await chats();
  expect(lines?.[0]).toBe('Pickup: Wakad (Pune)');
});

/** On the build with e-mail ids: the form loaded, the line dropped, a request sent; its copy waits. */
async function sendOffline(page: Page, context: BrowserContext) {
  const sent = await stubEmailApi(page);
  await recordChatLinks(page);
  const form = new QuoteFormPage(page);
  await form.goto(`${WITH_IDS}/form`);
  await context.setOffline(true);
  await form.fill(request);
  await form.submit.click();
  await expect(form.status).toContainText('No connection: a copy will go to our office');
  return { sent, form };
}

test.describe('the e-mail copy through the outbox', () => {
  test('a copy made offline reaches the e-mail API once, when the connection returns', async ({
    page,
    context,
  }) => {
    const { sent, form } = await sendOffline(page, context);
    const ref = await form.status.locator('.sent__code').textContent();
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(0);
    await context.setOffline(false);
    await expect(form.status).toContainText('A copy has reached our office by e-mail.');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ template_params: { reference: ref, pickup: 'Chennai' } });
    // Once, never twice: a later visit finds nothing left to send.
    await page.goto(`${WITH_IDS}/`);
    await waitForHydration(page, 'header');
    await page.waitForTimeout(1000);
    expect(sent).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('shiftease:outbox'))).toBeNull();
  });

  test('a copy left waiting goes on the next visit, on any page', async ({ page, context }) => {
    const { sent } = await sendOffline(page, context);
    await page.close();
    await context.setOffline(false);
    expect(sent).toHaveLength(0);
    const later = await context.newPage();
    await later.goto(`${WITH_IDS}/about`);
    await expect.poll(() => sent.length).toBe(1);
    await expect
      .poll(() => later.evaluate(() => localStorage.getItem('shiftease:outbox')))
      .toBeNull();
  });
});

test.describe('errors where the eyes are', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a refused submit takes the visitor to the first field at fault, below the header', async ({
    page,
  }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/form');
    await form.fill({ ...request, from: 'Atlantis', phone: '12345' });
    await form.submit.scrollIntoViewIfNeeded();
    await form.submit.click();
    await expect(form.from).toBeFocused();
    const header = await page.locator('header').first().boundingBox();
    const field = await form.from.boundingBox();
    expect(field!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(field!.y + field!.height).toBeLessThanOrEqual(740);
    await expect(form.from).toHaveAccessibleDescription(
      `Service is not available in "Atlantis" for 'Moving From'.`,
    );
    await expect(page.locator('.field__error').first()).toBeInViewport();
    // The summary above the form stays; fixing the place moves the next submit to the phone.
    await expect(form.errors).toContainText('Please ensure both');
    await form.from.fill('Chennai');
    await form.submit.scrollIntoViewIfNeeded();
    await form.submit.click();
    await expect(form.phone).toBeFocused();
    await expect(form.phone).toBeInViewport();
  });

  test('a moving date in the past is refused, with min set to now', async ({ page }) => {
    const chats = await recordChatLinks(page);
    const form = new QuoteFormPage(page);
    await form.goto('/form');
    const today = new Date().toISOString().slice(0, 4);
    await expect(form.time).toHaveAttribute(
      'min',
      new RegExp(`^${today}-\\d\\d-\\d\\dT\\d\\d:\\d\\d$`),
    );
    await form.fill({ ...request, time: yesterday() });
    const past = 'That date and time have passed. Choose a moving date from today on.';
    await expect(form.time).toHaveAccessibleDescription(past);
    // The browser's own check (min) and ours both stand in the way.
    await form.submit.click();
    expect(await form.time.evaluate((el: HTMLInputElement) => el.validity.rangeUnderflow)).toBe(
      true,
    );
    await expect(form.time).toBeFocused();
    expect(await chats()).toEqual([]);
    await form.time.fill(when.value);
    await expect(form.time).toHaveAccessibleDescription(`Moving on ${when.text}`);
  });

  test('the heading names a served place only', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/form?from=Kathmandu');
    await expect(form.from).toHaveValue('Kathmandu');
    await expect(page.locator('#quote-intro')).toHaveText('Trusted Packers and Movers in Chennai');
    await form.from.fill('Kothrud, Pune');
    await expect(page.locator('#quote-intro')).toHaveText('Trusted Packers and Movers in Pune');
  });

  test('on a city page, typing into the prefilled Moving From replaces it', async ({ page }) => {
    const form = new QuoteFormPage(page);
    await form.goto('/packers-movers-in-pune');
    await expect(form.from).toHaveValue('Pune');
    await form.tapPrefilledFrom();
    await page.keyboard.type('Kothrud');
    await expect(form.from).toHaveValue('Kothrud');
    // Only the page's own value: once the visitor has typed, a tap places the caret as usual.
    await form.to.click();
    await form.from.click();
    await page.keyboard.press('End');
    await page.keyboard.type(', Pune');
    await expect(form.from).toHaveValue('Kothrud, Pune');
  });
});

test.describe('the confirmation closes the loop', () => {
  test('says to press Send, gives the reference, the reply time, and call and e-mail', async ({
    page,
  }) => {
    const chats = await recordChatLinks(page);
    const form = new QuoteFormPage(page);
    await form.goto('/form');
    await form.fill(request);
    await form.submit.click();
    const status = form.status;
    await expect(status).toContainText('One step left: press Send in WhatsApp');
    // The request is kept at the edge too (the leads endpoint): WhatsApp is the quick way back.
    await expect(status).toContainText('Press Send there for the quickest reply.');
    await expect(status).not.toContainText('reaches us only when');
    await expect(status).toContainText(
      /Our office is (open now: we reply within 30 minutes|closed now\. We reply when it opens, (today|tomorrow|on \w+day) at 9 am)\./,
    );
    const ref = (await status.locator('.sent__code').textContent())!;
    await expect(status).toContainText(`Your reference: ${ref}`);
    await expect(status.getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    const mail = new URL(
      (await status.getByRole('link', { name: 'E-mail the request' }).getAttribute('href'))!,
    );
    expect(mail.protocol + mail.pathname).toBe('mailto:care@shiftease.example');
    expect(mail.searchParams.get('subject')).toBe(`Quote request ${ref}`);
    const [lines] = await chats();
    expect(mail.searchParams.get('body')).toBe(lines!.join('\n'));
  });

  test('in Hindi', async ({ page }) => {
    await recordChatLinks(page);
    const form = new QuoteFormPage(page, 'hi');
    await form.goto('/hi/form');
    await form.fill({ ...request, from: 'पुणे', to: 'मुंबई' });
    await form.submit.click();
    await expect(form.status).toContainText('आपका रेफरेंस नंबर: SE-');
    await expect(form.status).toContainText(/हमारा दफ्तर अभी (खुला|बंद) है/);
    await expect(form.status.getByRole('link', { name: 'अनुरोध ईमेल करें' })).toBeVisible();
    await expect(
      form.status.getByRole('link', { name: '+91 98765 43210 पर कॉल करें' }),
    ).toHaveAttribute('href', 'tel:+919876543210');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form opens an e-mail, never putting the phone number in a URL of ours', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/form');
    const form = page.getByRole('form', { name: 'Quote request' });
    await expect(form).toHaveAttribute(
      'action',
      /^mailto:care@shiftease\.example\?subject=Quote%20request$/,
    );
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('enctype', 'text/plain');
    const note = form.locator('.quote-form__noscript');
    await expect(note).toBeVisible();
    await expect(note).toContainText('JavaScript is off, so this form opens your e-mail app');
    await expect(note.locator('a[href="tel:+919876543210"]')).toBeVisible();
    await expect(note.locator('a[href="https://wa.me/919876543210"]')).toBeVisible();
    await form.getByLabel('Moving From', { exact: true }).fill('Chennai');
    await form.getByLabel('Moving To', { exact: true }).fill('Pune');
    await form.getByLabel('Phone Number').fill('98765 00000');
    await form.getByLabel('Moving Date & Time').fill(when.value);
    await form.getByLabel('Service', { exact: true }).selectOption('Home Shifting');
    const before = page.url();
    await form.getByRole('button', { name: 'Get Free Quote' }).click();
    await page.waitForTimeout(500);
    expect(page.url()).toBe(before);
    // The request went to the e-mail app, written out in the body; nothing of it reached our
    // server or a URL of ours (before, the form reloaded /form?…&phone=98765…).
    const ours = requested.filter((u) => u.startsWith(new URL(before).origin));
    expect(ours.filter((u) => u.includes('98765') || u.includes('phone='))).toEqual([]);
    const mail = requested.filter((u) => u.startsWith('mailto:'));
    expect(mail).toHaveLength(1);
    const body = new URL(mail[0]!).searchParams.get('body');
    expect(body).toContain('from=Chennai\r\nto=Pune\r\nphone=98765 00000');
  });
});

test('the tests themselves reach no host but the local server (playwright.config.ts)', async ({
  page,
}) => {
  // Map tiles, the geocoder, the e-mail API and chat links are stubbed where a spec needs them;
  // anything else fails before it leaves the machine.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const url of [
    'https://tile.openstreetmap.org/0/0/0.png',
    'https://api.emailjs.com/',
    'http://93.184.215.14/', // an address, not a name: held too
  ]) {
    const failure = await page.goto(url).then(
      () => '',
      (err: Error) => err.message,
    );
    expect(failure, url).toMatch(/ERR_NAME_NOT_RESOLVED/);
  }
});
