// next-sitemap writes out/sitemap.xml and out/robots.txt from the static export, after
// `next build` (see the build script in package.json). It finds the pages by globbing out/**/*.html
// (`output: 'export'`); the Next.js manifests in .next/ would also list /icon.svg, the /og/*.png
// share images, /data/localities.json and the metadata routes, which are not pages.
//
// What goes in is decided by the exported HTML itself, so the sitemap cannot disagree with the
// pages: a page is listed only if its HTML file exists and is not `noindex` (the menu overlay, the
// 404 page), and under the canonical URL it declares. The site URL is the home page's canonical
// link, so it comes from NEXT_PUBLIC_SITE_URL or content/site.ts exactly as the pages' links do
// and is not written down a second time here.
const { existsSync, readFileSync, readdirSync, rmSync } = require('node:fs');
const path = require('node:path');

const OUT = path.join(__dirname, 'out');

// next-sitemap's CLI catches any error, logs it and exits with status 0 (its cli.js), so a failed
// run would not stop `npm run build`. Remove what an earlier run wrote (it also never deletes a
// sitemap-N.xml it no longer needs), and fail the process unless this run wrote both files again.
const written = () =>
  readdirSync(OUT).filter((f) => f === 'robots.txt' || /^sitemap(-\d+)?\.xml$/.test(f));
if (existsSync(OUT)) for (const f of written()) rmSync(path.join(OUT, f));
process.on('exit', () => {
  const files = existsSync(OUT) ? written() : [];
  if (!files.includes('sitemap.xml') || !files.includes('robots.txt')) process.exitCode = 1;
});

// Past this many URLs, sitemap.xml becomes an index of sitemap-0.xml, sitemap-1.xml, ... Search
// engines accept 50,000 URLs per file; 5,000 (next-sitemap's default) keeps each file near 1 MB and
// quick to fetch and re-read. The site has about 130 pages, so today there is one sitemap.xml.
const SITEMAP_SIZE = 5000;

/** The exported HTML file of a path: out/index.html for /, out/<path>.html otherwise. */
const htmlFile = (urlPath) =>
  path.join(OUT, urlPath === '/' ? 'index.html' : `${urlPath.replace(/^\//, '')}.html`);

/** The canonical URL a page declares, or null when it is not to be listed. */
function canonicalOf(urlPath) {
  const html = listableHtml(urlPath);
  if (html === null) return null;
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error(`${path.relative(__dirname, htmlFile(urlPath))} has no canonical`);
  return href.replaceAll('&amp;', '&');
}

/** A page's HTML, or null when it does not exist or is noindex. */
function listableHtml(urlPath) {
  const file = htmlFile(urlPath);
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  return /<meta name="robots" content="[^"]*noindex/i.test(html) ? null : html;
}

/**
 * The language versions a page declares (`<link rel="alternate" hreflang>`, issue 17), for the
 * sitemap's xhtml:link entries: the same pairs the page itself names, never a second list.
 */
function alternatesOf(urlPath) {
  const html = listableHtml(urlPath) ?? '';
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/gi)].map(
    ([, hreflang, href]) => ({
      hreflang,
      href: href.replaceAll('&amp;', '&'),
      hrefIsAbsolute: true,
    }),
  );
}

const home = canonicalOf('/');
if (!home)
  throw new Error('out/index.html is missing or noindex: run `next build` before next-sitemap');
const siteUrl = new URL(home).origin;

/** The URL a page is served at: the bare origin for /, no trailing slash otherwise. */
const ownUrl = (urlPath) => (urlPath === '/' ? siteUrl : `${siteUrl}${urlPath}`);

// Every listable page of the export: path -> canonical URL. A page whose canonical link points to
// another page is a duplicate of it and is left out (the other page is listed); a canonical link
// on another origin means the build is inconsistent.
const listable = new Map();
for (const file of readdirSync(OUT, { recursive: true })) {
  if (!file.endsWith('.html')) continue;
  const name = file
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  const urlPath = name === 'index' ? '/' : `/${name}`;
  const canonical = canonicalOf(urlPath);
  if (!canonical) continue;
  if (new URL(canonical).origin !== siteUrl) {
    throw new Error(`${urlPath} declares the canonical ${canonical}, not on ${siteUrl}`);
  }
  if (canonical === ownUrl(urlPath)) listable.set(urlPath, canonical);
}

// One date for every entry: the build's. The export does not know when a page's content last
// changed, and no date is made up.
const builtAt = new Date().toISOString();
const listed = new Set();

/**
 * The languages under a prefix (lib/i18n.ts), as exported: each folder of out/ with an offline
 * page of its own (out/hi/). A page's path in the default language drops that prefix.
 */
const PREFIXES = readdirSync(OUT, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(OUT, d.name, 'offline.html')))
  .map((d) => d.name);
function defaultPath(urlPath) {
  const first = urlPath.split('/')[1];
  return PREFIXES.includes(first) ? urlPath.slice(first.length + 1) || '/' : urlPath;
}

/** @type {import('next-sitemap').IConfig} */
module.exports = {
  siteUrl,
  output: 'export',
  outDir: 'out',
  trailingSlash: false,
  sitemapSize: SITEMAP_SIZE,
  // One plain sitemap.xml while the site fits in one file; an index only once it is split.
  generateIndexSitemap: listable.size > SITEMAP_SIZE,
  autoLastmod: true,
  // Not pages, or not for search results. The export-mode glob only sees HTML files, and noindex
  // pages are skipped in transform; these patterns keep them out even if that changes. /offline is
  // what the service worker shows without a connection (scripts/service-worker.mjs); /hi/404 is the
  // Hindi 404 page (app/(l10n)/[lang]/404/page.tsx), and each language has both. /scope shows a
  // visitor's own written scope, read from its link.
  exclude: [
    '/menu',
    '/offline',
    '/*/offline',
    '/scope',
    '/*/scope',
    '/404',
    '/*/404',
    '/500',
    '/_not-found',
    '/icon.svg',
    '/og/*',
    '/data/*',
    '/*.txt',
    '/*.json',
    '/*.xml',
  ],
  transform: async (config, urlPath) => {
    const loc = listable.get(urlPath);
    if (!loc) return null;
    listed.add(urlPath);
    return {
      loc,
      lastmod: config.autoLastmod ? builtAt : undefined,
      alternateRefs: alternatesOf(urlPath),
      changefreq: ['/', '/blog'].includes(defaultPath(urlPath)) ? 'weekly' : 'monthly',
      priority:
        defaultPath(urlPath) === '/'
          ? 1
          : defaultPath(urlPath) === '/form'
            ? 0.9
            : /^\/packers-movers-in-/.test(defaultPath(urlPath))
              ? 0.8
              : 0.6,
    };
  },
  // Runs after every transform: a page next-sitemap did not hand to transform (its glob turns
  // out/<name>.html into a path with String.replace, which trips over names containing "index")
  // would otherwise be missing from the sitemap without a word.
  additionalPaths: async () => {
    const missing = [...listable.keys()].filter((p) => !listed.has(p));
    if (missing.length) throw new Error(`next-sitemap did not list ${missing.join(', ')}`);
    return [];
  },
  generateRobotsTxt: true,
  robotsTxtOptions: {
    policies: [{ userAgent: '*', allow: '/' }],
  },
};
