#!/usr/bin/env node
// `npm run scale`: does the export stay within bounds when the owner adds hundreds of cities?
// In a temporary copy of a commit (HEAD unless `--ref <commit>`), it builds the site twice, from
// a clean .next each time: as it is, and with 900 more cities in content/cities.ts (real places
// from India Post's directory, scripts/scale-cities.mjs). For each build it measures the pages,
// the build's wall and CPU time, the gzip size of the home page and of a city page, the size and
// file count of out/ (scripts/scale-measure.mjs), and checks them against the targets below.
// Prints a Markdown table and writes reports/scale.md and reports/scale.json (with the builds'
// logs beside them), and the table into the Scale section of docs/benchmarks.md. Set SCALE_EXTRA for another
// count.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extraCities, withExtraCities } from './scale-cities.mjs';
import { generationFromLog, measureOut } from './scale-measure.mjs';

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
 * every process it ran (user + system, from bash's `times`). On a machine shared with other
 * work the wall time follows the load; the CPU time hardly does, so the per-page target is
 * judged on it.
 */
function build(key) {
  rmSync(path.join(tree, '.next'), { recursive: true, force: true });
  rmSync(path.join(tree, 'out'), { recursive: true, force: true });
  const logFile = path.join(root, 'reports', `scale-${key}.log`);
  const timesFile = path.join(tree, `.times-${key}`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('bash', ['-c', 'npm run build; s=$?; times > "$TIMES_FILE"; exit $s'], {
      cwd: tree,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', TIMES_FILE: timesFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('close', (code) => {
      writeFileSync(logFile, log);
      if (code !== 0) return reject(new Error(`build ${key} failed (${code}); see ${logFile}`));
      const children = readFileSync(timesFile, 'utf8').split('\n')[1] ?? '';
      resolve({ seconds: (performance.now() - started) / 1000, cpu: cpuSeconds(children), log });
    });
  });
}

async function run(key, label, cities) {
  console.log(`scale: building ${label}…`);
  const { seconds, cpu, log } = await build(key);
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

function table(base, more) {
  const ratio = (a, b) => `${(b / a).toFixed(2)}×`;
  const pass = (ok) => (ok ? 'yes' : '**no**');
  const rows = [
    ['Cities', base.cities, more.cities, '', ''],
    ['Pages (HTML files)', base.pages, more.pages, '', ''],
    ['Build time, wall (`npm run build`)', s(base.buildSeconds), s(more.buildSeconds), '', ''],
    [
      'Build time, CPU (all its processes)',
      s(base.buildCpuSeconds),
      s(more.buildCpuSeconds),
      '',
      '',
    ],
    ['Wall time per page', s(base.secondsPerPage), s(more.secondsPerPage), '', ''],
    [
      'CPU time per page',
      s(base.cpuSecondsPerPage),
      s(more.cpuSecondsPerPage),
      `≤ 1.3× (${ratio(base.cpuSecondsPerPage, more.cpuSecondsPerPage)})`,
      pass(more.cpuSecondsPerPage <= base.cpuSecondsPerPage * TARGETS.perPageGrowth),
    ],
  ];
  if (base.generation && more.generation) {
    rows.push([
      'Static generation per route, wall (Next.js: pages, images, data files)',
      s(base.generation.secondsPerRoute),
      s(more.generation.secondsPerRoute),
      ratio(base.generation.secondsPerRoute, more.generation.secondsPerRoute),
      '',
    ]);
  }
  for (const [name, p] of [
    ['`/` HTML (gzip)', '/'],
    ['City page HTML (gzip)', CITY_PAGE],
  ]) {
    rows.push([
      name,
      kb(base.gzip[p]),
      kb(more.gzip[p]),
      `≤ 1.1× (${ratio(base.gzip[p], more.gzip[p])})`,
      pass(more.gzip[p] <= base.gzip[p] * TARGETS.htmlGrowth),
    ]);
  }
  rows.push(
    [
      'Largest HTML page (gzip)',
      `${kb(base.largestPage.gzip)} ${base.largestPage.path}`,
      `${kb(more.largestPage.gzip)} ${more.largestPage.path}`,
      '',
      '',
    ],
    ['out/ size', mb(base.bytes), mb(more.bytes), '< 600 MB', pass(more.bytes < TARGETS.outBytes)],
    ['out/ files', base.files, more.files, '< 20,000', pass(more.files < TARGETS.outFiles)],
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
  const base = await run('base', `Today (${count} cities)`, count);
  writeFileSync(citiesFile, withExtraCities(source, extraCities(source, EXTRA)));
  const more = await run('more', `+${EXTRA} cities (${count + EXTRA})`, count + EXTRA);
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
