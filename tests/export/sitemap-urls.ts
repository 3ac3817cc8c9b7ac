import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The static export the browser tests serve. */
export const OUT = path.resolve(__dirname, '../../out');

/** One <url> of the sitemap, and the file of out/ it was read from. */
export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: string;
  /** Its language versions (xhtml:link rel=alternate): hreflang -> URL. */
  alternates: Record<string, string>;
  file: string;
}

const tag = (xml: string, name: string) =>
  new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1]?.replaceAll('&amp;', '&');

function read(file: string): SitemapUrl[] {
  const xml = readFileSync(path.join(OUT, file), 'utf8');
  // An index (next-sitemap writes one once the site outgrows sitemapSize): read what it lists.
  if (/<sitemapindex[\s>]/.test(xml)) {
    return [...xml.matchAll(/<sitemap>([\s\S]*?)<\/sitemap>/g)].flatMap((m) =>
      read(new URL(tag(m[1]!, 'loc') ?? '').pathname.slice(1)),
    );
  }
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => ({
    loc: tag(m[1]!, 'loc') ?? '',
    lastmod: tag(m[1]!, 'lastmod'),
    changefreq: tag(m[1]!, 'changefreq'),
    priority: tag(m[1]!, 'priority'),
    alternates: Object.fromEntries(
      [...m[1]!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (a) => [a[1]!, a[2]!.replaceAll('&amp;', '&')],
      ),
    ),
    file,
  }));
}

/** Every <url> of out/sitemap.xml, following a sitemap index to the sitemaps it lists. */
export const sitemapUrls = (): SitemapUrl[] => read('sitemap.xml');

/** Every <loc> of the sitemap: the absolute URL of each page it lists. */
export const sitemapLocs = (): string[] => sitemapUrls().map((u) => u.loc);
