import { fixedRoutes, expect, test } from './fixtures';
import { footerCityNames } from '../../content/cities';
import { allCities } from '../../lib/cities';

function count(html: string, re: RegExp): number {
  return (html.match(re) ?? []).length;
}

function titleOf(html: string): string {
  return html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
}

test.describe('every route is a real exported page', () => {
  test('fixed routes answer 200 with one h1 in main and a unique title', async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of fixedRoutes) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const html = await res.text();
      expect(count(html, /<h1[\s>]/g), `${path}: h1 count`).toBe(1);
      const main = html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? '';
      expect(count(main, /<h1[\s>]/g), `${path}: h1 inside main`).toBe(1);
      const title = titleOf(html);
      expect(title, `${path}: title`).not.toBe('');
      expect(titles.get(title), `${path} repeats the title of another page`).toBeUndefined();
      titles.set(title, path);
    }
  });

  test('every footer city link leads to its own landing page', async ({ page, request }) => {
    await page.goto('/');
    const hrefs = await page
      .getByRole('navigation', { name: /service cities/i })
      .getByRole('list')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    // A few cities by name (content/cities.ts), then one link to the page with all of them.
    expect(hrefs).toHaveLength(footerCityNames.length);
    await expect(
      page.getByRole('navigation', { name: /service cities/i }).getByRole('link', {
        name: `All ${allCities.length} cities we serve`,
      }),
    ).toHaveAttribute('href', '/locations');
    const titles = new Set<string>();
    for (const href of hrefs) {
      expect(href).toMatch(/^\/packers-movers-in-[a-z-]+$/);
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
      const html = await res.text();
      expect(count(html, /<h1[\s>]/g), href).toBe(1);
      titles.add(titleOf(html));
    }
    expect(titles.size).toBe(hrefs.length);
  });

  test('a multi-word city has its page under a hyphenated slug', async ({ page }) => {
    await page.goto('/packers-movers-in-navi-mumbai');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Packers and Movers in Navi Mumbai',
    );
    await expect(page).toHaveTitle(/Navi Mumbai/);
  });

  test('a trailing slash or .html redirects to the clean URL instead of duplicating it', async ({
    request,
  }) => {
    // As Cloudflare Pages answers: a permanent redirect (308) to the path without them.
    for (const [path, clean] of [
      ['/about/', '/about'],
      ['/about.html', '/about'],
      ['/hi/form/', '/hi/form'],
      ['/index.html', '/'],
    ] as const) {
      const res = await request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(308);
      expect(new URL(res.headers()['location']!, 'http://x').pathname, path).toBe(clean);
    }
  });
});

test.describe('unknown paths', () => {
  test('answer 404 with the home page and noindex', async ({ page }) => {
    const res = await page.goto('/this-page-does-not-exist');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Packers and Movers You Can Trust, Across India',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('region', { name: 'Why families move with us' })).toBeVisible();
  });

  test('a folder path does not list its files', async ({ request }) => {
    for (const path of ['/art', '/_next/static']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
    }
  });
});
