import { axeOn } from './axe';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import edgeVars from './edge-vars.json';
import { OUT } from '../export/export';
import { expect, test, waitForHydration } from './fixtures';
import { audit, LAY_OUT_ALL } from './layout-audit';
import { queryLeads } from './leads-db';
import { aMonthFromToday } from './move-date';
import { makeQuoteRef } from '../../lib/quote-ref';

// One worker runs this file's tests in order: the wrong passwords of 'only the owner gets in' make
// the edge wait before the next try from this machine, and a sign-in in another worker at that
// moment was told its right password was wrong (1 run in 5).
test.describe.configure({ mode: 'default' });

/**
 * The owner's lead inbox (/admin, docs/owner-inbox.md) in the browser, against the export served
 * as deployed with its edge functions and this run's own D1: nothing without the password; a lead
 * sent through the site as the quote form sends it is listed, found by its phone, booked with a
 * note, and appears in both CSV files and in the report; the page is axe-clean and nothing sticks
 * out at 360 px; it is never cached, indexed or kept by the service worker.
 */

const PASSWORD = edgeVars.LEADS_ADMIN_PASSWORD;
const SHOTS = path.resolve(__dirname, '../../.shots');
const PHONE_360 = { width: 360, height: 740 };
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Today in India (`YYYY-MM-DD`), as the inbox's days are. */
const indiaToday = () => new Date(Date.now() + 330 * 60 * 1000).toISOString().slice(0, 10);

/**
 * SQL on this run's D1 (tests/e2e/leads-db.ts), tried again while the server's own writes hold
 * the database (other specs send leads at the same time): Wrangler then says SQLITE_BUSY.
 */
async function sql<T = Record<string, unknown>>(query: string): Promise<T[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await queryLeads<T>(query);
    } catch (err) {
      if (attempt >= 6 || !/SQLITE_BUSY|database is locked/.test(String(err))) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    }
  }
}

const leadByRef = async (ref: string) => (await sql(`SELECT * FROM leads WHERE ref = '${ref}'`))[0];

let seq = 0;
/** A sender address and a mobile number of this test's own (the endpoint limits both). */
function ownSender() {
  seq += 1;
  const n = (test.info().workerIndex * 50 + seq) % 250;
  return {
    ip: `198.51.100.${n + 1}`,
    phone: `97${String((Date.now() + seq * 7919) % 1e8).padStart(8, '0')}`,
  };
}

/**
 * Sends a quote lead to /api/leads as the quote form does (lib/leads/outgoing.ts quoteLead: JSON,
 * same origin, a Turnstile token the stub accepts), then, since the visit's attribution reaches
 * the row from another piece of work, gives the row a Google ad click where it has none.
 */
async function sendQuote(request: APIRequestContext, baseURL: string, page: string) {
  const { ip, phone } = ownSender();
  const ref = makeQuoteRef();
  const res = await request.post('/api/leads', {
    headers: { 'CF-Connecting-IP': ip, Origin: baseURL },
    data: {
      kind: 'quote',
      ref,
      page,
      lang: 'en',
      elapsedMs: 14_000,
      website: '',
      turnstile: `pass-admin-${ref}`,
      phone,
      pickup: 'Sitabuldi, Nagpur',
      drop: 'Kothrud, Pune',
      fromCity: 'Nagpur',
      toCity: 'Pune',
      moveTime: aMonthFromToday().value,
      service: 'Home Shifting',
      size: '2 BHK',
      message: 'Second floor, no lift at the drop.',
      estimate: '₹21,000 – ₹27,000',
      items: 'Living room: Sofa ×1\nBedroom: Double bed ×1',
      scope: '',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const gclid = `Cj0KCQiA_e2e-${ref.slice(3)}`;
  await sql(
    `UPDATE leads SET src_source = 'google', src_medium = 'cpc', src_campaign = 'nagpur-2bhk',
       click_id = '${gclid}', click_id_kind = 'gclid', landing = '/packers-movers-in-nagpur'
     WHERE ref = '${ref}' AND COALESCE(click_id, '') = ''`,
  );
  const row = await leadByRef(ref);
  expect(row).toMatchObject({ click_id_kind: 'gclid', src_source: 'google', src_medium: 'cpc' });
  return { ref, phone, gclid: String(row?.click_id) };
}

async function signIn(page: Page) {
  await page.goto('/admin');
  await waitForHydration(page, 'form input[type="password"]');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

async function axe(page: Page) {
  const { violations } = await axeOn(page).withTags(WCAG).analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/**
 * Axe, then nothing sticks out sideways and no heading splits a word (tests/e2e/layout-audit.ts),
 * with every fold (filters, downloads, item lists, histories) open, then closed as they were.
 */
async function checkPage(page: Page) {
  const were = await page.evaluate(() =>
    [...document.querySelectorAll('details')].map((d) => {
      const open = d.open;
      d.open = true;
      return open;
    }),
  );
  await axe(page);
  await page.addStyleTag({ content: LAY_OUT_ALL });
  expect(await page.evaluate(audit)).toEqual([]);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
  await page.evaluate((open) => {
    document.querySelectorAll('details').forEach((d, i) => (d.open = open[i] ?? d.open));
  }, were);
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `admin-${name}.png`), fullPage: true });
}

const downloaded = async (download: Download) =>
  readFileSync((await download.path()) ?? '', 'utf8');

test.describe('only the owner gets in', () => {
  test('without the password the API answers the same 401 for every path, and the page asks for it', async ({
    page,
    request,
    baseURL,
  }) => {
    const { ref } = await sendQuote(request, baseURL!, '/form');
    const answers = [];
    for (const [method, url] of [
      ['GET', '/api/admin/leads'],
      ['GET', '/api/admin/leads.csv'],
      ['GET', '/api/admin/google-ads.csv'],
      ['GET', '/api/admin/report'],
      ['GET', '/api/admin'],
      ['GET', '/api/admin/anything/else'],
      ['POST', `/api/admin/leads/${ref}/status`],
      ['POST', `/api/admin/leads/${makeQuoteRef()}/status`],
    ] as const) {
      const res = await request.fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json' },
        data: method === 'POST' ? { status: 'lost' } : undefined,
      });
      answers.push({ status: res.status(), body: await res.text() });
      expect(res.headers()['cache-control']).toBe('no-store');
      expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
    }
    for (const answer of answers)
      expect(answer).toEqual({
        status: 401,
        body: '{"ok":false,"field":"auth","error":"sign in first"}',
      });
    expect(await leadByRef(ref)).toMatchObject({ status: 'new' });

    // A wrong password by HTTP Basic, then the right one with any user name.
    const basic = (password: string) =>
      `Basic ${Buffer.from(`someone:${password}`).toString('base64')}`;
    const wrong = await request.get('/api/admin/leads', {
      headers: { Authorization: basic('not it at all'), 'CF-Connecting-IP': '203.0.113.9' },
    });
    expect(wrong.status()).toBe(401);
    const right = await request.get(`/api/admin/leads?q=${ref}`, {
      headers: { Authorization: basic(PASSWORD), 'CF-Connecting-IP': '203.0.113.10' },
    });
    expect(right.status()).toBe(200);
    expect((await right.json()).leads.map((l: { ref: string }) => l.ref)).toEqual([ref]);

    // Another site's page gets nothing, even with the password.
    const foreign = await request.get('/api/admin/leads', {
      headers: { Authorization: basic(PASSWORD), Origin: 'https://evil.example' },
    });
    expect(foreign.status()).toBe(403);

    await page.setViewportSize(PHONE_360);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Lead inbox' })).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByText(ref)).toHaveCount(0);
    await waitForHydration(page, 'form input[type="password"]');
    await page.getByLabel('Password').fill('a wrong password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'That password is not right.' }),
    ).toBeVisible();
    await expect(page.getByLabel('Password')).toBeFocused();
    await shot(page, 'sign-in');
    await checkPage(page);
  });

  test('the inbox is never cached, indexed or listed', async ({ request }) => {
    const res = await request.get('/admin');
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(readFileSync(path.join(OUT, 'sitemap.xml'), 'utf8')).not.toContain('/admin');
    const sw = readFileSync(path.join(OUT, 'sw.js'), 'utf8');
    expect(sw).not.toMatch(/["']\/admin/);
  });
});

test.describe('a lead from the site, worked to a booking', () => {
  test.describe.configure({ timeout: 90_000 });

  test('is listed, found by phone, booked with a note, in both files and the report', async ({
    page,
    request,
    baseURL,
  }) => {
    // A page of this test's own, so that the report's row for it counts this lead alone however
    // many leads other specs send meanwhile.
    const own = `/e2e-admin-${Date.now().toString(36)}`;
    const pagePath = `${own}?utm_source=google&utm_medium=cpc`;
    const { ref, phone, gclid } = await sendQuote(request, baseURL!, pagePath);
    await page.setViewportSize(PHONE_360);
    await signIn(page);

    // Listed, newest first, with what the owner needs to call back.
    const card = page.getByRole('article', { name: ref });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Sitabuldi, Nagpur');
    await expect(card).toContainText('Kothrud, Pune');
    await expect(card).toContainText('₹21,000 – ₹27,000');
    await expect(card).toContainText('google / cpc / nagpur-2bhk');
    const display = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
    await expect(card.getByRole('link', { name: `Call ${display}` })).toHaveAttribute(
      'href',
      `tel:+91${phone}`,
    );
    await expect(card.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/91${phone}`,
    );

    // Found by its phone number typed as people type it.
    await page.getByLabel('Phone or reference').fill(`+91 ${phone.slice(0, 5)}-${phone.slice(5)}`);
    await page.getByRole('button', { name: 'Show leads' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '1 lead' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(card).toBeVisible();

    // Booked, with a note: stored with its time, shown as the history.
    const before = Math.floor(Date.now() / 1000);
    await card.getByLabel('Status', { exact: true }).selectOption({ label: 'Booked' });
    await card.getByLabel('Note').fill('Advance ₹2,000 paid; packing on the 14th.');
    await card.getByRole('button', { name: 'Save' }).click();
    await expect(card.getByRole('status')).toHaveText('Saved.');
    await expect(card.locator('[data-status]')).toHaveText('Booked');
    await card.getByText(/^History/).click();
    await expect(card.getByRole('listitem').filter({ hasText: 'Booked' })).toContainText(
      'Advance ₹2,000 paid; packing on the 14th.',
    );
    expect(await leadByRef(ref)).toMatchObject({
      status: 'booked',
      note: 'Advance ₹2,000 paid; packing on the 14th.',
    });
    const [event] = await sql<{ at: number; status: string }>(
      `SELECT at, status FROM lead_events WHERE ref = '${ref}'`,
    );
    expect(event?.status).toBe('booked');
    expect(event!.at).toBeGreaterThanOrEqual(before - 1);
    expect(event!.at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);

    await shot(page, 'inbox');
    await checkPage(page);

    // The leads file for Excel: the filtered lead, UTF-8 with its byte-order mark.
    await page.getByText('Downloads', { exact: true }).click();
    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Leads for Excel (CSV)' }).click(),
    ]);
    expect(excel.suggestedFilename()).toBe(`leads-${indiaToday()}.csv`);
    const csv = await downloaded(excel);
    expect(csv.startsWith('\uFEFFReference,Kind,')).toBe(true);
    const rows = csv.slice(1).split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`${ref},quote,`);
    expect(rows[1]).toContain(',booked,');
    expect(rows[1]).toContain(`'${display}`);

    // The Google Ads file: Google's two header lines, and the booking at its India time.
    const [ads] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Google Ads conversions (CSV)' }).click(),
    ]);
    const lines = (await downloaded(ads)).split('\r\n');
    expect(lines[0]).toBe('Parameters:TimeZone=+0530');
    expect(lines[1]).toBe(
      'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
    );
    const row = lines.find((l) => l.startsWith(`${gclid},`));
    expect(row).toMatch(
      new RegExp(`^${gclid},Booked move,${indiaToday()} \\d\\d:\\d\\d:\\d\\d,,$`),
    );

    // The report counts it for its page and its source.
    await page.getByRole('button', { name: 'Report' }).click();
    const byPage = page.getByRole('table', { name: 'By page' });
    const pageRow = byPage.getByRole('row', { name: own });
    await expect(pageRow).toBeVisible();
    const counts = (rowText: string) => rowText.trim().split(/\s+/).slice(-2).map(Number);
    expect(counts(await pageRow.innerText())).toEqual([1, 1]);
    const sourceRow = page
      .getByRole('table', { name: 'By source' })
      .getByRole('row', { name: /^google \/ cpc/ });
    const [, booked] = counts(await sourceRow.innerText());
    expect(booked).toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('table', { name: 'By city' })).toContainText('Nagpur');

    await shot(page, 'report');
    await checkPage(page);
  });
});

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('keeps no copy of the inbox or of what its API answers', async ({ page }) => {
    await page.goto('/form');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Signed in, the owner downloads the leads: a navigation to /api/admin/leads.csv.
    await signIn(page);
    await page.getByText('Downloads', { exact: true }).click();
    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Leads for Excel (CSV)' }).click(),
    ]);
    // A page visited after it is kept: by then the worker has done whatever it does with /admin.
    await page.goto('/contactus');
    const cached = () =>
      page.evaluate(async () => {
        const all: string[] = [];
        for (const name of await caches.keys())
          for (const r of await (await caches.open(name)).keys()) all.push(new URL(r.url).pathname);
        return all;
      });
    await expect.poll(cached).toContain('/contactus');
    expect((await cached()).filter((p) => /^\/(admin|api)\b/.test(p))).toEqual([]);
  });
});
