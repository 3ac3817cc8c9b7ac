import type { Browser, Page } from '@playwright/test';
import { axeOn } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { leadByRef } from './leads-db';
import { aMonthFromToday } from './move-date';
import { QuoteFormPage } from './pages/quote-form';
import { forgedFragment, payloadOf, signFragment } from './scope-sign';
import { makeLead, makeScope, utcDay } from '../unit/scope-fixture';
import { bewareText } from '../../content/beaware-text';
import { scopeText as hiScope } from '../../content/hi/scope-text';
import { SCOPE_VALID_DAYS } from '../../content/pricing';
import { scopeText } from '../../content/scope-text';
import { site } from '../../content/site';
import { dateText, readWallClock } from '../../lib/dates';
import { formatRupees } from '../../lib/format';
import { makeQuoteRef } from '../../lib/quote-ref';
import { addDays, scopeFragment, type Scope } from '../../lib/scope-link';

/**
 * A written scope only we can issue (docs/product.md#the-written-scope), in the browser against
 * the export and its edge (`wrangler pages dev`, a local D1, the test-only signing key of
 * tests/e2e/scope-test-keys.json): a scope sent through the form is shown as issued by us; one
 * that is forged, edited or expired is not; an unsigned link of a stored request is issued by
 * `/api/scope`; the checker on /beaware tells them apart.
 */

const NOT_ISSUED = `Not issued by ${site.brand}`;
const day = (iso: string) =>
  dateText(readWallClock(`${iso}T00:00`)!, { locale: 'en-IN', format: '{day} {mon} {year}' });
const issuedLine = (ref: string, date: string) =>
  `Issued by ${site.legalName} under ${ref} on ${day(date)}`;

let seq = 0;
/** A connection and a phone number of the test's own: the endpoint limits leads by both. */
async function ownSender(page: Page): Promise<string> {
  seq += 1;
  const n = (test.info().workerIndex * 50 + seq) % 250;
  await page.setExtraHTTPHeaders({ 'CF-Connecting-IP': `203.0.113.${n + 1}` });
  return `97${String((Date.now() + n) % 1e8).padStart(8, '0')}`;
}

/** Stores a quote lead carrying `scope` at the edge, as the form posts it; the answer's scope. */
async function storeLead(page: Page, scope: Scope): Promise<string | undefined> {
  const phone = await ownSender(page);
  const res = await page.request.post('/api/leads', {
    // The test edge checks Turnstile (tests/e2e/edge-vars.json): a token its stub accepts.
    data: { ...makeLead(scope), phone, turnstile: 'pass-token' },
    headers: { 'CF-Connecting-IP': `203.0.113.${200 + (seq % 50)}` },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { scope?: string }).scope;
}

/** The scope page of a fragment, read on a phone 360 px wide, its check done. */
async function openScope(browser: Browser, fragment: string, path = '/scope') {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${path}#${fragment}`);
  await expect(page.locator('.scope, .scope__status').first()).toBeVisible();
  await expect(page.getByText(scopeText.checking)).toHaveCount(0);
  return { page, close: () => context.close() };
}

/** What a link that is not ours must show, and what it must not. */
async function expectNotIssued(page: Page, why: string) {
  const verdict = page.getByRole('main').getByRole('alert');
  await expect(verdict.getByRole('heading', { name: NOT_ISSUED })).toBeVisible();
  await expect(verdict).toContainText(why);
  for (const advice of bewareText.checker.advice.notOfficial)
    await expect(page.locator('.scope__not-issued .bullets')).toContainText(advice);
  await expect(
    page.getByRole('main').getByRole('link', { name: site.phones.sales }),
  ).toHaveAttribute('href', `tel:${site.phones.sales.replace(/\s/g, '')}`);
  await expect(page.getByText(/^Issued by /)).toHaveCount(0);
  // Nothing of it prints as our paper: not the scope, not the business's line, no print button.
  await expect(page.locator('.scope__items, .scope__price, .scope-issuer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: scopeText.print })).toHaveCount(0);
}

test.describe('a written scope issued by us', () => {
  // The first request is sent through the form, to the edge, behind Turnstile.
  test.use({ turnstile: true });

  test('sent through the form on a city page, it is issued at the edge and shown as ours', async ({
    page,
    browser,
  }) => {
    const phone = await ownSender(page);
    const form = new QuoteFormPage(page);
    await form.goto('/packers-movers-in-pune');
    await form.fill({
      to: 'Mumbai',
      phone,
      time: aMonthFromToday().value,
      service: 'Home Shifting',
    });
    await page.getByLabel('Home Size').selectOption('2 BHK');
    await page.getByRole('button', { name: 'List your items' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Refrigerator', exact: true })).toBeVisible();
    // Priced from the list now, not from the home size.
    const estimate = page.getByRole('status', { name: 'Estimated cost' });
    await expect(estimate).toContainText('Your list: about');
    const range = await estimate.locator('.estimate__range').innerText();
    // A person's pace: the edge keeps a faster lead aside as a bot's.
    await page.waitForTimeout(Math.max(0, 3000 - (await page.evaluate(() => performance.now()))));
    await form.stubWhatsApp();
    const popup = page.waitForEvent('popup');
    await form.submit.click();
    await popup;

    // The link the page shows becomes the issued one once the edge has answered.
    const link = page.getByRole('link', { name: 'Your written scope' });
    await expect(link).toHaveAttribute('href', /#[\w-]+\.[\w-]+\.[\w-]{86}$/);
    const href = new URL((await link.getAttribute('href'))!);
    const ref = (await page.locator('.sent').getAttribute('data-ref'))!;
    const signature = href.hash.split('.')[2];
    expect(await leadByRef(ref)).toMatchObject({ scope_signature: signature, suspect: null });

    const phoneView = await openScope(browser, href.hash.slice(1));
    const sheet = phoneView.page;
    await expect(sheet.getByText(issuedLine(ref, utcDay()))).toBeVisible();
    await expect(sheet.getByRole('heading', { name: `Reference ${ref}` })).toBeVisible();
    await expect(sheet.locator('.scope__price')).toHaveText(range);
    await expect(sheet.getByRole('button', { name: scopeText.print })).toBeVisible();
    await expect(sheet.getByRole('main').getByRole('alert')).toHaveCount(0);
    await sheet.emulateMedia({ media: 'print' });
    await expect(sheet.locator('.scope-issuer')).toContainText(site.gstin);
    await phoneView.close();
  });

  test('an unsigned link of a stored request is issued by /api/scope, and the address gets the signature', async ({
    page,
    browser,
  }) => {
    const scope = makeScope({ ref: makeQuoteRef() });
    const issued = await storeLead(page, scope);
    expect(issued).toMatch(new RegExp(`^${scopeFragment(scope).replace('.', '\\.')}\\.`));
    const asked: string[] = [];
    const { page: sheet, close } = await openScope(browser, scopeFragment(scope));
    sheet.on('request', (r) => r.url().endsWith('/api/scope') && asked.push(r.url()));
    await expect(sheet.getByText(issuedLine(scope.ref, scope.date))).toBeVisible();
    await expect.poll(() => sheet.evaluate(() => window.location.hash)).toBe(`#${issued}`);
    await expect(sheet.locator('.scope__price')).toHaveText(
      `${formatRupees(scope.low)} – ${formatRupees(scope.high)}`,
    );
    // Opened again with the signature, the page needs no one: it checks on the phone.
    await sheet.reload();
    await expect(sheet.getByText(issuedLine(scope.ref, scope.date))).toBeVisible();
    expect(asked).toEqual([]);
    await close();
  });

  test('in Hindi, an issued scope says so in Hindi', async ({ browser }) => {
    const scope = makeScope({ ref: makeQuoteRef() });
    const { page, close } = await openScope(
      browser,
      await signFragment(scopeFragment(scope)),
      '/hi/scope',
    );
    const date = dateText(readWallClock(`${scope.date}T00:00`)!, hiScope.date);
    await expect(
      page.getByText(`${site.legalName} ने यह ब्योरा ${date} को रेफरेंस ${scope.ref} से जारी किया है`),
    ).toBeVisible();
    await close();
  });
});

test.describe('a scope we did not issue', () => {
  const scope = makeScope({ ref: makeQuoteRef() });

  test('forged: its payload edited and its check made again, under our signature', async ({
    browser,
  }) => {
    const signed = await signFragment(scopeFragment(scope));
    const cheaper = forgedFragment({ ...payloadOf(signed), $: [5000, 6000] });
    const { page, close } = await openScope(browser, `${cheaper}.${signed.split('.')[2]}`);
    await expectNotIssued(page, scopeText.why.forged);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(scopeText.priceDiffers);
    await close();
  });

  test('forged without a signature: no request of ours carries it', async ({ browser }) => {
    const upi = forgedFragment({
      ...payloadOf(scopeFragment(scope)),
      f: 'Pay the advance to movers@ybl',
    });
    let dialogs = 0;
    const { page, close } = await openScope(browser, upi);
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await expectNotIssued(page, scopeText.why.unknown);
    await expect(page.getByText('movers@ybl')).toHaveCount(0);
    expect(dialogs).toBe(0);
    await close();
  });

  test('edited by hand: its check no longer matches', async ({ browser }) => {
    const signed = await signFragment(scopeFragment(scope));
    const [payload, check, signature] = signed.split('.') as [string, string, string];
    const edited = forgedFragment({ ...payloadOf(signed), n: 3 }).split('.')[0];
    const { page, close } = await openScope(browser, `${edited}.${check}.${signature}`);
    await expectNotIssued(page, 'has been changed since it was written');
    expect(payload).not.toBe(edited);
    await close();
  });

  test('valid for longer than we publish, even under our signature', async ({ browser }) => {
    const long = { ...scope, validUntil: addDays(scope.date, SCOPE_VALID_DAYS + 30) };
    const { page, close } = await openScope(browser, await signFragment(scopeFragment(long)));
    await expectNotIssued(page, `longer than the ${SCOPE_VALID_DAYS} days`);
    await close();
  });

  test('expired: ours once, but its price no longer holds, and it does not print as ours', async ({
    browser,
  }) => {
    const date = addDays(utcDay(), -(SCOPE_VALID_DAYS + 10));
    const old = makeScope({
      ref: makeQuoteRef(),
      date,
      validUntil: addDays(date, SCOPE_VALID_DAYS),
    });
    const { page, close } = await openScope(browser, await signFragment(scopeFragment(old)));
    await expect(page.locator('.scope__expired')).toContainText(
      `This scope expired on ${day(old.validUntil)}. ${scopeText.expired}`,
    );
    await expect(page.getByText(/^Issued by /)).toHaveCount(0);
    await expect(page.getByRole('button', { name: scopeText.print })).toHaveCount(0);
    await expect(page.locator('.scope-issuer')).toHaveCount(0);
    await close();
  });

  test('our site out of reach: not confirmed until it answers, then issued', async ({
    page,
    browser,
  }) => {
    const stored = makeScope({ ref: makeQuoteRef() });
    await storeLead(page, stored);
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const sheet = await context.newPage();
    await sheet.route('**/api/scope', (route) => route.abort('internetdisconnected'));
    await sheet.goto(`/scope#${scopeFragment(stored)}`);
    await expectNotIssued(sheet, scopeText.why.unchecked);
    await sheet.unroute('**/api/scope');
    await sheet.getByRole('button', { name: scopeText.checkAgain }).click();
    await expect(sheet.getByText(issuedLine(stored.ref, stored.date))).toBeVisible();
    await context.close();
  });

  test('in Hindi, the page says plainly that we did not issue it', async ({ browser }) => {
    const { page, close } = await openScope(
      browser,
      forgedFragment(payloadOf(scopeFragment(scope))),
      '/hi/scope',
    );
    await expect(
      page.getByRole('heading', { name: `यह ब्योरा ${site.brand} ने जारी नहीं किया है` }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(hiScope.why.unknown);
    await close();
  });
});

test('axe finds nothing on an issued scope, an expired one or one we did not issue', async ({
  browser,
}) => {
  const scope = makeScope({ ref: makeQuoteRef() });
  const date = addDays(utcDay(), -(SCOPE_VALID_DAYS + 10));
  const old = makeScope({ ref: makeQuoteRef(), date, validUntil: addDays(date, SCOPE_VALID_DAYS) });
  for (const fragment of [
    await signFragment(scopeFragment(scope)),
    await signFragment(scopeFragment(old)),
    forgedFragment(payloadOf(scopeFragment(scope))),
  ]) {
    const { page, close } = await openScope(browser, fragment);
    await expect(page.locator('main .checker__answer, main .scope__expired')).toBeVisible();
    const results = await axeOn(page)
      .include('main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    await close();
  }
});

test.describe('the checker on /beaware', () => {
  async function check(page: Page, value: string) {
    await page.getByLabel('Check a phone number, website, e-mail or UPI ID').fill(value);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    return page.locator('#checker [role="status"]');
  }

  test('calls a scope link on our domain official only when we issued it', async ({ page }) => {
    await page.goto('/beaware');
    await waitForHydration(page, 'form[aria-label="Check a contact"]');
    const scope = makeScope({ ref: makeQuoteRef() });
    const signed = await signFragment(scopeFragment(scope));
    const ours = `${site.defaultUrl}/scope#${signed}`;
    await expect(await check(page, ours)).toContainText(
      `is a written scope issued by ${site.brand}: our signature on it checks out.`,
    );
    const cheaper = forgedFragment({ ...payloadOf(signed), $: [5000, 6000] });
    const forged = await check(page, `${site.defaultUrl}/scope#${cheaper}.${signed.split('.')[2]}`);
    await expect(forged).toContainText(`is not a written scope issued by ${site.brand}.`);
    await expect(forged).toContainText('Do not pay');
    // The rest of our domain is still our website.
    await expect(await check(page, `${site.defaultUrl}/packers-and-movers-charges`)).toContainText(
      'is an official website',
    );
  });
});
