#!/usr/bin/env node
// After `next build` and scripts/postbuild.mjs: writes out/sw.js, the service worker that keeps
// the quote form working offline on a visitor's next visit, with Workbox's generateSW
// (https://developer.chrome.com/docs/workbox/modules/workbox-build). The pages register it
// (components/layout/page-scripts.tsx).
//
// What it keeps and how it answers is README.md#offline; each part is below (the precache list,
// then the rules for pages, hashed files and pictures). Only a 200 answer is ever cached.
//
// A new deployment, and why no page is left with old HTML and missing scripts:
// - The new sw.js differs (its precache list), so the browser installs it on the next visit. It
//   precaches the new files while the old worker keeps serving (an install that misses one file
//   fails as a whole and the old worker stays); skipWaiting and clientsClaim then make it take
//   over open pages at once, and its activation removes the precached files no longer listed
//   (cleanupOutdatedCaches also drops precaches that older Workbox versions left).
// - The precache never answers a page load by itself: its copies of the pages are stored under
//   `?precached` URLs that no link uses, so every page load asks the network first. Online, a
//   page's HTML and the hashed files it names therefore come from the same, current deployment.
//   (Served cache first, /form would be the previous deployment's right after a deployment, and
//   its on-demand chunks could be gone from the CDN and, once the new worker runs, the precache.)
// - Offline, a saved page is shown only if every script and stylesheet its HTML names is in a
//   cache (`withItsFiles` below), else the fallback. A copy saved before a deployment can name
//   files the new worker dropped from the precache, and the runtime cache forgets its oldest
//   entries: that page then gives way to the offline page instead of half working. The precached
//   form comes with its own files, installed together.
// - A page left open across the takeover has run its scripts; it may still load a chunk on demand.
//   Hashed names mean a cached chunk is always the right one. A chunk of the old deployment's
//   form comes from the old precache until the new worker activates, and from the network after,
//   as without a worker; the runtime cache keeps what pages loaded across deployments (oldest
//   first out). Files without a hash in their name (localities, pictures) keep their URL: an open
//   page gets the new copy.
//
// NEXT_PUBLIC_SERVICE_WORKER=off (read with the .env files, as `next build` reads them, by the one
// rule the pages use too, lib/env.ts): out/sw.js is then
// scripts/service-worker-off.js, which removes an installed worker and its caches.
import { copyFileSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import nextEnv from '@next/env';
import { generateSW } from 'workbox-build';
import jsBytes from './js-bytes.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'out');
const swDest = path.join(out, 'sw.js');
const { pageAssets } = jsBytes;

/** Every exported page, as a path in out/ ("form.html", "hi/form.html"). */
const exportedPages = readdirSync(out, { recursive: true })
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => file.endsWith('.html'));
/**
 * A page in each language: out/<name>.html and its twin in each language's folder (out/hi/), read
 * from the export, so a new language needs nothing here.
 */
const inEachLanguage = (name) =>
  exportedPages.filter((page) => new RegExp(`^(?:[^/]+/)?${name}\\.html$`).test(page));

/** The pages precached, as exported, and the fallback for pages never saved. */
const FORM_PAGES = inEachLanguage('form');
const OFFLINE_PAGES = inEachLanguage('offline');
/** The query the precached pages are stored under: never a link's, so never a page load's. */
const PRECACHED = '?precached';

// A value other than on or off has failed `next build` already.
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
register('./ts-hooks.mjs', import.meta.url);
const { env } = await import('../lib/env.ts');
if (!env.serviceWorker) {
  copyFileSync(path.join(root, 'scripts', 'service-worker-off.js'), swDest);
  console.log('service worker: off (out/sw.js removes an installed worker and its caches)');
  process.exit(0);
}

/**
 * Files of out/ a page needs: its styles, fonts and pictures, and with `scripts` its scripts (not
 * the nomodule polyfills, which browsers with service workers never load).
 */
function filesOf(page, { scripts: withScripts }) {
  const html = readFileSync(path.join(out, page), 'utf8');
  const { scripts, styles, fontFiles } = pageAssets(out, page);
  const pictures = [...html.matchAll(/\ssrc="(\/(?:art|images)\/[^"?#]+)"/g)].map((m) => m[1]);
  return [...(withScripts ? scripts : []), ...styles, ...fontFiles, ...pictures].map((url) =>
    url.slice(1),
  );
}

/**
 * The chunks of the export that no page loads up front, so only on demand: the form's estimate
 * and rates, its message writer, the locality lookup and the map picker, and the like of other
 * pages. What the bundler puts in which chunk is its own business; what the export says is which
 * files each page names (its <script src> and stylesheet links, as the browser reads them) and
 * which files there are (out/_next/static/chunks/). Every file of the second not in the first is
 * loaded on demand by some page. All are precached (about 110 KB compressed today), Leaflet and
 * the e-mail library with them: no chunk's contents are read to pick among them.
 */
const upFront = new Set();
for (const page of exportedPages) {
  const html = readFileSync(path.join(out, page), 'utf8');
  for (const [, file] of html.matchAll(/\s(?:src|href)="\/(_next\/static\/[^"?#]+)"/g)) {
    upFront.add(file);
  }
}
const onDemand = readdirSync(path.join(out, '_next/static/chunks'))
  .filter((name) => /\.(?:js|css)$/.test(name))
  .map((name) => `_next/static/chunks/${name}`)
  .filter((file) => !upFront.has(file));

/**
 * Each other language's names of the localities (out/data/names/<lang>.json, read from the export
 * like the pages), which the form on that language's pages fetches with data/localities.json:
 * precached too, so typing a neighbourhood in Hindi or Tamil is understood offline. A visitor
 * reads one language, but the worker cannot know which beforehand: each file is about 16 KB
 * compressed.
 */
const LOCAL_NAMES = readdirSync(path.join(out, 'data', 'names'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => `data/names/${name}`);

const files = [
  ...new Set([
    ...FORM_PAGES,
    ...FORM_PAGES.flatMap((page) => filesOf(page, { scripts: true })),
    ...onDemand,
    ...OFFLINE_PAGES,
    ...OFFLINE_PAGES.flatMap((page) => filesOf(page, { scripts: false })),
    'data/localities.json',
    ...LOCAL_NAMES,
  ]),
].sort();
for (const file of files) {
  if (!existsSync(path.join(out, file))) throw new Error(`service worker: out/${file} is missing`);
}

/** `form.html` -> `/form?precached`; other files keep their path. Hashed names need no revision. */
function toEntry(entry) {
  if (entry.url.endsWith('.html')) {
    return { ...entry, url: `/${entry.url.replace(/\.html$/, '')}${PRECACHED}` };
  }
  const hashed = entry.url.startsWith('_next/static/');
  return { ...entry, url: `/${entry.url}`, revision: hashed ? null : entry.revision };
}

// Runs in the worker: the functions below are copied into sw.js as source, so they use nothing
// from this file.

/** A saved page is used only if every script and stylesheet its HTML names is cached too. */
const withItsFiles = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const html = await cachedResponse.clone().text();
    const needed = [];
    for (const tag of html.match(/<(?:script|link)\s[^>]*>/g) || []) {
      if (/\snomodule/i.test(tag)) continue;
      if (tag.startsWith('<link') && !tag.includes('rel="stylesheet"')) continue;
      const url = /\s(?:src|href)="(\/_next\/static\/[^"]+)"/.exec(tag);
      if (url) needed.push(url[1]);
    }
    const found = await Promise.all(needed.map((url) => caches.match(url)));
    return found.every(Boolean) ? cachedResponse : null;
  },
};

/**
 * The offline page for a page never saved: its language's (/hi/offline under /hi), else /offline.
 * Only a language's folder has an offline page of its own, so the first segment of the path says
 * which, whatever languages there are. It is shown at the address asked for, where its scripts
 * would hydrate for the wrong path (React reports a mismatch: the header's language link
 * differs), so it is served as it reads without JavaScript: scripts left out, its <noscript>
 * styles in. It then needs no script at all, cannot break, and needs only its stylesheet, fonts
 * and pictures, which the precache holds.
 */
const offlinePage = {
  handlerDidError: async ({ request }) => {
    const { pathname } = new URL(request.url);
    const first = pathname.split('/')[1];
    const own = first && (await caches.match(`/${first}/offline`, { ignoreSearch: true }));
    const page = own || (await caches.match('/offline', { ignoreSearch: true }));
    if (!page) return undefined;
    const html = (await page.text())
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace(/<link rel="preload" as="script"[^>]*>/g, '')
      .replace(/<\/?noscript>/g, '');
    return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  },
};

/**
 * Network first; else the saved copy (with its files); else the precached copy of the form page
 * `form` (served at its own path, so it hydrates as built), or else the offline page.
 */
const page = (urlPattern, form) => ({
  urlPattern,
  handler: 'NetworkFirst',
  options: {
    cacheName: 'shiftease-pages',
    networkTimeoutSeconds: 5,
    cacheableResponse: { statuses: [200] },
    expiration: { maxEntries: 40, purgeOnQuotaError: true },
    plugins: form ? [withItsFiles] : [withItsFiles, offlinePage],
    ...(form && { precacheFallback: { fallbackURL: `${form}${PRECACHED}` } }),
  },
});

const { count, size, warnings } = await generateSW({
  globDirectory: out,
  // Each file by its exact name (no glob characters in them, escaped all the same).
  globPatterns: files.map((file) => file.replace(/[*?[\]{}()!+@]/g, '\\$&')),
  globFollow: false,
  manifestTransforms: [async (entries) => ({ manifest: entries.map(toEntry), warnings: [] })],
  swDest,
  mode: 'production',
  sourcemap: false,
  inlineWorkboxRuntime: true,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  // The browser starts loading a page while the worker starts up; network first then waits less.
  navigationPreload: true,
  runtimeCaching: [
    // The first route that matches answers: the form pages first, then every other page.
    ...FORM_PAGES.map((file) => {
      const form = `/${file.replace(/\.html$/, '')}`;
      // Workbox writes a route's test into sw.js as source text, so the path is written into
      // the function's text, not captured from here.
      const test = new Function(
        'match',
        `return match.request.mode === 'navigate' && match.url.pathname === ${JSON.stringify(form)};`,
      );
      return page(test, form);
    }),
    // Every other page, but the owner's inbox and anything under /api/ (its CSV files open by
    // navigating): what they answer is the owner's alone and must not be kept on the phone
    // (docs/owner-inbox.md#only-the-owner-gets-in). No rule matches them, so the browser asks the
    // network as if there were no worker.
    page(
      ({ request, url }) =>
        request.mode === 'navigate' && !/^\/(?:admin|api)(?:\/|$)/.test(url.pathname),
    ),
    {
      urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: 'CacheFirst',
      options: {
        cacheName: 'shiftease-static',
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 80, purgeOnQuotaError: true },
      },
    },
    {
      urlPattern: ({ sameOrigin, url }) => sameOrigin && /^\/(art|images)\//.test(url.pathname),
      handler: 'StaleWhileRevalidate',
      options: {
        cacheName: 'shiftease-images',
        cacheableResponse: { statuses: [200] },
        expiration: { maxEntries: 60, purgeOnQuotaError: true },
      },
    },
  ],
});

for (const warning of warnings) console.warn(`service worker: ${warning}`);
if (count !== files.length) {
  throw new Error(`service worker: ${count} files precached, ${files.length} expected`);
}
console.log(
  `service worker: out/sw.js precaches ${count} files (${onDemand.length} chunks loaded on demand), ${(size / 1024).toFixed(1)} KB before compression`,
);
