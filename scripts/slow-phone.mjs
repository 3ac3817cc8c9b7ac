#!/usr/bin/env node
// `npm run slow-phone`: how soon a page answers taps on a budget Android phone on a slow line
// (issue 37). Serves the built export in out/ and loads each page in
// Debian's Chromium as that phone: 360x740 at scale 2 with touch and an Android Chrome UA, the CPU
// slowed 4x, 400 kbit/s each way with 400 ms latency, a fresh context (no cache) each run and
// service workers blocked, so every run is a first visit from a search. For each page, the median
// of 5 runs of:
//
// - first text: first-contentful-paint.
// - answers taps: the first animation frame at which React has hydrated both the header's menu
//   toggle and the quote form's Moving From field (each element carries React's `__reactProps$…`
//   key once hydrated; React's one listener at the root then finds and runs its handler). A
//   frame only runs between tasks, so at that moment a tap is also not stuck behind a long task.
//   Checked from an init script in a requestAnimationFrame loop, a few property lookups a frame,
//   so the measuring costs next to nothing. One more run per page taps the menu toggle every
//   250 ms from first paint and records when the dialog first opens, to check that definition
//   against a real tap (before hydration the toggle submits the header's form to /menu, which
//   this run answers with 204 No Content so the page stays).
// - bytes before live: the encoded (on-the-wire) bytes of every response finished before "answers
//   taps", by type, from the DevTools protocol's Network.loadingFinished (headers included), and
//   the floor they set on this line: one latency (no byte comes sooner) plus bytes / 50,000 B/s.
//   The latency of the requests the page names is not added: they go out while the HTML is still
//   arriving, so the line is seldom idle while they wait. A page live near its floor is waiting on
//   bytes, not on its main thread.
// - typing a place: once live, tap Moving From (on a city page it holds the city, which the tap
//   selects, to type over) and type "Wakad" a key every 150 ms, the CPU still slowed 4x and the
//   line still slow, since the locality data is fetched on the first key. Each key's latency is
//   the longest Event Timing entry of its interaction (durationThreshold 16, so a key under 16 ms
//   has none and counts as under 16). The first key is reported apart from the median and the
//   worst; the time the data takes to come and be read is reported as "place suggestions", and
//   the longest main-thread task from the tap on (reading the data, typically) beside it.
//
// Prints a Markdown table and writes it to reports/slow-phone.md and into docs/benchmarks.md.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { median, serveExport, writeReport } from './serve-export.mjs';

const RUNS = 5;
const PORT = 3310;
const base = `http://localhost:${PORT}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const LATENCY_MS = 400;
const DOWN_BPS = 50_000; // 400 kbit/s
const UP_BPS = 50_000;
const CPU_SLOWDOWN = 4;
const TYPED = 'Wakad';
const KEY_GAP_MS = 150;

const PAGES = [
  ['City page', '/packers-movers-in-pune'],
  ['Quote form', '/form'],
  ['City page (Hindi)', '/hi/packers-movers-in-pune'],
];

if (!existsSync(new URL('../out/index.html', import.meta.url))) {
  console.error('No static export in out/. Build first (npm run build).');
  process.exit(1);
}

// This machine has no internet: requests to other hosts (map tiles, Turnstile, the geocoder)
// would only wait on DNS. Blocked in the network stack, which costs nothing per request, unlike
// Playwright's routing, which would pause every request in this script's process.
const BLOCKED = [
  '*tile.openstreetmap.org*',
  '*challenges.cloudflare.com*',
  '*nominatim*',
  '*emailjs*',
  '*wa.me*',
  '*google*',
];

// Runs in the page before any of its scripts. Records, against performance.now() (navigation
// start is 0): first paint of text, the frame at which the toggle and Moving From are hydrated,
// long tasks, Event Timing entries, and when the menu dialog first opens.
function pageProbe() {
  const w = /** @type {any} */ (window);
  const probe = {
    live: null,
    toggle: null,
    field: null,
    longTasks: [],
    events: [],
    menuOpen: null,
  };
  w.__slow = probe;
  const hydrated = (el) => !!el && Object.keys(el).some((k) => k.startsWith('__reactProps$'));
  const frame = () => {
    const now = performance.now();
    if (probe.toggle === null && hydrated(document.querySelector('.mobile-nav__toggle')))
      probe.toggle = now;
    if (probe.field === null && hydrated(document.querySelector('input[name="from"]')))
      probe.field = now;
    if (probe.toggle !== null && probe.field !== null) probe.live = now;
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      probe.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const t = /** @type {PerformanceEventTiming} */ (e);
      if (t.interactionId)
        probe.events.push({
          name: t.name,
          id: t.interactionId,
          start: t.startTime,
          duration: t.duration,
        });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const showModal = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.showModal = function (...args) {
    probe.menuOpen ??= performance.now();
    return showModal.apply(this, args);
  };
}

const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const major = browser.version().split('.')[0];
const USER_AGENT = `Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`;

/** Network events of one page, as the DevTools protocol reports them. */
function recordNetwork(cdp) {
  const requests = new Map();
  let clock = null; // wall seconds minus protocol timestamp seconds
  cdp.on('Network.requestWillBeSent', (e) => {
    clock ??= e.wallTime - e.timestamp;
    requests.set(e.requestId, { type: e.type ?? 'Other' });
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.type = e.type ?? r.type;
      // What had come when the headers were read: the headers themselves, on HTTP/1.1.
      r.headerBytes = e.response.encodedDataLength;
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { finished: e.timestamp, bytes: e.encodedDataLength });
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { finished: e.timestamp, bytes: 0 });
  });
  /** Requests with their finish in ms from navigation start (the page's performance.timeOrigin). */
  return (timeOrigin) =>
    [...requests.values()].map((r) => ({
      ...r,
      finished: r.finished === undefined ? undefined : (r.finished + clock) * 1000 - timeOrigin,
    }));
}

async function newPhone() {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: USER_AGENT,
    serviceWorkers: 'block',
    locale: 'en-IN',
  });
  await context.addInitScript(pageProbe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setBlockedURLs', { urls: BLOCKED });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: DOWN_BPS,
    uploadThroughput: UP_BPS,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp, network: recordNetwork(cdp) };
}

const probe = (page) => page.evaluate(() => /** @type {any} */ (window).__slow);

/** Waits, polling gently (each look costs the slowed page a little), until `fn` is truthy. */
async function until(page, fn, arg, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const v = await page.evaluate(fn, arg);
    if (v) return v;
    await page.waitForTimeout(200);
  }
  return null;
}

/** Sorts the typing's Event Timing entries into the tap and one latency per key. */
function keyLatencies(events) {
  const byId = new Map();
  for (const e of events) {
    const g = byId.get(e.id) ?? { start: e.start, duration: 0, key: false };
    g.start = Math.min(g.start, e.start);
    g.duration = Math.max(g.duration, e.duration);
    if (e.name.startsWith('key')) g.key = true;
    byId.set(e.id, g);
  }
  return [...byId.values()].filter((g) => g.key).sort((a, b) => a.start - b.start);
}

async function typePlace(page, pagePath) {
  // By name, not id: older builds gave the field a generated id.
  const field = page.locator('input[name="from"]');
  await field.scrollIntoViewIfNeeded();
  const tapAt = await page.evaluate(() => performance.now());
  await field.tap();
  // A city page fills Moving From with its city and the first tap selects it (after the tap's
  // own touchend); make sure the typing replaces it as a person's would.
  await page.waitForTimeout(KEY_GAP_MS);
  await field.evaluate((el) => {
    const input = /** @type {HTMLInputElement} */ (el);
    if (input.value && input.selectionEnd - input.selectionStart !== input.value.length)
      input.select();
  });
  const t0 = Date.now();
  for (let i = 0; i < TYPED.length; i++) {
    const wait = t0 + i * KEY_GAP_MS - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await page.keyboard.press(TYPED[i]);
  }
  // The locality data comes over the slow line; wait for a suggestion that only it knows.
  const shown = await until(
    page,
    (word) => {
      const list = document.querySelector('input[name="from"]')?.closest('.combo');
      const hit = [...(list?.querySelectorAll('[role=option]') ?? [])].some((o) =>
        o.textContent.includes(word),
      );
      return hit ? performance.now() : null;
    },
    TYPED,
    20_000,
  );
  await page.waitForTimeout(300);
  const data = await probe(page);
  const keys = keyLatencies(data.events.filter((e) => e.start >= tapAt));
  // A key with no entry took under 16 ms (the threshold): count it as 0 for the median.
  const latencies = Array.from({ length: TYPED.length }, (_, i) => keys[i]?.duration ?? 0);
  // Key entries can be missing from the front too; trust the order only when all five came.
  const complete = keys.length === TYPED.length;
  const afterTap = data.longTasks.filter((t) => t.start >= tapAt);
  return {
    firstKey: complete ? latencies[0] : null,
    worstKey: Math.max(...latencies),
    medianKey: median(latencies),
    // The data is asked for when the field gains focus, at the tap.
    suggestions: shown === null ? null : shown - tapAt,
    longestTaskTyping: Math.max(0, ...afterTap.map((t) => t.duration)),
    page: pagePath,
  };
}

const TYPE_GROUPS = {
  Document: 'HTML',
  Stylesheet: 'CSS',
  Script: 'JS',
  Font: 'fonts',
  Image: 'images',
};

async function measure(pagePath) {
  const { context, page, network } = await newPhone();
  try {
    await page.goto(`${base}${pagePath}`, { waitUntil: 'commit', timeout: 60_000 });
    const live = await until(page, () => /** @type {any} */ (window).__slow?.live, null, 60_000);
    if (live === null) throw new Error(`${pagePath} never went live`);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const before = network(timeOrigin).filter(
      (r) => r.finished !== undefined && r.finished <= live,
    );
    const bytes = { HTML: 0, CSS: 0, JS: 0, fonts: 0, images: 0, other: 0 };
    for (const r of before) bytes[TYPE_GROUPS[r.type] ?? 'other'] += r.bytes ?? 0;
    const total = Object.values(bytes).reduce((a, b) => a + b, 0);
    const headerBytes = before.reduce((n, r) => n + (r.headerBytes ?? 0), 0);
    const { longTasks } = await probe(page);
    const tasksBefore = longTasks.filter((t) => t.start < live);
    const typing = await typePlace(page, pagePath);
    return {
      fcp,
      live,
      bytes,
      total,
      headerBytes,
      floor: LATENCY_MS + (total / DOWN_BPS) * 1000,
      longTasksBefore: tasksBefore.reduce((s, t) => s + t.duration, 0),
      ...typing,
    };
  } finally {
    await context.close();
  }
}

/** The tap cross-check: taps the menu toggle every 250 ms from first paint until it opens. */
async function tapUntilMenu(pagePath) {
  const { context, page, cdp } = await newPhone();
  try {
    // Before hydration the toggle submits the header's form (GET /menu); 204 keeps the page.
    await cdp.send('Fetch.enable', {
      patterns: [{ urlPattern: '*/menu*', requestStage: 'Request' }],
    });
    cdp.on('Fetch.requestPaused', (e) =>
      cdp
        .send('Fetch.fulfillRequest', { requestId: e.requestId, responseCode: 204 })
        .catch(() => {}),
    );
    await page.goto(`${base}${pagePath}`, { waitUntil: 'commit', timeout: 60_000 });
    const painted = await until(
      page,
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
      null,
      60_000,
    );
    if (!painted) throw new Error(`${pagePath} never painted`);
    const box = await page.locator('.mobile-nav__toggle').boundingBox();
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const start = Date.now();
    let taps = 0;
    for (let i = 0; i < 240; i++) {
      const wait = start + i * 250 - Date.now();
      if (wait > 0) await page.waitForTimeout(wait);
      // Straight through the protocol, as Playwright's own tap does, minus its waiting for the
      // navigation a tap before hydration starts.
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchStart',
        touchPoints: [{ x, y }],
      });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      taps++;
      const p = await probe(page);
      if (p.menuOpen !== null) return { opened: p.menuOpen, live: p.live, taps };
    }
    return { opened: null, live: (await probe(page)).live, taps };
  } finally {
    await context.close();
  }
}

const ms = (v) => (v === null || v === undefined ? '–' : `${Math.round(v)} ms`);
const sec = (v) => (v === null || v === undefined ? '–' : `${(v / 1000).toFixed(2)} s`);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const key = (v) => (v === null ? '–' : v < 16 ? '< 16 ms' : `${Math.round(v)} ms`);

await serveExport('out', PORT);
// The first answers of a freshly started server are slow (disk, Wrangler's start): one unmeasured
// load of each page first.
for (const [, p] of PAGES) await fetch(`${base}${p}`).then((r) => r.arrayBuffer());

const rows = [];
for (const [name, pagePath] of PAGES) {
  console.log(`Measuring ${name} (${pagePath}), ${RUNS} runs…`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    let r;
    try {
      r = await measure(pagePath);
    } catch (err) {
      // On a machine busy with builds a load can stall past the limits; the medians go on
      // without it, and the log says so.
      console.log(`  run ${i + 1}: failed, ${err.message}`);
      continue;
    }
    console.log(
      `  run ${i + 1}: text ${ms(r.fcp)}, live ${ms(r.live)}, ${kb(r.total)} before live, keys first ${key(r.firstKey)} worst ${key(r.worstKey)}, suggestions after ${ms(r.suggestions)}`,
    );
    runs.push(r);
  }
  if (!runs.length) throw new Error(`no run of ${pagePath} finished`);
  const tap = await tapUntilMenu(pagePath).catch((err) => {
    console.log(`  tap check failed: ${err.message}`);
    return { opened: null, live: null, taps: 0 };
  });
  console.log(
    `  tap check: the menu opened at ${ms(tap.opened)} (hydrated at ${ms(tap.live)} in that run, ${tap.taps} taps)`,
  );
  const m = (f) => {
    const xs = runs.map(f).filter((v) => v !== null && v !== undefined);
    return xs.length ? median(xs) : null;
  };
  const bytesCell = (g) => kb(m((r) => r.bytes[g]));
  rows.push([
    name,
    pagePath,
    sec(m((r) => r.fcp)),
    sec(m((r) => r.live)),
    sec(tap.opened),
    `${kb(m((r) => r.total))} (${kb(m((r) => r.headerBytes))})`,
    `${bytesCell('JS')} / ${bytesCell('HTML')} / ${bytesCell('CSS')} / ${bytesCell('fonts')} / ${bytesCell('images')} / ${bytesCell('other')}`,
    sec(m((r) => r.floor)),
    ms(m((r) => r.longTasksBefore)),
    key(m((r) => r.firstKey)),
    key(m((r) => r.medianKey)),
    key(m((r) => r.worstKey)),
    sec(m((r) => r.suggestions)),
    ms(m((r) => r.longestTaskTyping)),
  ]);
}
await browser.close();

const header = [
  'Page',
  'URL',
  'First text',
  'Answers taps',
  'Tap opened menu (1 run)',
  'Bytes before live (of which headers)',
  'JS / HTML / CSS / fonts / images / other',
  'Floor on the line',
  'Long tasks before live',
  'First key',
  'Median key',
  'Worst key',
  'Place suggestions',
  'Longest task from the tap',
];
const table = [
  `| ${header.join(' | ')} |`,
  `| ${header.map(() => '---').join(' | ')} |`,
  ...rows.map((r) => `| ${r.join(' | ')} |`),
].join('\n');
writeReport(
  'slow-phone',
  `${table}\n\nMedian of ${RUNS} runs a page (fewer if one failed), the tap check one run, Chromium ${browser.version()} at ${chromePath}, 360x740 at scale 2, CPU ${CPU_SLOWDOWN}x slower, ${(DOWN_BPS * 8) / 1000} kbit/s down and up with ${LATENCY_MS} ms latency, no cache, out/ served by scripts/serve.mjs, ${new Date().toISOString().slice(0, 10)}. Keys typed with the line still slow: place suggestions is the time from the tap on Moving From until a suggestion from the locality data shows.\n`,
);
process.exit(0);
