import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect } from '@playwright/test';
import { pageAssets } from '../../scripts/js-bytes.cjs';
import { officialContacts } from '../../content/official-contacts';
import { dictionary } from '../../lib/dictionaries';
import { PREFIXED_LOCALES } from '../../lib/i18n';
import { items } from '../../content/items';
import { cities } from '../../content/cities';

/**
 * Byte budgets, checked on the static export (deterministic, unlike timings;
 * docs/product.md#quality-bars). Gzip sizes, as a CDN sends them.
 */
const OUT = path.resolve(__dirname, '../../out');
const JS_BUDGET = 150 * 1024; // any page, before a map is shown
// The pages with the full quote form carry, up front, the code that checks a request and writes
// it out (about 4 KB): a submit must need no network, offline or after a redeploy (issue 22).
// Since issue 25 that code reads a phone number typed in any script and names dates through
// Intl (lib/phone.ts, lib/dates.ts): 0.55 KB more, when the budget had 1 byte left. Since issue 26
// the form has its `List your items` button and the loader of the list's code (0.85 KB; the list
// itself, its catalogue and its words come only when it is opened: the test below), paid for by
// the served cities' names coming without their coordinates (lib/served-cities.ts, 1.5 KB less).
// Since issue 37 (1.9 KB): the form takes in what was typed before it was live and acts on a tap
// made then, asks floors and lifts itself, keeps its confirmation across a reload and Back, says
// when there is no signal, and marks its required fields. Each is a promise to a visitor on a slow
// phone; the bytes are paid for in time by what the page loads first (README, slow-phone table).
const QUOTE_FORM_JS_BUDGET = 158 * 1024;
const hasQuoteForm = (file: string) =>
  /^(form|packers-movers-in-[a-z-]+)\.html$/.test(
    file.replace(new RegExp(`^(${PREFIXED_LOCALES.join('|')})/`), ''),
  );
const CSS_BUDGET = 20 * 1024;
const IMAGE_BUDGET = 120 * 1024; // the largest image a page refers to
const HTML_BUDGET = 60 * 1024; // gzip of the document itself

// Every page, those of the other languages (out/hi/, out/ta/) included.
const pages = readdirSync(OUT, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith('.html'))
  .map((f) => f.split(path.sep).join('/'));

/**
 * What a page in another language may load beyond its English twin (gzip): its names of served
 * cities (lib/served-names.ts), a chunk of its own that the page preloads (components/quote/
 * local-names.tsx: 2.4 KB for Hindi, 2.9 KB for Tamil, whose letters take three bytes each), and
 * the route's glue to load it. A page's budgets are its English twin's plus this.
 */
const NAMES_SCRIPT_BUDGET = 5 * 1024;
const gzipOf = (url: string) =>
  gzipSync(readFileSync(path.join(OUT, decodeURIComponent(url)))).length;
/** The text of a file of the export by its URL; pages share chunks, so each is read once. */
const texts = new Map<string, string>();
function read(url: string): string {
  if (!texts.has(url))
    texts.set(url, readFileSync(path.join(OUT, decodeURIComponent(url)), 'utf8'));
  return texts.get(url)!;
}

/** The language of a page of another language than English, by its folder; undefined for English. */
const localeOfFile = (file: string) =>
  PREFIXED_LOCALES.find((l) => file === `${l}.html` || file.startsWith(`${l}/`));

/** The English twin of a page in another language. */
function englishOf(file: string): string {
  const locale = localeOfFile(file)!;
  // The other languages' 404 page shows the home page as an ordinary page
  // (app/(l10n)/[lang]/404), quote box and all: it is held to the English home page. The English
  // 404 page is lighter for a reason of its own (a static quote box, app/global-not-found.tsx).
  return [`${locale}.html`, `${locale}/404.html`].includes(file)
    ? 'index.html'
    : file.slice(`${locale}/`.length);
}

/** Gzip bytes of the names' script of a page in another language: one its English twin does not load. */
function namesScriptBytes(file: string): number {
  const locale = localeOfFile(file);
  if (!locale) return 0;
  const own = pageAssets(OUT, englishOf(file)).scripts;
  const pune = dictionary(locale).places.cities.Pune!;
  return pageAssets(OUT, file)
    .scripts.filter((s) => !own.includes(s) && read(s).includes(pune))
    .reduce((n, s) => n + gzipOf(s), 0);
}

test('every page loads at most 150 KB of JavaScript (158 KB with the quote form) and 20 KB of CSS (gzip)', () => {
  let worst = { file: '', js: 0 };
  expect(pages.filter(hasQuoteForm).length).toBeGreaterThan(200);
  for (const file of pages) {
    const { js, css } = pageAssets(OUT, file);
    const budget =
      (hasQuoteForm(file) ? QUOTE_FORM_JS_BUDGET : JS_BUDGET) +
      (localeOfFile(file) ? NAMES_SCRIPT_BUDGET : 0);
    expect(js, `${file}: ${(js / 1024).toFixed(1)} KB of JS`).toBeLessThanOrEqual(budget);
    expect(css, `${file}: ${(css / 1024).toFixed(1)} KB of CSS`).toBeLessThanOrEqual(CSS_BUDGET);
    if (js > worst.js) worst = { file, js };
  }
  console.log(
    `Heaviest page: ${worst.file}, ${(worst.js / 1024).toFixed(1)} KB of JavaScript (gzip)`,
  );
});

test.each(PREFIXED_LOCALES)(
  'a %s page loads no more JavaScript than its English one but its names of cities',
  (locale) => {
    const translated = pages.filter((f) => localeOfFile(f) === locale);
    // Home, form, charges, fraud checker and every city page.
    expect(translated.length).toBeGreaterThan(110);
    let namesSeen = false;
    for (const file of translated) {
      const english = englishOf(file);
      const own = pageAssets(OUT, file);
      const en = pageAssets(OUT, english);
      // What such a page loads beyond its English twin: the names of cities, nothing else. Counted
      // as the difference of the two totals, since which chunk carries a shared module is the
      // bundler's choice (it has put part of the form in the names' script's chunk, which the
      // English page loads in a chunk of its own).
      if (namesScriptBytes(file) > 0) namesSeen = true;
      expect(
        own.js - en.js,
        `${file}: ${own.js} B of JS, ${english}: ${en.js} B`,
      ).toBeLessThanOrEqual(NAMES_SCRIPT_BUDGET);
      expect(own.fonts, `${file} downloads more font bytes`).toBeLessThanOrEqual(en.fonts);
    }
    expect(namesSeen, `the ${locale} form loads its names of cities`).toBe(true);
  },
);

test('no page ships Leaflet, the e-mail library or the rate table up front', () => {
  for (const file of pages) {
    const { scripts } = pageAssets(OUT, file);
    const code = scripts.map(read).join('\n');
    expect(code.includes('leaflet-container'), `${file} loads Leaflet`).toBe(false);
    expect(code.includes('api/v1.0/email/send'), `${file} loads the e-mail library`).toBe(false);
    expect(
      code.includes('intercityTransport') || code.includes('Above 2,000 km'),
      `${file} loads the rates`,
    ).toBe(false);
  }
});

test('every HTML document stays under 60 KB gzip', async () => {
  const { gzipSync } = await import('node:zlib');
  for (const file of pages) {
    const size = gzipSync(readFileSync(path.join(OUT, file))).length;
    expect(size, `${file}: ${(size / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(HTML_BUDGET);
  }
});

test('scripts a page loads up front carry the compile hint; on-demand chunks do not', () => {
  // scripts/postbuild.mjs: without the hint Chrome compiled React and the router lazily on the
  // main thread, the longest task of every page.
  const upFront = new Set<string>();
  for (const file of pages) {
    const html = readFileSync(path.join(OUT, file), 'utf8');
    for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
      const src = /\bsrc="(\/_next\/static\/[^"]+\.js)"/.exec(m[1]!)?.[1];
      if (src && !/noModule/i.test(m[1]!)) upFront.add(src);
    }
  }
  expect(upFront.size).toBeGreaterThan(5);
  for (const src of upFront) {
    const head = readFileSync(path.join(OUT, src), 'utf8').slice(0, 40);
    expect(head.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
  }
  const chunks = path.join(OUT, '_next/static/chunks');
  const leaflet = readdirSync(chunks)
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(path.join(chunks, f), 'utf8'))
    .filter((code) => code.includes('leaflet-container'));
  expect(leaflet.length).toBeGreaterThan(0);
  for (const code of leaflet) expect(code.startsWith('//# allFunctionsCalledOnLoad')).toBe(false);
});

test('no page carries the 404 page or a second footer in its payload', () => {
  // The root not-found page used to ride along in every page's RSC payload (see
  // app/global-not-found.tsx): a second home page and footer to parse before hydration.
  for (const file of pages.filter(
    (f) =>
      !['404.html', '_not-found.html', ...PREFIXED_LOCALES.map((l) => `${l}/404.html`)].includes(f),
  )) {
    const html = readFileSync(path.join(OUT, file), 'utf8');
    expect(html.includes('We could not find that page'), `${file} embeds the 404 page`).toBe(false);
    for (const l of PREFIXED_LOCALES) {
      const notice = dictionary(l).notFound.notice;
      expect(html.includes(notice), `${file} embeds the ${l} 404 page`).toBe(false);
    }
    const footers = html.split('Service Cities: Packers and Movers Near You').length - 1;
    // Once in the HTML and once in the payload React hydrates from.
    expect(footers, `${file}: copies of the footer`).toBeLessThanOrEqual(2);
  }
});

test('the largest image any page uses is under 120 KB', () => {
  const used = new Set<string>();
  for (const file of pages) {
    const html = readFileSync(path.join(OUT, file), 'utf8');
    for (const m of html.matchAll(/(?:src|href)="(\/(?:art|images|og|leaflet)\/[^"?]+)"/g))
      used.add(m[1]!);
    for (const m of html.matchAll(/srcSet="([^"]+)"/g)) {
      for (const part of m[1]!.split(',')) used.add(part.trim().split(' ')[0]!);
    }
  }
  let largest = { file: '', size: 0 };
  for (const url of used) {
    const size = statSync(path.join(OUT, url)).size;
    if (size > largest.size) largest = { file: url, size };
  }
  console.log(`Largest image: ${largest.file}, ${(largest.size / 1024).toFixed(1)} KB`);
  expect(used.size).toBeGreaterThan(20);
  expect(largest.size).toBeLessThanOrEqual(IMAGE_BUDGET);
});

test('only /beaware ships the official contacts the fraud checker compares against', () => {
  // content/official-contacts.ts: the contact and partner forms load content/site.ts, which
  // used to carry the list to them.
  const marker = officialContacts.upiIds[0]!;
  const shipping = pages.filter((file) =>
    pageAssets(OUT, file).scripts.some((s) => read(s).includes(marker)),
  );
  expect(shipping.sort()).toEqual(
    ['beaware.html', ...PREFIXED_LOCALES.map((l) => `${l}/beaware.html`)].sort(),
  );
});

test('no page loads the item list or its catalogue up front: they come when the list is opened (issue 26)', () => {
  // The catalogue's scripts, recognised by a volume's basis; the words by an item's Hindi name.
  const markers = [items.refrigerator.basis, items.twoWheeler.basis];
  const carries = (script: string) => markers.some((m) => read(script).includes(m));
  const offenders = pages
    .filter(
      (file) => file !== 'scope.html' && !PREFIXED_LOCALES.some((l) => file === `${l}/scope.html`),
    )
    .filter((file) => pageAssets(OUT, file).scripts.some(carries));
  expect(offenders).toEqual([]);
  // The written scope's own page does carry it: the check can see the catalogue where it is.
  expect(pageAssets(OUT, 'scope.html').scripts.some(carries)).toBe(true);
});

test("no page loads the cities' coordinates up front; the form's script has the served names (lib/served-cities.ts)", () => {
  // A city's record (content/cities.ts) would grow the form's first script with every city added;
  // its names are what the form checks a typed place against, offline too.
  const chennai = cities.find((c) => c.name === 'Chennai')!;
  const markers = [`lat:${chennai.lat}`, `lon:${chennai.lon}`];
  const lastServed = cities.filter((c) => !('serviceable' in c)).at(-1)!.name;
  const offenders = pages.filter((file) =>
    pageAssets(OUT, file).scripts.some((s) => markers.some((m) => read(s).includes(m))),
  );
  expect(offenders).toEqual([]);
  for (const file of ['form.html', 'packers-movers-in-pune.html', 'hi/form.html']) {
    expect(pageAssets(OUT, file).scripts.some((s) => read(s).includes(`"${lastServed}"`))).toBe(
      true,
    );
  }
});
