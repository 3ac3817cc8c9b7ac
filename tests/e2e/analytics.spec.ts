import { axeOn } from './axe';
import type { Page } from '@playwright/test';
import { TURNSTILE_ORIGIN, expect, recordChatLinks, stubEmailApi, test } from './fixtures';
import { QuoteFormPage } from './pages/quote-form';
import { aMonthFromToday } from './move-date';
import { audit } from './layout-audit';
import measuringIds from './analytics-test-ids.json';
import { consentText as en } from '../../content/consent-text';
import { consentText as hi } from '../../content/hi/consent-text';
import { noTracking, privacyMeasuring } from '../../content/privacy';

/**
 * Measuring with consent (docs/analytics.md). The main build (out/) has no Google id: it must show
 * no notice and reach no host but ours. The second build (.e2e/out-emailjs) has test ids
 * (tests/e2e/analytics-test-ids.json, scripts/build-e2e.mjs): there Google's hosts answer with a
 * stand-in for gtag.js that runs nothing, so what the page asked of the tag is what it pushed to
 * `dataLayer`, and what it fetched from Google is what the routes below saw.
 */
const MEASURED = `http://localhost:${process.env.E2E_EMAIL_PORT ?? 3101}`;
const SHOTS = '.shots';

const GOOGLE_HOST =
  /^https:\/\/([\w-]+\.)*(google|googletagmanager|google-analytics|doubleclick|googleadservices|googlesyndication)\.[a-z.]+\//;

/** Every request the page makes to another host than ours (they fail: nothing resolves). */
function outsideRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    const { hostname } = new URL(r.url());
    if (!['localhost', '127.0.0.1'].includes(hostname) && !r.url().startsWith('data:'))
      urls.push(r.url());
  });
  return urls;
}

/** Google's hosts answered with a gtag.js that only counts that it ran; returns what was fetched. */
async function stubGoogle(page: Page): Promise<string[]> {
  const fetched: string[] = [];
  await page.context().route(GOOGLE_HOST, (route) => {
    fetched.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'window.__fakeGtag = (window.__fakeGtag || 0) + 1;',
    });
  });
  return fetched;
}

/** The page's dataLayer as arrays (gtag pushes Arguments objects), or null when there is none. */
function dataLayer(page: Page): Promise<unknown[][] | null> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: IArguments[] }).dataLayer;
    return layer ? layer.map((args) => JSON.parse(JSON.stringify(Array.from(args)))) : null;
  });
}

const eventsNamed = (layer: unknown[][] | null, name: string) =>
  (layer ?? []).filter((c) => c[0] === 'event' && c[1] === name);

/** Content-Security-Policy violations the page reports, from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

const request = {
  from: 'Chennai',
  to: 'Bangalore',
  phone: '98765 00000',
  time: aMonthFromToday().value,
  service: 'Home Shifting',
};

/** Fills and sends the quote form (the chat link recorded, not opened); returns the reference. */
async function sendQuote(form: QuoteFormPage): Promise<string> {
  await form.fill(request);
  await form.submit.click();
  const code = form.status.locator('.sent__code');
  await expect(code).toHaveText(/^SE-/);
  return (await code.textContent())!;
}

const notice = (page: Page, words = en) => page.getByRole('region', { name: words.title });

test.describe('a build without Google ids', () => {
  test('shows no notice and no settings link, and reaches no host but ours, a quote sent included', async ({
    page,
  }) => {
    const outside = outsideRequests(page);
    await recordChatLinks(page);
    for (const path of ['/', '/about', '/hi', '/privacy-policy']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.consent')).toHaveCount(0);
      await expect(page.locator('[data-consent-open]')).toHaveCount(0);
      expect(await dataLayer(page), path).toBeNull();
    }
    // The privacy notice says nothing is measured, as it did.
    await expect(page.getByText(noTracking)).toBeVisible();
    await expect(page.getByRole('heading', { name: privacyMeasuring.section.title })).toHaveCount(
      0,
    );

    const form = new QuoteFormPage(page);
    await form.goto('/form');
    await sendQuote(form);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.consent')).toHaveCount(0);
    expect(await dataLayer(page)).toBeNull();
    // Ours only; and Cloudflare Turnstile's script, which this test build has on purpose
    // (tests/e2e/build-env.json) and loads when a lead is sent.
    expect(outside.filter((url) => !url.startsWith(`${TURNSTILE_ORIGIN}/`))).toEqual([]);
  });
});

test.describe('a build with Google ids asks first', () => {
  // Sections fade in as they are scrolled to; axe would read their text mid-fade.
  test.use({ reducedMotion: 'reduce' });

  test('nothing is asked of Google before an answer, a quote sent included', async ({ page }) => {
    const outside = outsideRequests(page);
    const fetched = await stubGoogle(page);
    await stubEmailApi(page);
    await recordChatLinks(page);
    const form = new QuoteFormPage(page);
    await form.goto(`${MEASURED}/form`);
    const region = notice(page);
    await expect(region).toBeVisible();
    // What is measured, by whom and why, and how to change the answer later.
    await expect(region).toContainText(en.body('Google Analytics and Google Ads'));
    await expect(region).toContainText(en.note);
    await expect(region.getByRole('link', { name: en.more })).toHaveAttribute(
      'href',
      '/privacy-policy#measuring-visits',
    );
    await expect(region.getByRole('button', { name: en.accept })).toBeVisible();
    await expect(region.getByRole('button', { name: en.decline })).toBeVisible();
    // A non-modal region: the page behind it works.
    await expect(page.locator('dialog[open]')).toHaveCount(0);

    await sendQuote(form);
    await page.waitForTimeout(500);
    expect(fetched).toEqual([]);
    expect(outside.filter((url) => GOOGLE_HOST.test(url))).toEqual([]);
    expect(await dataLayer(page)).toBeNull();
  });

  test('Accept loads the tag; a quote sent is one generate_lead, with the reference the page shows', async ({
    page,
  }) => {
    const fetched = await stubGoogle(page);
    const violations = await recordViolations(page);
    await stubEmailApi(page);
    await recordChatLinks(page);
    const form = new QuoteFormPage(page);
    await form.goto(`${MEASURED}/form?from=Wakad&utm_source=google&utm_campaign=pune`);
    await notice(page).getByRole('button', { name: en.accept }).click();
    await expect(notice(page)).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => (window as { __fakeGtag?: number }).__fakeGtag))
      .toBe(1);
    expect(fetched).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${measuringIds.NEXT_PUBLIC_GA4_ID}`,
    ]);

    let layer = await dataLayer(page);
    // Consent Mode v2: all denied first, then what was accepted.
    expect(layer![0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ]);
    expect(layer![1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_personalization: 'denied' }),
    ]);
    expect(eventsNamed(layer, 'page_view')).toHaveLength(1);
    expect(eventsNamed(layer, 'generate_lead')).toEqual([]);

    await form.fill({ from: '' });
    const ref = await sendQuote(form);
    await expect
      .poll(async () => eventsNamed(await dataLayer(page), 'generate_lead').length)
      .toBe(1);
    await page.waitForTimeout(300);
    layer = await dataLayer(page);
    const leads = eventsNamed(layer, 'generate_lead');
    expect(leads).toHaveLength(1);
    expect(leads[0]![2]).toMatchObject({
      send_to: measuringIds.NEXT_PUBLIC_GA4_ID,
      transaction_id: ref,
      lead_id: ref,
      lead_kind: 'quote',
    });
    expect(eventsNamed(layer, 'conversion')).toEqual([
      [
        'event',
        'conversion',
        expect.objectContaining({
          send_to: `${measuringIds.NEXT_PUBLIC_GOOGLE_ADS_ID}/${measuringIds.NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL}`,
          transaction_id: ref,
        }),
      ],
    ]);
    // The page is named without the places in its address; the campaign stays.
    expect(leads[0]![2]).toMatchObject({
      page_location: `${MEASURED}/form?utm_source=google&utm_campaign=pune`,
    });
    expect(JSON.stringify(layer)).not.toMatch(/Wakad|Chennai|Bangalore|98765/);
    expect(await violations()).toEqual([]);
  });

  test('a tap on a call or WhatsApp link is an event, the chat link without its text', async ({
    page,
  }) => {
    await stubGoogle(page);
    await page.goto(`${MEASURED}/contactus`);
    await notice(page).getByRole('button', { name: en.accept }).click();
    await expect.poll(async () => eventsNamed(await dataLayer(page), 'page_view').length).toBe(1);
    // The taps are heard; the dialler and WhatsApp are not opened.
    await page.evaluate(() =>
      window.addEventListener('click', (e) => e.preventDefault(), { capture: true }),
    );
    await page.locator('footer a[href^="tel:"]').first().click();
    await page.locator('[data-quick-actions="chat"]').click();
    const layer = await dataLayer(page);
    expect(eventsNamed(layer, 'click_to_call').map((c) => c[2])).toEqual([
      expect.objectContaining({ link_url: expect.stringMatching(/^tel:\+91\d{10}$/) }),
    ]);
    expect(eventsNamed(layer, 'click_to_whatsapp').map((c) => c[2])).toEqual([
      expect.objectContaining({ link_url: expect.stringMatching(/^https:\/\/wa\.me\/\d+$/) }),
    ]);
  });

  test('Decline loads nothing, and the answer holds after a reload', async ({ page }) => {
    const fetched = await stubGoogle(page);
    await page.goto(`${MEASURED}/`);
    await notice(page).getByRole('button', { name: en.decline }).click();
    await expect(notice(page)).toHaveCount(0);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.consent')).toHaveCount(0);
    expect(fetched).toEqual([]);
    expect(await dataLayer(page)).toBeNull();
  });

  test('Accept holds after a reload: the tag loads without asking again', async ({ page }) => {
    const fetched = await stubGoogle(page);
    await page.goto(`${MEASURED}/about`);
    await notice(page).getByRole('button', { name: en.accept }).click();
    await expect.poll(() => fetched.length).toBe(1);
    await page.reload();
    await expect.poll(() => fetched.length).toBe(2);
    await expect(page.locator('.consent')).toHaveCount(0);
  });

  test('the footer link reopens the notice with the answer given; Decline then withdraws', async ({
    page,
  }) => {
    await stubGoogle(page);
    await stubEmailApi(page);
    await recordChatLinks(page);
    const form = new QuoteFormPage(page);
    await form.goto(`${MEASURED}/form`);
    await notice(page).getByRole('button', { name: en.accept }).click();
    await expect.poll(async () => eventsNamed(await dataLayer(page), 'page_view').length).toBe(1);

    const settings = page.getByRole('contentinfo').getByRole('link', { name: en.settings });
    await settings.click();
    const region = notice(page);
    await expect(region).toBeVisible();
    await expect(region).toBeFocused();
    await expect(region).toContainText(en.current.granted);
    // Keyboard: Tab reaches the answers; Decline by Enter.
    await page.keyboard.press('Tab');
    await expect(region.getByRole('link', { name: en.more })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: en.decline })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(region).toHaveCount(0);
    await expect(settings).toBeFocused();
    expect(
      await page.evaluate(
        () => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST123456'],
      ),
    ).toBe(true);

    // Withdrawn: a lead sent now is not reported.
    await sendQuote(form);
    await page.waitForTimeout(500);
    expect(eventsNamed(await dataLayer(page), 'generate_lead')).toEqual([]);

    // Reopened again, it says so; Escape shuts it and gives focus back.
    await settings.click();
    await expect(region).toContainText(en.current.denied);
    await page.keyboard.press('Escape');
    await expect(region).toHaveCount(0);
    await expect(settings).toBeFocused();
  });

  test('a Hindi page asks in Hindi, and its footer link is in Hindi', async ({ page }) => {
    const fetched = await stubGoogle(page);
    await page.goto(`${MEASURED}/hi/form`);
    const region = notice(page, hi);
    await expect(region).toBeVisible();
    await expect(region).toContainText(hi.body('गूगल एनालिटिक्स और गूगल ऐड्स'));
    await expect(region).toContainText(hi.note);
    await expect(region.getByRole('button', { name: hi.accept })).toBeVisible();
    await expect(region.getByRole('button', { name: hi.decline })).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: hi.settings }),
    ).toBeVisible();
    await region.getByRole('button', { name: hi.accept }).click();
    await expect.poll(() => fetched.length).toBe(1);
  });

  test('the privacy policy says what is measured, by whom, why and how to withdraw', async ({
    page,
  }) => {
    await page.goto(`${MEASURED}/privacy-policy#measuring-visits`);
    const section = page.locator('#measuring-visits');
    await expect(section.getByRole('heading')).toContainText(privacyMeasuring.section.title);
    await expect(section).toContainText('Google Analytics and Google Ads');
    await expect(section).toContainText('Section 6 of the DPDP Act');
    await expect(section).toContainText(`“${en.settings}”`);
    await expect(page.getByText(noTracking)).toHaveCount(0);
    await expect(page.getByText(privacyMeasuring.noTracking)).toBeVisible();
  });

  test('axe finds nothing serious with the notice open, first shown or reopened, in both languages', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await stubGoogle(page);
    for (const [path, words] of [
      ['/form', en],
      ['/hi/form', hi],
    ] as const) {
      await page.goto(`${MEASURED}${path}`);
      await expect(notice(page, words)).toBeVisible();
      const check = async () => {
        const results = await axeOn(page)
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        return results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      };
      expect(await check()).toEqual([]);
      await notice(page, words).getByRole('button', { name: words.decline }).click();
      await page.getByRole('contentinfo').getByRole('link', { name: words.settings }).click();
      await expect(notice(page, words)).toBeFocused();
      expect(await check()).toEqual([]);
      await page.evaluate(() => localStorage.clear());
    }
  });
});

test.describe('the notice on a phone and on a desktop', () => {
  for (const [lang, words, path] of [
    ['en', en, '/form'],
    ['hi', hi, '/hi/form'],
  ] as const) {
    test(`${lang}: at 360 px nothing sticks out, the quick actions ride above it, fields scroll clear of both`, async ({
      page,
    }) => {
      await stubGoogle(page);
      await page.setViewportSize({ width: 360, height: 740 });
      const form = new QuoteFormPage(page, lang);
      await form.goto(`${MEASURED}${path}`);
      const region = notice(page, words);
      await expect(region).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/consent-${lang}-360.png` });

      expect(await page.evaluate(audit)).toEqual([]);
      const box = (await region.boundingBox())!;
      // A sheet at the bottom of the screen, across it, well under half of it.
      expect(Math.round(box.y + box.height)).toBe(740);
      expect(box.width).toBeGreaterThanOrEqual(340);
      expect(box.height).toBeLessThan(740 * 0.4);
      // The bar of quick actions sits right above it.
      const actions = page.locator('[data-quick-actions="bar"]');
      const bar = (await actions.boundingBox())!;
      expect(Math.round(bar.y + bar.height)).toBe(Math.round(box.y));
      // A field or the submit button focused is scrolled out from under both.
      for (const control of [form.phone, form.submit]) {
        await control.focus();
        const c = (await control.boundingBox())!;
        expect(c.y + c.height, `${await control.getAttribute('name')}`).toBeLessThanOrEqual(bar.y);
      }
      // The page's end scrolls clear of both: at the bottom, the footer's last link is above them.
      const last = page.getByRole('contentinfo').getByRole('link', { name: words.settings });
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const end = (await last.boundingBox())!;
        expect(end.y + end.height).toBeLessThanOrEqual((await actions.boundingBox())!.y);
        expect((await actions.boundingBox())!.y + bar.height).toBeLessThanOrEqual(box.y + 0.5);
      }).toPass({ timeout: 5_000 });
    });

    test(`${lang}: at 1280 px a low bar, the chat button above it`, async ({ page }) => {
      await stubGoogle(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${MEASURED}${path}`);
      const region = notice(page, words);
      await expect(region).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/consent-${lang}-1280.png` });
      expect(await page.evaluate(audit)).toEqual([]);
      const box = (await region.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(800);
      expect(box.height).toBeLessThan(800 * 0.2);
      const chat = (await page.locator('[data-quick-actions="chat"]').boundingBox())!;
      expect(chat.y + chat.height).toBeLessThanOrEqual(box.y);
    });
  }
});
