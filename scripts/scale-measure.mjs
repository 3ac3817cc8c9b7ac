// What `npm run scale` (scripts/scale.mjs) measures in one built out/: how many pages and files,
// how many bytes and where they go, and the gzip size of the pages that must not grow with the
// number of cities.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import jsBytes from './js-bytes.cjs';

/** The pages whose HTML is weighed, by URL path. */
export const WEIGHED = [
  '/',
  '/packers-movers-in-pune',
  '/hi/packers-movers-in-pune',
  '/form',
  '/menu',
  '/locations',
];

/** What a file of out/ is, for the breakdown of bytes. */
function kind(rel) {
  if (rel.startsWith('_next/')) return 'scripts and styles (_next/)';
  if (rel.startsWith('og/')) return 'Open Graph images (og/)';
  if (rel.startsWith('data/')) return 'data files (data/)';
  if (rel.endsWith('.html')) return 'HTML pages';
  if (/(^|\/)__next\.[^/]*\.txt$/.test(rel)) return 'RSC segment files (__next.*.txt)';
  if (rel.endsWith('.txt') && rel !== 'robots.txt') return 'RSC page files (<page>.txt)';
  return 'other';
}

/** Every file of a directory, relative, with `/` separators. */
function walk(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p, base);
    return [path.relative(base, p).split(path.sep).join('/')];
  });
}

/** zlib's default level (6), which is what CDNs commonly send. */
export const gzipBytes = (file) => gzipSync(readFileSync(file)).length;

const htmlFileOf = (urlPath) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);

/** The figures of one export. */
export function measureOut(out) {
  const files = walk(out);
  const byKind = {};
  let bytes = 0;
  let largest = { path: '', gzip: 0 };
  let pages = 0;
  for (const rel of files) {
    const size = statSync(path.join(out, rel)).size;
    bytes += size;
    const k = kind(rel);
    byKind[k] ??= { files: 0, bytes: 0 };
    byKind[k].files++;
    byKind[k].bytes += size;
    if (!rel.endsWith('.html')) continue;
    pages++;
    const gzip = gzipBytes(path.join(out, rel));
    if (gzip > largest.gzip) largest = { path: `/${rel.replace(/(index)?\.html$/, '')}`, gzip };
  }
  const gzipOf = Object.fromEntries(
    WEIGHED.map((p) => [p, gzipBytes(path.join(out, htmlFileOf(p)))]),
  );
  // The JavaScript a page loads up front (gzip): the quote form's code carries the served cities.
  const jsOf = Object.fromEntries(
    WEIGHED.map((p) => [p, jsBytes.pageAssets(out, htmlFileOf(p)).js]),
  );
  const data = path.join(out, 'data', 'localities.json');
  return {
    pages,
    files: files.length,
    bytes,
    byKind,
    gzip: gzipOf,
    js: jsOf,
    largestPage: largest,
    localitiesJsonGzip: gzipBytes(data),
  };
}

/** The Next.js build's own count and time of the static pages it generated (every route). */
export function generationFromLog(log) {
  const m = /Generating static pages using \d+ workers? \((\d+)\/\d+\) in ([\d.]+)(m?s|min)/.exec(
    log,
  );
  if (!m) return undefined;
  const n = Number(m[2]);
  const seconds = m[3] === 'ms' ? n / 1000 : m[3] === 'min' ? n * 60 : n;
  return { routes: Number(m[1]), seconds };
}
