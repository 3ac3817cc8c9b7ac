import { axeOn } from './axe';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';
import { QuoteFormPage } from './pages/quote-form';

/**
 * The service worker (scripts/service-worker.mjs) on a second visit: the quote form offline, pages
 * visited before, the offline page, what is never cached, a new deployment taking over, the
 * switch that removes the worker, and the site's Content-Security-Policy letting it in.
 */
test.use({ serviceWorkers: 'allow' });
// A first visit installs the worker, which downloads the precache (about 1 MB unpacked) too.
test.describe.configure({ timeout: 60_000 });

/** Waits until the page's worker is active and controls it (clientsClaim: no reload needed). */
async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Waits until every file the page has loaded from /_next/static (a page loaded while the worker
 * controls it) is in a cache, kept for the next visit.
 */
async function waitUntilFilesCached(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const urls = performance
          .getEntriesByType('resource')
          .map((e) => e.name)
          .filter((url) => new URL(url).pathname.startsWith('/_next/static/'));
        const missing: string[] = [];
        for (const url of urls) if (!(await caches.match(url))) missing.push(url);
        return { loaded: urls.length > 0, missing };
      }),
    )
    .toEqual({ loaded: true, missing: [] });
}

/** Every cache and the paths (with query) it holds. */
const cacheContents = (page: Page) =>
  page.evaluate(async () => {
    const all: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      all[name] = keys.map((r) => new URL(r.url).pathname + new URL(r.url).search).sort();
    }
    return all;
  });

/**
 * A stand-in for the CDN in front of the test server, whose /sw.js can be swapped for another:
 * a deployment. (Playwright's routes do not see the browser's update check of a worker script.)
 */
async function deployableHost(upstream: string) {
  let worker: string | null = null;
  const server = http.createServer((req, res) => {
    if (worker !== null && new URL(req.url ?? '/', upstream).pathname === '/sw.js') {
      res.writeHead(200, {
        'Content-Type': 'application/javascript',
        'Cache-Control': 'no-cache',
      });
      res.end(worker);
      return;
    }
    const forward = http.request(
      new URL(req.url ?? '/', upstream),
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: (next: string) => {
      worker = next;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A month from today at 10:30, as a datetime-local field takes it (never a date gone by). */
function aMonthFromNow(): string {
  const d = new Date();
  d.setMonth(d.getMonth() + 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:30`;
}

test.describe('the service worker', () => {
  for (const { lang, path } of [
    { lang: 'en', path: '/form' },
    { lang: 'hi', path: '/hi/form' },
  ] as const) {
    test(`${path}: the quote form opens and sends to WhatsApp without a connection`, async ({
      page,
      context,
    }) => {
      const form = new QuoteFormPage(page, lang);
      await form.stubWhatsApp();
      await form.goto(path);
      // The first visit only looks at the form: what the form loads on demand once a visitor
      // starts on it (the estimate, the message writer, the locality lookup) is precached too.
      await waitForWorker(page);

      await context.setOffline(true);
      const res = await page.goto(path);
      expect(res?.fromServiceWorker()).toBe(true);
      await form.waitUntilLive();
      await form.fill({
        from: 'Chennai',
        to: 'Bangalore',
        phone: '98765 00000',
        time: aMonthFromNow(),
        service: 'Home Shifting',
      });
      await form.submit.click();
      // No signal at the press: no chat tab, which would only fail; the page keeps the request
      // and offers the chat again once the signal is back.
      const offer = form.status.locator('.form-status__fallback');
      await expect(offer).toBeVisible();
      await context.setOffline(false);
      const popup = page.waitForEvent('popup');
      await offer.locator('a[href^="https://wa.me/"]').click();
      const url = new URL((await popup).url());
      expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
      expect(url.searchParams.get('text')).toContain('Pickup: Chennai');
      expect(url.searchParams.get('text')).toContain('Drop: Bangalore');
    });
  }

  test('a page visited before opens; one never visited shows the offline page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForWorker(page);
    // Visited while the worker controls the page, so it keeps a copy.
    await page.goto('/contactus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Our Moving Team');
    await waitUntilFilesCached(page);
    // Its own chunks, which the precache does not hold, are in the runtime cache.
    expect((await cacheContents(page))['shiftease-static']?.length).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.goto('/contactus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Our Moving Team');
    // With its scripts: the contact form comes to life.
    await waitForHydration(page, 'form[aria-label="Contact us"]');

    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Are Offline');
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('link', { name: 'Open the quote form' })).toHaveAttribute(
      'href',
      '/form',
    );
    await expect(page.getByRole('link', { name: '+91 98765 43210' }).first()).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    // The offline page's link leads to the saved form.
    await page.getByRole('link', { name: 'Open the quote form' }).click();
    await expect(page).toHaveURL(/\/form$/);
    await new QuoteFormPage(page).waitUntilLive();

    // Hindi pages fall back to the Hindi offline page.
    await page.goto('/hi/packers-movers-in-pune');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('आप ऑफलाइन हैं');
    await expect(page.getByRole('link', { name: 'कोटेशन फॉर्म खोलें' })).toHaveAttribute(
      'href',
      '/hi/form',
    );
  });

  test('a saved page whose scripts are no longer cached gives way to the offline page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForWorker(page);
    await page.goto('/contactus');
    await waitUntilFilesCached(page);
    // What a deployment or the runtime cache's limit does to the files of an older copy.
    await page.evaluate(async () => {
      const cache = await caches.open('shiftease-static');
      for (const request of await cache.keys()) await cache.delete(request);
    });

    await context.setOffline(true);
    await page.goto('/contactus');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Are Offline');
  });

  test('the offline page, as shown without a connection, passes axe in both languages', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await waitForWorker(page);
    await context.setOffline(true);
    for (const path of ['/gallery', '/hi/packers-movers-in-pune']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path.startsWith('/hi/') ? 'आप ऑफलाइन हैं' : 'You Are Offline',
      );
      const results = await axeOn(page)
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map((v) => v.id),
        path,
      ).toEqual([]);
    }
  });

  test('a 404 answer is never cached', async ({ page, context }) => {
    await page.goto('/');
    await waitForWorker(page);
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    expect(res?.fromServiceWorker()).toBe(true);
    await waitUntilFilesCached(page);
    const cached = Object.entries(await cacheContents(page)).filter(([, paths]) =>
      paths.some((p) => p.startsWith('/no-such-page')),
    );
    expect(cached).toEqual([]);

    // Offline it is not the 404 page either, but the offline page.
    await context.setOffline(true);
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You Are Offline');
  });

  test('a new deployment takes over and removes the old precache', async ({ page, baseURL }) => {
    const host = await deployableHost(baseURL!);
    try {
      await page.goto(`${host.origin}/form`);
      await waitForWorker(page);
      const precacheOf = (all: Record<string, string[]>) =>
        Object.entries(all).find(([name]) => name.includes('-precache-'))?.[1] ?? [];
      const before = precacheOf(await cacheContents(page));
      const hashed = before.filter((p) => !p.includes('__WB_REVISION__='));
      const revisioned = before.filter((p) => p.includes('__WB_REVISION__='));
      expect(hashed.some((p) => p.startsWith('/_next/static/chunks/'))).toBe(true);
      expect(revisioned.map((p) => p.split('?')[0])).toEqual(
        expect.arrayContaining([
          '/form',
          '/hi/form',
          '/offline',
          '/hi/offline',
          '/data/localities.json',
          '/data/names/hi.json',
          '/data/names/ta.json',
        ]),
      );

      // The next deployment: every file without a hash in its name has changed.
      const current = await (await page.request.get(`${host.origin}/sw.js`)).text();
      const next = current.replace(/revision:"([0-9a-f]+)"/g, 'revision:"$1next"');
      expect(next).not.toBe(current);
      host.deploy(next);
      const takeover = page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), {
              once: true,
            }),
          ),
      );
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())!.update();
      });
      await takeover;

      // The old revisions go as the new worker activates; hashed files stay as they were.
      const renewed = revisioned.map((p) => `${p}next`);
      await expect
        .poll(async () => precacheOf(await cacheContents(page)))
        .toEqual([...hashed, ...renewed].sort());
    } finally {
      await host.close();
    }
  });

  test('switched off, the worker removes itself and its caches from a visitor who has it', async ({
    page,
    baseURL,
  }) => {
    const host = await deployableHost(baseURL!);
    try {
      await page.goto(`${host.origin}/form`);
      await waitForWorker(page);
      expect(Object.keys(await cacheContents(page)).length).toBeGreaterThan(0);

      // A build with NEXT_PUBLIC_SERVICE_WORKER=off serves this file as /sw.js.
      host.deploy(readFileSync(join(__dirname, '../../scripts/service-worker-off.js'), 'utf8'));
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())!.update();
      });
      await expect
        .poll(() =>
          page.evaluate(async () => ({
            registered: Boolean(await navigator.serviceWorker.getRegistration()),
            caches: await caches.keys(),
          })),
        )
        .toEqual({ registered: false, caches: [] });
    } finally {
      await host.close();
    }
  });

  test("the CDN's Content-Security-Policy lets the worker in", async ({ page, context }) => {
    // The header every answer gets (out/_headers, which the test server applies as Cloudflare
    // Pages does), on top of each page's own <meta> policy.
    const headers = readFileSync(join(__dirname, '../../out/_headers'), 'utf8');
    const csp = /^\/\*\n\s+Content-Security-Policy: (.+)$/m.exec(headers)?.[1];
    expect(csp).toContain("script-src 'self'");
    const res = await page.goto('/form');
    expect(res?.headers()['content-security-policy']).toBe(csp);
    await waitForWorker(page);
    await context.setOffline(true);
    await page.goto('/form');
    await new QuoteFormPage(page).waitUntilLive();
  });
});
