import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ids from './emailjs-test-ids.json';
import { OUT } from '../export/export';
import { TURNSTILE_ORIGIN, expect, recordChatLinks, test, waitForHydration } from './fixtures';
import { failNextEmails, leadByRef, queryLeads, stubCalls } from './leads-db';
import { aMonthFromToday } from './move-date';
import { QuoteFormPage } from './pages/quote-form';

/**
 * Every lead kept at the edge (issue 36), in the browser against `npm start`'s runtime: the
 * export served by `wrangler pages dev` with functions/api/leads.ts and a local D1 of this run's
 * own; the function's e-mails go to the stub of tests/e2e/edge-stub.mjs.
 */

const when = aMonthFromToday();
let seq = 0;

/**
 * A connection and a phone number of the test's own: the endpoint limits leads per address and
 * per number, and every browser test comes from 127.0.0.1. Locally, the runtime takes the
 * sender's address from CF-Connecting-IP, as Cloudflare's edge sets it in production.
 */
async function ownSender(page: Page) {
  seq += 1;
  const n = (test.info().workerIndex * 100 + seq) % 250;
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `198.51.100.${n + 1}` });
  return `98${String(Date.now() % 1e8).padStart(8, '0')}`;
}

/**
 * Waits until the page has been open as long as a person takes to fill a form: the edge keeps a
 * faster lead aside as a bot's (LEAD_LIMITS.minFillMs), which these tests are not about.
 */
async function humanPause(page: Page) {
  const open = await page.evaluate(() => performance.now());
  await page.waitForTimeout(Math.max(0, 3000 - open));
}

/**
 * Fills the contact form on /contactus (opened and live) and presses Send Message once a person
 * could have typed it all; the form, for what the test checks next.
 */
async function sendContact(
  page: Page,
  values: { name: string; phone: string; email: string; message: string },
  beforeSend?: () => void,
) {
  await page.goto('/contactus');
  await waitForHydration(page, 'form[aria-label="Contact us"]');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByLabel('Name').fill(values.name);
  await form.getByLabel('Phone Number').fill(values.phone);
  await form.getByLabel('Email').fill(values.email);
  await form.getByLabel('Message').fill(values.message);
  beforeSend?.();
  await humanPause(page);
  await form.getByRole('button', { name: 'Send Message' }).click();
  return form;
}

// Every lead of this file goes to the edge, behind Turnstile (tests/e2e/fixtures.ts).
test.use({ turnstile: true });

test.describe('a quote request at the edge', () => {
  test('is a D1 row with the reference the page shows and the page it came from', async ({
    page,
  }) => {
    const phone = await ownSender(page);
    await recordChatLinks(page);
    const form = new QuoteFormPage(page);
    await form.goto('/packers-movers-in-pune?utm_source=test');
    await form.fill({
      to: 'Chennai',
      phone,
      time: when.value,
      service: 'Home Shifting',
    });
    await humanPause(page);
    await form.submit.click();
    await expect(form.status).toContainText(
      'Your request is saved with our office under this reference.',
    );
    const ref = (await form.status.locator('.sent__code').textContent()) ?? '';
    const row = await leadByRef(ref);
    expect(row).toMatchObject({
      kind: 'quote',
      from_place: 'Pune',
      to_place: 'Chennai',
      // Its path: the campaign goes in the lead's source columns.
      page: '/packers-movers-in-pune',
      src_source: 'test',
      lang: 'en',
      notify_status: expect.stringMatching(/^(pending|sent)$/),
      suspect: null,
    });
    expect(row?.phone).toBe(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
    // The business is told from the edge, with the template the browser's copy used.
    await expect
      .poll(async () =>
        (await stubCalls()).filter((c) => c.payload?.template_params?.reference === ref),
      )
      .toHaveLength(1);
    const [mail] = (await stubCalls()).filter((c) => c.payload?.template_params?.reference === ref);
    expect(mail?.payload).toMatchObject({
      template_id: 'edge_quote_template',
      accessToken: 'edge_private_key',
      template_params: {
        pickup: 'Pune',
        drop: 'Chennai',
        phone_number: row?.phone,
      },
    });
  });

  test('from an ad, two pages later: the source is in the row, the e-mail and the chat message', async ({
    page,
  }) => {
    const phone = await ownSender(page);
    const chat = await recordChatLinks(page);
    const gclid = `Cj0KCQ-${Date.now()}`;
    await page.goto(
      `/packers-movers-in-pune?utm_source=google&utm_medium=cpc&utm_campaign=pune-2bhk&gclid=${gclid}`,
    );
    // Two pages on, by the site's own links: the campaign is not in their URLs, and stays.
    await waitForHydration(page, '.mobile-nav__toggle');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Locations' })
      .click();
    await page.waitForURL('**/locations');
    await page.getByRole('banner').getByRole('link', { name: 'Request a Quote' }).click();
    await page.waitForURL('**/form');
    expect(page.url()).not.toContain('utm_');
    const form = new QuoteFormPage(page);
    await form.waitUntilLive();
    await form.fill({
      from: 'Pune',
      to: 'Nagpur',
      phone,
      time: when.value,
      service: 'Home Shifting',
    });
    await humanPause(page);
    await form.submit.click();
    await expect(form.status).toContainText('saved with our office');
    const ref = (await form.status.locator('.sent__code').textContent()) ?? '';

    expect((await chat()).at(-1)?.slice(-2)).toEqual([
      'Page: /form',
      'Src: google / cpc / pune-2bhk',
    ]);
    expect(await leadByRef(ref)).toMatchObject({
      page: '/form',
      src_source: 'google',
      src_medium: 'cpc',
      src_campaign: 'pune-2bhk',
      click_id: gclid,
      click_id_kind: 'gclid',
      landing: '/packers-movers-in-pune',
      city: 'Pune',
    });
    await expect
      .poll(async () => {
        const [mail] = (await stubCalls()).filter(
          (c) => c.payload?.template_params?.reference === ref,
        );
        return mail?.payload?.template_params?.source;
      })
      .toBe('google / cpc / pune-2bhk, landed on /packers-movers-in-pune');
  });

  test('a bot that fills the hidden field is kept aside, not e-mailed', async ({ page }) => {
    const phone = await ownSender(page);
    await recordChatLinks(page);
    const form = new QuoteFormPage(page);
    await form.goto('/form');
    await form.fill({
      from: 'Nagpur',
      to: 'Pune',
      phone,
      time: when.value,
      service: 'Home Shifting',
    });
    // People never see it; a bot fills every input it finds.
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await humanPause(page);
    await form.submit.click();
    await expect(form.status).toContainText('saved with our office');
    const ref = (await form.status.locator('.sent__code').textContent()) ?? '';
    expect(await leadByRef(ref)).toMatchObject({ suspect: 'honeypot', notify_status: 'held' });
    await page.waitForTimeout(500);
    expect(
      (await stubCalls()).filter((c) => c.payload?.template_params?.reference === ref),
    ).toEqual([]);
  });

  test('the same tap twice is one row', async ({ page }) => {
    const phone = await ownSender(page);
    await recordChatLinks(page);
    const form = new QuoteFormPage(page);
    await form.goto('/form');
    await form.fill({
      from: 'Mumbai',
      to: 'Pune',
      phone,
      time: when.value,
      service: 'Office Shifting',
    });
    await form.submit.dblclick();
    await expect(form.status).toContainText('saved with our office');
    const rows = await queryLeads<{ ref: string }>(
      `SELECT ref FROM leads WHERE phone = '+91 ${phone.slice(0, 5)} ${phone.slice(5)}'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.ref).toBe(await form.status.locator('.sent__code').textContent());
  });

  test('offline, the request waits on the phone and is stored when the connection returns', async ({
    page,
    context,
  }) => {
    const phone = await ownSender(page);
    await recordChatLinks(page);
    const form = new QuoteFormPage(page);
    await form.goto('/form');
    await context.setOffline(true);
    await form.fill({
      from: 'Chennai',
      to: 'Bangalore',
      phone,
      time: when.value,
      service: 'Home Shifting',
    });
    await expect(page.getByRole('status', { name: 'Estimated cost' })).toContainText(
      'could not load on this connection',
    );
    await form.submit.click();
    await expect(form.status).toContainText('No connection: your request is kept on this phone');
    const ref = (await form.status.locator('.sent__code').textContent()) ?? '';
    expect(await leadByRef(ref)).toBeUndefined();
    await context.setOffline(false);
    await expect(form.status).toContainText('saved with our office', {
      timeout: 15_000,
    });
    expect(await leadByRef(ref)).toMatchObject({
      kind: 'quote',
      to_place: 'Bangalore',
    });
    expect(await page.evaluate(() => localStorage.getItem('shiftease:outbox'))).toBeNull();
  });

  test('with site storage blocked, the request is sent at once', async ({ page }) => {
    const phone = await ownSender(page);
    await recordChatLinks(page);
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const form = new QuoteFormPage(page);
    await form.goto('/form');
    await form.fill({
      from: 'Delhi',
      to: 'Jaipur',
      phone,
      time: when.value,
      service: 'Home Shifting',
    });
    await form.submit.click();
    await expect(form.status).toContainText('saved with our office');
    const ref = (await form.status.locator('.sent__code').textContent()) ?? '';
    expect(await leadByRef(ref)).toMatchObject({ to_place: 'Jaipur' });
  });
});

test.describe('contact and partner messages at the edge', () => {
  test('a contact message is a row and reaches the e-mail API from the function', async ({
    page,
  }) => {
    const phone = await ownSender(page);
    await sendContact(page, {
      name: 'Asha Verma',
      phone,
      email: 'asha@example.in',
      message: 'Please call after 6 pm.',
    });
    await expect(
      page.getByRole('status').filter({ hasText: 'Message sent successfully!' }),
    ).toBeVisible();
    const [row] = await queryLeads(
      `SELECT * FROM leads WHERE kind = 'contact' AND name = 'Asha Verma' AND phone LIKE '%${phone.slice(5)}'`,
    );
    expect(row).toMatchObject({
      email: 'asha@example.in',
      page: '/contactus',
      suspect: null,
    });
    await expect
      .poll(async () =>
        (await stubCalls()).filter((c) => c.payload?.template_params?.reference === row?.ref),
      )
      .toHaveLength(1);
    const [mail] = (await stubCalls()).filter(
      (c) => c.payload?.template_params?.reference === row?.ref,
    );
    expect(mail?.payload).toMatchObject({
      template_id: 'edge_contact_template',
      template_params: { from_name: 'Asha Verma', email: 'asha@example.in' },
    });
  });

  test('a partner message is a row; a failed notification is retried and delivered', async ({
    page,
  }) => {
    const phone = await ownSender(page);
    await failNextEmails(1, phone.slice(5));
    await page.goto('/becameoneofus');
    await waitForHydration(page, 'form');
    const form = page.locator('form').filter({ has: page.getByLabel('Full Name') });
    await form.getByLabel('Full Name').fill('Ravi Kumar');
    await form.getByLabel('Email Address').fill('ravi@example.in');
    await form.getByLabel('Phone Number').fill(phone);
    await form.getByLabel('City').fill('Nagpur');
    await form.getByLabel('Your Message').fill('I run a transport firm.');
    await humanPause(page);
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your message has been sent successfully!' }),
    ).toBeVisible();
    const find = async () =>
      (
        await queryLeads<{
          ref: string;
          notify_status: string;
          notify_attempts: number;
        }>(
          `SELECT ref, notify_status, notify_attempts FROM leads WHERE kind = 'partner' AND name = 'Ravi Kumar' AND phone LIKE '%${phone.slice(5)}'`,
        )
      )[0];
    await expect.poll(async () => (await find())?.notify_attempts).toBe(1);
    expect((await find())?.notify_status).toBe('pending');
    // Time passes (the retry's wait is a minute and more): the next lead to arrive delivers it.
    await queryLeads(`UPDATE leads SET notify_next_at = 0 WHERE ref = '${(await find())?.ref}'`);
    await sendContact(page, {
      name: 'Ravi Kumar',
      phone,
      email: 'ravi@example.in',
      message: 'Following up on my partner request.',
    });
    await expect(
      page.getByRole('status').filter({ hasText: 'Message sent successfully!' }),
    ).toBeVisible();
    await expect.poll(async () => (await find())?.notify_status).toBe('sent');
    expect((await find())?.notify_attempts).toBe(2);
  });
});

test('with the endpoint on, no EmailJS id is in any page or script of the export', () => {
  // out/ is built with the test ids set (scripts/build-e2e.mjs): none may reach the browser.
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(path.join(dir, e.name))
        : /\.(html|js|txt|json)$/.test(e.name)
          ? [path.join(dir, e.name)]
          : [],
    );
  const all = files(OUT);
  expect(all.length).toBeGreaterThan(100);
  const leaked = all.filter((f) => {
    const text = readFileSync(f, 'utf8');
    return Object.values(ids).some((id) => text.includes(id));
  });
  expect(leaked).toEqual([]);
  // The EmailJS build (the endpoint off) does carry them, so the check above can fail.
  const withIds = files(path.resolve(OUT, '../.e2e/out-emailjs')).some((f) =>
    readFileSync(f, 'utf8').includes(ids.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY),
  );
  expect(withIds).toBe(true);
});

test.describe('Turnstile, where the site has a site key', () => {
  test('its script comes only when a message is sent, and the edge checks the token', async ({
    page,
  }) => {
    const phone = await ownSender(page);
    const token = `pass-${phone}`;
    await page.addInitScript((t) => {
      (window as unknown as { __turnstileToken: string }).__turnstileToken = t;
    }, token);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(TURNSTILE_ORIGIN)) asked.push(r.url());
    });
    await sendContact(
      page,
      {
        name: 'Meena Iyer',
        phone,
        email: 'meena@example.in',
        message: 'Two-wheeler to Coimbatore.',
      },
      // Everything typed, nothing sent yet: Cloudflare's script has not been asked for.
      () => expect(asked).toEqual([]),
    );
    await expect(
      page.getByRole('status').filter({ hasText: 'Message sent successfully!' }),
    ).toBeVisible();
    expect(asked).toHaveLength(1);
    const checks = (await stubCalls()).filter((c) => c.token === token);
    expect(checks).toMatchObject([{ service: 'turnstile', success: true }]);
  });

  test('a token Cloudflare refuses stores nothing, and the message is offered by WhatsApp', async ({
    page,
  }) => {
    const phone = await ownSender(page);
    await page.addInitScript(() => {
      (window as unknown as { __turnstileToken: string }).__turnstileToken = 'fail-token';
    });
    const form = await sendContact(page, {
      name: 'Bot Or Not',
      phone,
      email: 'bot@example.in',
      message: 'Hello',
    });
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to send message' });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Send by WhatsApp' })).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('Hello');
    expect(await queryLeads(`SELECT ref FROM leads WHERE name = 'Bot Or Not'`)).toEqual([]);
  });
});
