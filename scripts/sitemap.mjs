#!/usr/bin/env node
// The last step of `npm run build`: out/sitemap.xml and out/robots.txt, from the static export.
//
// What goes in is decided by the exported HTML itself, so the sitemap cannot disagree with the
// pages: a page is listed only if its HTML file exists and is not `noindex` (the menu overlay, the
// 404 and offline pages, a visitor's written scope), under the canonical URL it declares, with the
// language versions it declares (`<link rel="alternate" hreflang>`, issue 17). A page whose
// canonical link points to another page is a duplicate of it and is left out (the other page is
// listed); a canonical link on another origin means the build is inconsistent. The site URL is the
// home page's canonical link, so it comes from NEXT_PUBLIC_SITE_URL or content/site.ts exactly as
// the pages' links do and is not written down a second time here.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'out');

// Past this many URLs, sitemap.xml becomes an index of sitemap-0.xml, sitemap-1.xml, ... Search
// engines accept 50,000 URLs per file; 5,000 keeps each file near 1 MB and quick to fetch and
// re-read. The site has about 260 pages, so today there is one sitemap.xml.
const SITEMAP_SIZE = 5000;

const fromHtml = (text) => text.replaceAll('&amp;', '&');
const toXml = (text) => text.replaceAll('&', '&amp;');

/** Every indexable page of the export: its path and HTML. */
const pages = readdirSync(out, { recursive: true })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({
    path: file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`,
    html: readFileSync(path.join(out, file), 'utf8'),
  }))
  .filter(({ html }) => !/<meta name="robots" content="[^"]*noindex/i.test(html));

function canonicalOf(page) {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(page.html)?.[1];
  if (!href) throw new Error(`out${page.path}.html has no canonical`);
  return fromHtml(href);
}

const home = pages.find((page) => page.path === '/');
if (!home) throw new Error('out/index.html is missing or noindex: run `next build` first');
const siteUrl = new URL(canonicalOf(home)).origin;

/**
 * How often a page changes and how much it weighs, by its path in the default language (its
 * x-default version; a page in one language only has none).
 */
function weight(defaultPath) {
  if (defaultPath === '/') return ['weekly', 1];
  if (defaultPath === '/blog') return ['weekly', 0.6];
  if (defaultPath === '/form') return ['monthly', 0.9];
  if (defaultPath.startsWith('/packers-movers-in-')) return ['monthly', 0.8];
  return ['monthly', 0.6];
}

// One date for every entry: the build's. The export does not know when a page's content last
// changed, and no date is made up.
const builtAt = new Date().toISOString();

const urls = pages
  .sort((a, b) => (a.path < b.path ? -1 : 1))
  .flatMap((page) => {
    const loc = canonicalOf(page);
    if (new URL(loc).origin !== siteUrl) {
      throw new Error(`${page.path} declares the canonical ${loc}, not on ${siteUrl}`);
    }
    if (loc !== (page.path === '/' ? siteUrl : `${siteUrl}${page.path}`)) return [];
    const alternates = [
      ...page.html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/?>/gi),
    ].map(([, hreflang, href]) => [hreflang, fromHtml(href)]);
    const defaultUrl = alternates.find(([hreflang]) => hreflang === 'x-default')?.[1] ?? loc;
    const [changefreq, priority] = weight(new URL(defaultUrl).pathname);
    const links = alternates.map(
      ([hreflang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${toXml(href)}"/>`,
    );
    return `<url><loc>${toXml(loc)}</loc><lastmod>${builtAt}</lastmod><changefreq>${changefreq}</changefreq><priority>${priority}</priority>${links.join('')}</url>\n`;
  });

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const parts = [];
for (let i = 0; i < urls.length; i += SITEMAP_SIZE) {
  const part = urls.slice(i, i + SITEMAP_SIZE).join('');
  parts.push(`${XML}\n<urlset ${NS} xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${part}</urlset>`);
}

// What an earlier run wrote goes first: a sitemap-N.xml no longer needed would stay otherwise.
for (const file of readdirSync(out)) {
  if (/^sitemap(-\d+)?\.xml$/.test(file)) rmSync(path.join(out, file));
}
const write = (file, text) => writeFileSync(path.join(out, file), text);
if (parts.length === 1) write('sitemap.xml', parts[0]);
else {
  parts.forEach((xml, i) => write(`sitemap-${i}.xml`, xml));
  const list = parts.map((_, i) => `<sitemap><loc>${siteUrl}/sitemap-${i}.xml</loc></sitemap>\n`);
  write('sitemap.xml', `${XML}\n<sitemapindex ${NS}>\n${list.join('')}</sitemapindex>`);
}
write(
  'robots.txt',
  `# *\nUser-agent: *\nAllow: /\n\n# Host\nHost: ${siteUrl}\n\n# Sitemaps\nSitemap: ${siteUrl}/sitemap.xml\n`,
);
console.log(`sitemap: ${urls.length} pages in ${parts.length} file(s), and robots.txt`);
