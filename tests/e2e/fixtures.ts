import { test as base, expect, type Locator, type Page, type Route } from '@playwright/test';
import { closeLeadsDb } from './leads-db';

/**
 * Uncaught page errors fail the test. No test touches the internet: the browser resolves no host
 * name but localhost and 127.0.0.1 (`--host-resolver-rules` in playwright.config.ts), so a request to any other
 * host fails at once, and specs that need an outside answer stub it with page.route.
 */
export const test = base.extend<{ pageErrors: Error[]; turnstile: boolean }, { leadsDb: void }>({
  // A worker that read the leads' database closes its connection when it ends (tests/e2e/leads-db.ts).
  leadsDb: [
    async ({}, use) => {
      await use();
      await closeLeadsDb();
    },
    { scope: 'worker', auto: true },
  ],
  pageErrors: async ({}, use) => {
    await use([]);
  },
  // The test build has a Turnstile site key (tests/e2e/build-env.json), whose script the page asks
  // for when it sends a lead to the edge. A spec that sends one sets `test.use({ turnstile: true })`
  // and its pages get a stub of that script: its widget answers at once with a token the edge's
  // stub verifier accepts, or with `window.__turnstileToken` where a test sets one. Only those:
  // a route makes the browser hand every request of the page to the test runner, which costs
  // about a tenth of a page load's CPU (docs/testing.md#where-the-time-goes).
  turnstile: [false, { option: true }],
  page: async ({ page, pageErrors, turnstile }, use) => {
    page.on('pageerror', (err) => pageErrors.push(err));
    if (turnstile)
      await page
        .context()
        .route(`${TURNSTILE_ORIGIN}/**`, (route) =>
          route.fulfill({ status: 200, contentType: 'text/javascript', body: TURNSTILE_STUB }),
        );
    await use(page);
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';
const TURNSTILE_STUB = `window.turnstile = {
  render(el, o) {
    const token = window.__turnstileToken || 'pass-token';
    setTimeout(() => o.callback(token), 20);
    return 'stub-widget';
  },
  remove() {},
};`;

/** Paths of every fixed route (docs/product.md#routes). */
export const fixedRoutes = [
  '/',
  '/contactus',
  '/form',
  '/mainbranches',
  '/whychoose',
  '/about',
  '/menu',
  '/ourservices',
  '/workprocess',
  '/locations',
  '/branch',
  '/household',
  '/office',
  '/vehicle',
  '/warehouse',
  '/becameoneofus',
  '/beaware',
  '/review',
  '/gallery',
  '/terms-and-conditions',
  '/packagematerial',
  '/blog',
  '/privacy-policy',
  '/packers-and-movers-charges',
];

/** Scrolls to the very end; the footer renders as it nears (content-visibility), so repeat. */
export async function scrollToBottom(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const before = window.scrollY;
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        return window.scrollY === before && window.scrollY > 0;
      }),
    )
    .toBe(true);
}

/** Waits until React has hydrated the element matching `selector` (its props are attached). */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactProps'));
  }, selector);
}

/**
 * Scripts the page receives from now on whose text contains `marker` (a string only that code
 * carries, e.g. Leaflet's class name): proof of which code a page has loaded, and when.
 */
export function watchScripts(page: Page, marker: string): string[] {
  const urls: string[] = [];
  page.on('response', async (r) => {
    if (r.request().resourceType() !== 'script') return;
    const body = await r.text().catch(() => '');
    if (body.includes(marker)) urls.push(r.url());
  });
  return urls;
}

export const EMAIL_API = 'https://api.emailjs.com/api/v1.0/email/send';

export type Reply = { status: number; body: string };

/** Stubs the e-mail API; records each JSON payload. */
export async function stubEmailApi(
  page: Page,
  reply: Reply | (() => Reply) = { status: 200, body: 'OK' },
) {
  const sent: Record<string, unknown>[] = [];
  await page.context().route(EMAIL_API, async (route: Route) => {
    sent.push(route.request().postDataJSON() as Record<string, unknown>);
    const r = typeof reply === 'function' ? reply() : reply;
    await route.fulfill({
      status: r.status,
      body: r.body,
      headers: { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'text/plain' },
    });
  });
  return sent;
}

/**
 * Records the chat links the page opens, without opening a tab (offline it would only show an
 * error page): `window.open` answers with a stand-in window, as a browser that opened it would.
 */
export async function recordChatLinks(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __chat: string[] };
    w.__chat = [];
    window.open = (url?: string | URL) => {
      w.__chat.push(String(url));
      return {} as Window;
    };
  });
  return async () => {
    const links = await page.evaluate(() => (window as unknown as { __chat: string[] }).__chat);
    return links.map((l) => new URL(l).searchParams.get('text')?.split('\n') ?? []);
  };
}

/** The lines of the chat message carried by the WhatsApp link inside `within` (a sent panel). */
export async function chatLines(within: Locator): Promise<string[]> {
  const href = await within.locator('a[href^="https://wa.me/"]').first().getAttribute('href');
  return new URL(href ?? '').searchParams.get('text')?.split('\n') ?? [];
}
