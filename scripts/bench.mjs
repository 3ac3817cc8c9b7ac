#!/usr/bin/env node
// `npm run bench`: build the export, serve it, and measure each page type with Lighthouse
// (mobile, Debian's Chromium, median of 3 runs), the gzip bytes of JavaScript and CSS and the
// bytes of font files each page loads (scripts/js-bytes.cjs), plus /form after the map picker
// opens. Prints a Markdown table, writes it to reports/bench.md and into docs/benchmarks.md
//
// This machine has no internet, so the export measured here is built with its map tiles served
// by a stub tile server on this machine (NEXT_PUBLIC_TILE_URL); everything else is as shipped.
// It is built into .bench/out, leaving out/ as it was.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import sharp from 'sharp';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import jsBytes from './js-bytes.cjs';
import { median, serveExport, writeReport } from './serve-export.mjs';

const { pageAssets } = jsBytes;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 3300);
const base = `http://localhost:${PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
];

const PAGES = [
  ['Home', '/'],
  ['Quote form', '/form'],
  ['City page', '/packers-movers-in-pune'],
  ['Blog', '/blog'],
  ['About', '/about'],
  ['Locations', '/locations'],
  ['Contact', '/contactus'],
  // The Hindi pages (issue 17): no more JavaScript than their English twins, CLS 0.
  ['Home (Hindi)', '/hi'],
  ['Quote form (Hindi)', '/hi/form'],
  ['City page (Hindi)', '/hi/packers-movers-in-pune'],
];

const TILE_PORT = PORT + 1;
const benchOut = path.join(root, '.bench', 'out');
const out = path.join(root, 'out');
const kept = path.join(root, '.bench', 'out-kept');

// A 256 px tile for every request, like an OpenStreetMap tile server would answer.
const tile = await sharp({
  create: { width: 256, height: 256, channels: 3, background: '#e8f1fb' },
})
  .png()
  .toBuffer();
const tiles = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'image/png', 'Access-Control-Allow-Origin': '*' });
  res.end(tile);
}).listen(TILE_PORT);

console.log('Building the export to measure (.bench/out)…');
rmSync(kept, { recursive: true, force: true });
mkdirSync(path.dirname(benchOut), { recursive: true });
if (existsSync(out)) renameSync(out, kept);
const b = spawnSync('npm', ['run', 'build'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NEXT_PUBLIC_TILE_URL: `http://localhost:${TILE_PORT}/{z}/{x}/{y}.png` },
});
rmSync(benchOut, { recursive: true, force: true });
if (b.status === 0) renameSync(out, benchOut);
if (existsSync(kept)) renameSync(kept, out);
if (b.status !== 0) process.exit(b.status ?? 1);

process.on('exit', () => tiles.close());
await serveExport('.bench/out', PORT);

/** Lighthouse's figures of a page, each the median of RUNS runs. */
const METRICS = {
  perf: (lhr) => lhr.categories.performance.score * 100,
  a11y: (lhr) => lhr.categories.accessibility.score * 100,
  bp: (lhr) => lhr.categories['best-practices'].score * 100,
  seo: (lhr) => lhr.categories.seo.score * 100,
  lcp: (lhr) => lhr.audits['largest-contentful-paint'].numericValue,
  tbt: (lhr) => lhr.audits['total-blocking-time'].numericValue,
  cls: (lhr) => lhr.audits['cumulative-layout-shift'].numericValue,
};

async function lighthouseRuns(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        formFactor: 'mobile',
      });
      runs.push(lhr);
    } finally {
      await chrome.kill();
    }
  }
  return Object.fromEntries(
    Object.entries(METRICS).map(([k, read]) => [k, median(runs.map(read))]),
  );
}

/** JS bytes /form loads after the map picker opens (Leaflet included), gzip. */
async function formWithPickerJs() {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  const page = await browser.newPage();
  await page.route(
    (u) => !u.hostname.startsWith('localhost'),
    (r) => r.abort(),
  );
  await page.goto(`${base}/form`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Choose Moving From on map' }).click();
  await page.locator('.leaflet-container').waitFor();
  await page.waitForLoadState('networkidle');
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((u) => /\.js(\?|$)/.test(u)),
  );
  let total = 0;
  for (const u of new Set(urls))
    total += gzipSync(Buffer.from(await (await fetch(u)).arrayBuffer())).length;
  await browser.close();
  return total;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
/** The table's columns: each a heading and its cell of a measured page. */
const COLUMNS = [
  ['Page', (p) => p.name],
  ['URL', (p) => p.url],
  ['Perf', (p) => p.perf],
  ['A11y', (p) => p.a11y],
  ['BP', (p) => p.bp],
  ['SEO', (p) => p.seo],
  ['LCP', (p) => `${(p.lcp / 1000).toFixed(2)} s`],
  ['TBT', (p) => `${Math.round(p.tbt)} ms`],
  ['CLS', (p) => p.cls.toFixed(3)],
  ['JS (gzip)', (p) => kb(p.js)],
  ['CSS (gzip)', (p) => kb(p.css)],
  ['Fonts', (p) => kb(p.fonts)],
];
const measured = [];
for (const [name, url] of PAGES) {
  process.stdout.write(`Measuring ${name} (${url})…\n`);
  const lh = await lighthouseRuns(`${base}${url}`);
  const file = url === '/' ? 'index.html' : `${url.slice(1)}.html`;
  measured.push({ name, url, ...lh, ...pageAssets(benchOut, file) });
}
const pickerJs = await formWithPickerJs();

const row = (cells) => `| ${cells.join(' | ')} |`;
const table = [
  row(COLUMNS.map(([heading]) => heading)),
  row(COLUMNS.map(() => '---')),
  ...measured.map((p) => row(COLUMNS.map(([, cell]) => cell(p)))),
].join('\n');
const report = `${table}\n\n/form after the map picker opens: ${kb(pickerJs)} of JavaScript (gzip).\n\nFonts: the woff2 files the page preloads or its CSS declares, as sent (already compressed).\n\nLighthouse ${
  (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version
}, mobile preset (simulated slow 4G, 4x CPU slowdown), ${RUNS === 1 ? 'one run' : `median of ${RUNS} runs`}, Chromium at ${chromePath}, ${new Date().toISOString().slice(0, 10)}.\n`;
writeReport('bench', report);
// The exit stops the server and the tile stub.
process.exit(0);
