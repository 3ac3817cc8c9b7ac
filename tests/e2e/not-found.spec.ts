import { expect, test } from './fixtures';
import { sitemapUrls } from '../export/sitemap-urls';
import { pages as enPages } from '../../content/pages';
import { pages as hiPages } from '../../content/hi/pages';
import { notFoundText as en } from '../../content/not-found-text';
import { notFoundText as hi } from '../../content/hi/not-found-text';

/**
 * An unknown path answers 404 with the home page in its language (docs/product.md#unknown-paths):
 * the Hindi one (out/hi/404.html) under /hi, the English one (out/404.html) elsewhere, each noindex
 * and out of the sitemap. The test server is Cloudflare Pages' own runtime (scripts/serve.mjs),
 * which answers with the nearest 404.html up the path.
 */
const CASES = [
  { path: '/hi/xyz', lang: 'hi-IN', h1: hiPages['/'].h1, words: hi, quote: '/hi/form' },
  { path: '/hi/a/b/c', lang: 'hi-IN', h1: hiPages['/'].h1, words: hi, quote: '/hi/form' },
  { path: '/xyz', lang: 'en-IN', h1: enPages['/'].h1, words: en, quote: '/form' },
  { path: '/blog/xyz', lang: 'en-IN', h1: enPages['/'].h1, words: en, quote: '/form' },
] as const;

for (const { path, lang, h1, words, quote } of CASES) {
  test(`${path} answers 404 with the ${lang === 'hi-IN' ? 'Hindi' : 'English'} home page, noindex`, async ({
    page,
  }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page.locator('main [role="status"]').first()).toHaveText(words.notice);
    await expect(page).toHaveTitle(new RegExp(`^${words.title} – `));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    // Its quote box leads to the form in the same language.
    await expect(page.locator('form.hero-quote')).toHaveAttribute('action', quote);
  });
}

test('the Hindi 404 page is written in Hindi', async ({ page }) => {
  await page.goto('/hi/xyz');
  expect(hi.notice).toMatch(/^[\u0900-\u097F ,।]+$/);
  expect(hiPages['/'].h1).toMatch(/[\u0900-\u097F]/);
  await expect(page.locator('header').getByRole('link', { name: 'कोटेशन मांगें' })).toBeVisible();
});

test('a 404 page at an address like a city page’s hydrates as built, with no language switch', async ({
  page,
}) => {
  // The fixture fails the test on an uncaught error, such as React's hydration error (#418).
  for (const path of ['/packers-movers-in-atlantis', '/hi/packers-movers-in-atlantis']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await page.waitForFunction(() => {
      const el = document.querySelector('header .logo');
      return !!el && Object.keys(el).some((k) => k.startsWith('__react'));
    });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('header .lang-switch'), path).toHaveCount(0);
  }
});

test('neither 404 page is in the sitemap', async ({ request }) => {
  const paths = sitemapUrls().map((u) => new URL(u.loc).pathname);
  expect(paths.length).toBeGreaterThan(120);
  for (const p of ['/404', '/hi/404', '/xyz', '/hi/xyz', '/_not-found']) {
    expect(paths, p).not.toContain(p);
  }
  // As served, too.
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).not.toMatch(/\/404</);
});
