#!/usr/bin/env node
// After `next build`:
// 1. Every exported page gets a strict Content-Security-Policy <meta> listing the SHA-256 hash of
//    each of its inline scripts, so no injected script could run even though the CDN header has
//    to allow 'unsafe-inline' for a static export.
// 2. out/_headers gets the header's policy, with the tile and geocoder origins configured for
//    this build, and EmailJS's only where the browser sends e-mail itself
//    (NEXT_PUBLIC_LEADS_API=off). Both policies, and what Turnstile and Google's tags add to them
//    where configured, are scripts/csp.mjs: public/_headers states none.
// 3. Each JavaScript chunk a page loads up front starts with V8's explicit compile hint
//    (`//# allFunctionsCalledOnLoad`, https://v8.dev/blog/explicit-compile-hints): nearly every
//    function in them (React, the Next.js router, our header and forms) runs while the page
//    starts. Without the hint Chrome compiles each function lazily, on the main thread, the first
//    time it is called: that was most of the one long task every page had (~35 ms here, x4 on a
//    slow phone). With it, Chrome compiles them on a background thread while the script streams
//    in. Other browsers read a comment. Chunks loaded on demand (the map, the estimator) are left
//    as they are.
// 4. The brand fonts wait on a slow line until the page has loaded (scripts/font-loading.mjs), a
//    tap on a button before the page is live is noted (EARLY_TAPS_SCRIPT below), and where the
//    visit came from is kept in the tab's storage (scripts/attribution.mjs).
// Every file Next.js exported stays: this only edits pages, payloads, up-front chunks and _headers.
import nextEnv from '@next/env';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ATTRIBUTION_SCRIPT } from './attribution.mjs';
import { cspSettings, headersFile, pageCsp } from './csp.mjs';
import { deferFontsOnSlowLines, fallbackFace, withoutFontHints } from './font-loading.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'out');

// The settings `next build` read, .env files included: the pages and their policy must agree.
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
register('./ts-hooks.mjs', import.meta.url);
const { env, analytics } = await import('../lib/env.ts');
const settings = cspSettings(env, analytics);
const { tileOrigin, geocoderOrigin } = settings;

/** The files of out/ whose names end so. */
const filesEnding = (ending) =>
  readdirSync(out, { recursive: true })
    .filter((name) => name.endsWith(ending))
    .map((name) => path.join(out, name));

/** The scripts a page loads up front (not the polyfills, which never run where hints are read). */
function upFrontScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .filter((m) => !/\bnoModule\b/i.test(m[1]))
    .map((m) => /\bsrc="(\/_next\/static\/[^"]+\.js)"/.exec(m[1])?.[1])
    .filter(Boolean);
}

/**
 * Taps on a button before the page's scripts have taken it over: on a slow line the page is on
 * screen seconds before it is live, and a button such as "List your items" does nothing until
 * then. This notes each tap on an element marked `data-early="<key>"` in `window.__early`; the
 * button's component acts on it when it comes to life (lib/early-taps.ts). Written into the HTML
 * here rather than rendered by React, which would need raw HTML in a component.
 */
const EARLY_TAPS_SCRIPT =
  "document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-early]');b&&(window.__early=window.__early||[]).push(b.getAttribute('data-early'))},true)";

/**
 * The page with `tags` right after its charset: in <head>, where React leaves a node it did not
 * render alone as it takes the page over, and before any stylesheet, which would hold a script
 * there until it had loaded; so the scripts run before anything can be tapped.
 */
function afterCharset(html, tags, file) {
  const next = html.replace(/<meta charSet="utf-8"\/>/, (m) => `${m}${tags}`);
  if (next === html) throw new Error(`No charset meta in ${file}`);
  return next;
}

let pages = 0;
const upFront = new Set();
const fallback = fallbackFace(
  filesEnding('.css')
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n'),
);
for (const file of filesEnding('.html')) {
  const built = readFileSync(file, 'utf8');
  for (const src of upFrontScripts(built)) upFront.add(src);
  if (built.includes('http-equiv="Content-Security-Policy"')) continue;
  // Before the CSP, which hashes the scripts these add.
  const html = afterCharset(
    deferFontsOnSlowLines(built, fallback),
    `<script>${EARLY_TAPS_SCRIPT}</script><script>${ATTRIBUTION_SCRIPT}</script>`,
    file,
  );
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pageCsp(html, settings)}"/>`;
  writeFileSync(file, afterCharset(html, meta, file));
  pages++;
}

let unhinted = 0;
for (const file of filesEnding('.txt')) {
  const payload = readFileSync(file, 'utf8');
  const next = withoutFontHints(payload);
  if (next === payload) continue;
  writeFileSync(file, next);
  unhinted++;
}

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
let hinted = 0;
for (const src of upFront) {
  const file = path.join(out, src);
  const js = readFileSync(file, 'utf8');
  if (js.startsWith(COMPILE_HINT)) continue;
  writeFileSync(file, COMPILE_HINT + js);
  hinted++;
}

const headersPath = path.join(out, '_headers');
writeFileSync(headersPath, headersFile(readFileSync(headersPath, 'utf8'), settings));

console.log(
  `postbuild: CSP hashes in ${pages} pages; font hints out of ${unhinted} payloads; compile hints in ${hinted} chunks; _headers for tiles ${tileOrigin}, geocoder ${geocoderOrigin}`,
);
