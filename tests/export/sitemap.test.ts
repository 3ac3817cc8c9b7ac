import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { OUT, sitemapUrls } from './sitemap-urls';
import { HTML_LANG, PREFIXED_LOCALES } from '../../lib/i18n';
import { site } from '../../content/site';

/**
 * out/sitemap.xml and out/robots.txt as next-sitemap writes them after the build
 * (next-sitemap.config.js). The site URL is the default one because the export is built
 * without NEXT_PUBLIC_SITE_URL.
 */
const SITE = site.defaultUrl;
const DAY = 24 * 60 * 60 * 1000;

const isNoindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);
const htmlFileOf = (urlPath: string) =>
  path.join(OUT, urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);

/** Every exported page that search engines may index, by path (the Hindi ones in out/hi/ too). */
const indexable = readdirSync(OUT, { recursive: true })
  .map((f) => String(f).split(path.sep).join('/'))
  .filter((f) => f.endsWith('.html'))
  .map((f) => (f === 'index.html' ? '/' : `/${f.replace(/\.html$/, '')}`))
  .filter((p) => !isNoindex(readFileSync(htmlFileOf(p), 'utf8')));

const urls = sitemapUrls();
const pathOf = (loc: string) => new URL(loc).pathname;

describe('sitemap and robots.txt', () => {
  test('the sitemap lists every indexable page and nothing else', () => {
    expect(indexable.length).toBeGreaterThan(120);
    const locs = urls.map((u) => u.loc).sort();
    const expected = indexable.map((p) => (p === '/' ? SITE : `${SITE}${p}`)).sort();
    expect(locs).toEqual(expected);
    expect(new Set(locs).size).toBe(locs.length);
  });

  test('no noindex page, image, data file or page payload is listed', () => {
    for (const { loc } of urls) {
      expect(loc.startsWith(`${SITE}/`) || loc === SITE, loc).toBe(true);
      expect(loc, 'no trailing slash').not.toMatch(/\/$/);
      const p = pathOf(loc);
      expect(
        [
          '/menu',
          '/404',
          '/500',
          '/_not-found',
          '/offline',
          ...PREFIXED_LOCALES.flatMap((l) => [`/${l}/404`, `/${l}/offline`]),
        ],
        loc,
      ).not.toContain(p);
      expect(p, loc).not.toMatch(/^\/(og|data|icon|_next)\b/);
      expect(p, loc).not.toMatch(/\.(txt|json|xml|png|svg|ico|html)$/);
    }
  });

  test('every URL is the canonical link of its page', () => {
    for (const { loc } of urls) {
      const file = htmlFileOf(pathOf(loc));
      expect(existsSync(file), `${loc}: ${path.relative(OUT, file)}`).toBe(true);
      const html = readFileSync(file, 'utf8');
      expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1], loc).toBe(loc);
      expect(isNoindex(html), loc).toBe(false);
    }
  });

  test('every URL has a lastmod: a valid date of the build, within the last 7 days', () => {
    const now = Date.now();
    for (const { loc, lastmod } of urls) {
      // W3C Datetime, as the sitemap protocol asks: a date, or a date and time with a zone.
      expect(lastmod, loc).toMatch(
        /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/,
      );
      const time = Date.parse(lastmod!);
      expect(time, `${loc} lastmod ${lastmod} is in the future`).toBeLessThanOrEqual(now + 60_000);
      expect(time, `${loc} lastmod ${lastmod} is over 7 days old`).toBeGreaterThan(now - 7 * DAY);
    }
  });

  test('the home page, the blog, the quote form and the city pages keep their weight', () => {
    const byPath = new Map(urls.map((u) => [pathOf(u.loc), u]));
    expect(byPath.get('/')).toMatchObject({ changefreq: 'weekly', priority: '1' });
    expect(byPath.get('/blog')).toMatchObject({ changefreq: 'weekly', priority: '0.6' });
    expect(byPath.get('/form')).toMatchObject({ changefreq: 'monthly', priority: '0.9' });
    expect(byPath.get('/about')).toMatchObject({ changefreq: 'monthly', priority: '0.6' });
    const cities = urls.filter((u) => pathOf(u.loc).startsWith('/packers-movers-in-'));
    expect(cities.length).toBeGreaterThan(100);
    for (const city of cities) {
      expect(city, city.loc).toMatchObject({ changefreq: 'monthly', priority: '0.8' });
    }
  });

  test('lists every language, each page with its language versions', () => {
    const locs = new Set(urls.map((u) => u.loc));
    const byPath = new Map(urls.map((u) => [pathOf(u.loc), u]));
    for (const l of PREFIXED_LOCALES) {
      const translated = urls.filter((u) => new RegExp(`^/${l}(/|$)`).test(pathOf(u.loc)));
      expect(translated.length, l).toBeGreaterThan(110);
      expect(byPath.get(`/${l}`)).toMatchObject({ changefreq: 'weekly', priority: '1' });
      expect(byPath.get(`/${l}/form`)).toMatchObject({ priority: '0.9' });
      expect(byPath.get(`/${l}/packers-movers-in-pune`)).toMatchObject({ priority: '0.8' });
    }
    for (const u of urls) {
      const langs = Object.keys(u.alternates);
      if (langs.length === 0) continue;
      expect(langs.sort(), u.loc).toEqual([...Object.values(HTML_LANG), 'x-default'].sort());
      // Every version is a listed page, and the page itself is one of them.
      for (const href of Object.values(u.alternates))
        expect(locs.has(href), `${u.loc} -> ${href}`).toBe(true);
      expect(Object.values(u.alternates), u.loc).toContain(u.loc);
    }
    expect(byPath.get('/packers-movers-in-pune')!.alternates['hi-IN']).toMatch(
      /\/hi\/packers-movers-in-pune$/,
    );
    expect(byPath.get('/packers-movers-in-pune')!.alternates['ta-IN']).toMatch(
      /\/ta\/packers-movers-in-pune$/,
    );
    expect(byPath.get('/gallery')!.alternates).toEqual({});
  });

  test('robots.txt allows crawling and points to the sitemap', () => {
    const robots = readFileSync(path.join(OUT, 'robots.txt'), 'utf8');
    const lines = robots
      .split('\n')
      .map((l) => l.replace(/#.*/, '').trim())
      .filter(Boolean);
    // The group of every crawler: `User-agent: *` and the rules after it.
    const start = lines.findIndex((l) => /^user-agent:\s*\*$/i.test(l));
    expect(start, 'a User-agent: * group').toBeGreaterThanOrEqual(0);
    const group = lines.slice(start + 1);
    const end = group.findIndex((l) => /^user-agent:/i.test(l));
    const rules = end === -1 ? group : group.slice(0, end);
    expect(rules.some((l) => /^allow:\s*\/$/i.test(l))).toBe(true);
    expect(rules.filter((l) => /^disallow:\s*\S/i.test(l))).toEqual([]);

    const sitemaps = lines
      .filter((l) => /^sitemap:/i.test(l))
      .map((l) => l.replace(/^sitemap:\s*/i, ''));
    expect(sitemaps).toContain(`${SITE}/sitemap.xml`);
    for (const url of sitemaps) {
      expect(url.startsWith(`${SITE}/`), url).toBe(true);
      expect(existsSync(path.join(OUT, pathOf(url))), url).toBe(true);
    }
  });
});
