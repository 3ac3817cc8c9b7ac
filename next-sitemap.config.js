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

/**
 * Every listable page of the export: path -> its canonical URL and the language versions it
 * declares (`<link rel="alternate" hreflang>`, issue 17), for the sitemap's xhtml:link entries: the
 * same pairs the page itself names, never a second list. A page is listable if it is not noindex
 * (the menu overlay, the 404 and offline pages, /scope) and its canonical link is its own address:
 * one pointing to another page makes it a duplicate of that page, which is listed instead.
 */
const unamp = (href) => href.replaceAll('&amp;', '&');
const listable = new Map();
const pages = [];
for (const file of readdirSync(OUT, { recursive: true })) {
  if (!file.endsWith('.html')) continue;
  const name = file
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '');
  const html = readFileSync(path.join(OUT, file), 'utf8');
  if (/<meta name="robots" content="[^"]*noindex/i.test(html)) continue;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!canonical) throw new Error(`out/${file} has no canonical`);
  const alternateRefs = [
    ...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/gi),
  ].map(([, hreflang, href]) => ({ hreflang, href: unamp(href), hrefIsAbsolute: true }));
  pages.push({
    urlPath: name === 'index' ? '/' : `/${name}`,
    loc: unamp(canonical),
    alternateRefs,
  });
}

const home = pages.find((p) => p.urlPath === '/');
if (!home)
  throw new Error('out/index.html is missing or noindex: run `next build` before next-sitemap');
const siteUrl = new URL(home.loc).origin;

for (const page of pages) {
  // A canonical link on another origin means the build is inconsistent.
  if (new URL(page.loc).origin !== siteUrl) {
    throw new Error(`${page.urlPath} declares the canonical ${page.loc}, not on ${siteUrl}`);
  }
  const own = page.urlPath === '/' ? siteUrl : `${siteUrl}${page.urlPath}`;
  if (page.loc === own) listable.set(page.urlPath, page);
}

// One date for every entry: the build's. The export does not know when a page's content last
// changed, and no date is made up.
const builtAt = new Date().toISOString();
const listed = new Set();

/** A page's path in the default language: its x-default version's, else its own. */
function defaultPath({ urlPath, alternateRefs }) {
  const href = alternateRefs.find((a) => a.hreflang === 'x-default')?.href;
  return href ? new URL(href).pathname : urlPath;
}

/** The priority of a page by its path in the default language. */
function priority(urlPath) {
  if (urlPath === '/') return 1;
  if (urlPath === '/form') return 0.9;
  return /^\/packers-movers-in-/.test(urlPath) ? 0.8 : 0.6;
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
  transform: async (_config, urlPath) => {
    const page = listable.get(urlPath);
    if (!page) return null;
    listed.add(urlPath);
    const en = defaultPath(page);
    return {
      loc: page.loc,
      lastmod: builtAt,
      alternateRefs: page.alternateRefs,
      changefreq: ['/', '/blog'].includes(en) ? 'weekly' : 'monthly',
      priority: priority(en),
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
