import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIResponse, Page } from '@playwright/test';
import { TURNSTILE_ORIGIN, expect, test, waitForHydration } from './fixtures';
import { OUT } from '../export/export';
import { MapPickerDialog, MapStubs } from './pages/map-picker';
import { QuoteFormPage } from './pages/quote-form';

/**
 * The headers of out/_headers (public/_headers with this build's Content-Security-Policy,
 * scripts/csp.mjs) as the deployment sends them: the test server is Cloudflare's own runtime (`wrangler pages dev`,
 * scripts/serve.mjs), which applies the file as Cloudflare Pages does. The expected values are read
 * from the file itself; the properties the site relies on (no framing, nosniff, a year of cache
 * for hashed files...) are also written out here, so that loosening the file fails a test too.
 * Then the pages at work under that policy: no CSP violation on load, the map and the quote form
 * included.
 */

/** A header's value, or null where the rule detaches it (`! Name`). */
type Rule = { pattern: string; headers: [name: string, value: string | null][] };

/**
 * The rules of a _headers file: a path pattern, then its indented `Name: value` lines, and
 * `! Name` lines that take a header another rule gave back off (Cloudflare Pages' syntax).
 */
function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const detached = /^\s+!\s*([^:\s]+)\s*$/.exec(line);
    const header = /^\s+([^:\s]+):\s*(.*?)\s*$/.exec(line);
    if ((!header && !detached) || !rules.length)
      throw new Error(`Unreadable line in _headers: ${line}`);
    if (detached) rules.at(-1)!.headers.push([detached[1]!.toLowerCase(), null]);
    else rules.at(-1)!.headers.push([header![1]!.toLowerCase(), header![2]!]);
  }
  return rules;
}

const rules = parseHeadersFile(readFileSync(path.join(OUT, '_headers'), 'utf8'));

/** Whether a rule's pattern covers a path (`*` stands for any run of characters, `/` included). */
function covers(pattern: string, pathname: string): boolean {
  const parts = pattern.split('*').map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.*')}$`).test(pathname);
}

/**
 * The headers out/_headers gives a path: those of every rule that covers it, less those a rule
 * detaches (null).
 */
function expectedHeaders(pathname: string): Map<string, string | null> {
  const headers = new Map<string, string | null>();
  for (const rule of rules.filter((r) => covers(r.pattern, pathname))) {
    for (const [name, value] of rule.headers) {
      const had = headers.get(name);
      headers.set(name, value === null ? null : had ? `${had}, ${value}` : value);
    }
  }
  return headers;
}

function expectHeadersAsWritten(res: APIResponse, pathname: string) {
  const sent = res.headers();
  const expected = expectedHeaders(pathname);
  expect(expected.size, `${pathname}: headers in out/_headers`).toBeGreaterThan(0);
  for (const [name, value] of expected)
    expect(sent[name], `${pathname}: ${name}`).toBe(value ?? undefined);
}

/** A Content-Security-Policy as its directives, each with its list of sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

const headerCsp = expectedHeaders('/').get('content-security-policy')!;

// Pages of each kind, both languages, and an unknown path (the 404 page gets them too).
const PAGES = ['/', '/form', '/packers-movers-in-pune', '/locations', '/hi', '/hi/form', '/hi/xyz'];

test.describe('the headers of out/_headers, as sent', () => {
  test('every page gets the security headers as written', async ({ request }) => {
    for (const pathname of PAGES) {
      const res = await request.get(pathname);
      expect(res.status(), pathname).toBe(pathname === '/hi/xyz' ? 404 : 200);
      expectHeadersAsWritten(res, pathname);
    }
  });

  test('the security headers say what the site relies on', async ({ request }) => {
    const res = await request.get('/form');
    const sent = res.headers();
    const csp = directives(sent['content-security-policy'] ?? '');
    // No framing (clickjacking), no plug-ins, no <base> elsewhere, nothing from elsewhere by default.
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // Scripts only from our own origin (the inline ones are pinned by hash in each page's <meta>).
    // (Cloudflare Turnstile's script too: the test build has a site key.)
    expect(csp.get('script-src')).toEqual(["'self'", "'unsafe-inline'", TURNSTILE_ORIGIN]);
    expect(csp.get('frame-src')).toEqual([TURNSTILE_ORIGIN]);
    // The form's action without JavaScript is a mailto: address; nothing else receives a form.
    expect(csp.get('form-action')).toEqual(["'self'", 'mailto:']);
    // Data goes only to us (the pages' data, the leads endpoint) and the geocoder: with the
    // endpoint, the browser never calls the e-mail API.
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://nominatim.openstreetmap.org',
      TURNSTILE_ORIGIN,
    ]);
    expect(sent['x-content-type-options']).toBe('nosniff');
    expect(sent['x-frame-options']).toBe('DENY');
    expect(sent['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(sent['cross-origin-opener-policy']).toBe('same-origin');
    expect(sent['permissions-policy']).toContain('geolocation=()');
    // HTTPS only, for at least a year, subdomains included.
    const hsts = sent['strict-transport-security'] ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
  });

  test('a hashed build file is cached for a year, immutable', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // Scripts and fonts the page names, and the stylesheets it carries inline (named in its
    // <style data-href>), which a later client-side navigation fetches.
    const files = [
      ...[...html.matchAll(/\s(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css|woff2))"/g)].map(
        (m) => m[1]!,
      ),
      ...[...html.matchAll(/\sdata-href="([^"]+)"/g)].flatMap((m) => m[1]!.split(' ')),
    ];
    expect(files.some((f) => f.endsWith('.css'))).toBe(true);
    for (const pathname of new Set(files)) {
      const res = await request.get(pathname);
      expect(res.status(), pathname).toBe(200);
      expectHeadersAsWritten(res, pathname);
      const cache = res.headers()['cache-control'] ?? '';
      expect(cache, pathname).toContain('immutable');
      expect(cache, pathname).toContain('max-age=31536000');
      // Only what applies to such a file: nosniff, not the pages' policies.
      expect(res.headers()['x-content-type-options'], pathname).toBe('nosniff');
      expect(res.headers()['content-security-policy'], pathname).toBeUndefined();
    }
  });

  test('a page is revalidated on every visit, so a deployment reaches visitors at once', async ({
    request,
  }) => {
    for (const pathname of ['/', '/form', '/hi/packers-movers-in-pune']) {
      const res = await request.get(pathname);
      // _headers has no rule for pages: Cloudflare Pages' own default applies.
      const cache =
        expectedHeaders(pathname).get('cache-control') ?? 'public, max-age=0, must-revalidate';
      expect(res.headers()['cache-control'], pathname).toBe(cache);
      expect(cache).toMatch(/max-age=0\b|no-cache/);
      expect(cache).not.toContain('immutable');
    }
    // And a 404 answer is never stored.
    expect((await request.get('/no-such-page')).headers()['cache-control']).toBe('no-store');
  });

  test('robots.txt and the sitemap are served as text and XML, as a CDN serves them', async ({
    request,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
  });

  test('every rule of out/_headers is applied to a file or a page it covers', async ({
    request,
  }) => {
    const all = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) => {
        const p = path.join(dir, name);
        return statSync(p).isDirectory() ? walk(p) : ['/' + path.relative(OUT, p)];
      });
    })(OUT);
    const files = all.filter(
      (f) => !f.endsWith('.html') && !f.endsWith('.txt') && f !== '/_headers',
    );
    // A page by the path it is served at (a rule for one page: /admin).
    const pages = all.filter((f) => f.endsWith('.html')).map((f) => f.replace(/\.html$/, ''));
    // Cloudflare Pages applies _headers to static files only, not to what a function answers
    // (/api/...): those functions set the same headers themselves (tests/e2e/admin.spec.ts).
    for (const { pattern } of rules.filter(
      (r) => r.pattern !== '/*' && !r.pattern.startsWith('/api/'),
    )) {
      const file = files.find((f) => covers(pattern, f)) ?? pages.find((f) => covers(pattern, f));
      expect(file, `a file under ${pattern} (a rule that covers nothing?)`).toBeDefined();
      const res = await request.get(file!);
      expect(res.status(), file).toBe(200);
      expectHeadersAsWritten(res, file!);
    }
  });
});

/** Every CSP violation the page reports, by event and in its console. */
async function watchViolations(page: Page) {
  const console: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Refused to/i.test(m.text())) {
      console.push(m.text());
    }
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.cspViolations.push(`${e.effectiveDirective} ${e.blockedURI} (${e.originalPolicy})`);
    });
  });
  return {
    console,
    events: () =>
      page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

async function hydrated(page: Page) {
  await waitForHydration(page, 'header .logo');
  await page.waitForLoadState('networkidle');
}

test.describe('the pages work under the policy', () => {
  let stubs: MapStubs;
  test.beforeEach(async ({ page }) => {
    stubs = new MapStubs(page);
    await stubs.install();
  });

  for (const pathname of ['/', '/packers-movers-in-pune', '/hi']) {
    test(`${pathname} loads without a CSP violation`, async ({ page }) => {
      const violations = await watchViolations(page);
      const res = await page.goto(pathname);
      expect(res?.headers()['content-security-policy']).toBe(headerCsp);
      await hydrated(page);
      expect(await violations.events()).toEqual([]);
      expect(violations.console).toEqual([]);
    });
  }

  test('/locations: the map and its tiles load without a CSP violation', async ({ page }) => {
    const violations = await watchViolations(page);
    const res = await page.goto('/locations');
    expect(res?.headers()['content-security-policy']).toBe(headerCsp);
    await hydrated(page);
    await page.locator('.map-frame').scrollIntoViewIfNeeded();
    await page.locator('.leaflet-container').waitFor();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    // Tiles from the tile server the policy names, drawn (img-src).
    await expect.poll(() => stubs.tileRequests.length).toBeGreaterThan(0);
    await expect(page.locator('img.leaflet-tile-loaded').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(await violations.events()).toEqual([]);
    expect(violations.console).toEqual([]);
  });

  test('/form: typing, the estimate, the map picker and the geocoder work without a CSP violation', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const form = new QuoteFormPage(page);
    const res = await page.goto('/form');
    expect(res?.headers()['content-security-policy']).toBe(headerCsp);
    await form.waitUntilLive();
    // The locality list (connect-src 'self') and the code loaded on demand (script-src 'self').
    const localities = page.waitForResponse((r) => r.url().endsWith('/data/localities.json'));
    await form.from.pressSequentially('Wakad');
    expect((await localities).status()).toBe(200);
    await form.to.fill('Bangalore');
    // The map picker: Leaflet, its tiles (img-src) and a reverse lookup (connect-src).
    const picker = new MapPickerDialog(page);
    await picker.open('Moving To');
    await picker.clickAt(0.4, 0.4);
    await expect.poll(() => stubs.geocodeRequests.length).toBe(1);
    await expect(form.to).toHaveValue('Chennai');
    await page.waitForLoadState('networkidle');
    expect(await violations.events()).toEqual([]);
    expect(violations.console).toEqual([]);
  });

  test('the header policy is enforced, not only sent: a request to another host is refused', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto('/');
    await hydrated(page);
    const outcome = await page.evaluate(() =>
      fetch('https://elsewhere.example/').then(
        () => 'fetched',
        () => 'refused',
      ),
    );
    expect(outcome).toBe('refused');
    // Reported against the header's policy itself (each page's <meta> policy reports its own).
    await expect
      .poll(violations.events)
      .toContain(`connect-src https://elsewhere.example/ (${headerCsp})`);
  });

  test('no page of the site can be framed', async ({ page, baseURL }) => {
    const refusals: string[] = [];
    page.on('console', (m) => refusals.push(m.text()));
    await page.setContent(`<iframe src="${baseURL}/form" title="framed"></iframe>`);
    await expect
      .poll(() => refusals.join('\n'))
      .toMatch(
        /violates the following Content Security Policy directive: "frame-ancestors 'none'"/,
      );
    // In the frame's place, the browser's error page: none of ours.
    const framed = page.frames().find((f) => f !== page.mainFrame());
    expect(framed?.url()).not.toContain(baseURL!);
    expect(await framed?.locator('header .logo').count()).toBe(0);
  });
});
