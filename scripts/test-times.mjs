#!/usr/bin/env node
// `npm run test:times`: where the browser tests' time goes, from the last run's report
// (reports/e2e.json, written by `npm test`): each spec file's total test time, longest first, and
// the run's wall-clock time: what to trim to bring the suite under 10 minutes (docs/testing.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.resolve(root, process.argv[2] ?? 'reports/e2e.json');
if (!existsSync(file)) {
  console.error(`No report at ${path.relative(root, file)}: run \`npm test\` first.`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8'));

const bySpec = new Map();
function walk(suite, spec) {
  for (const s of suite.specs ?? [])
    for (const t of s.tests)
      for (const r of t.results) bySpec.set(spec, (bySpec.get(spec) ?? 0) + r.duration);
  for (const child of suite.suites ?? []) walk(child, spec);
}
for (const suite of report.suites ?? []) walk(suite, suite.file);

const rows = [...bySpec].sort((a, b) => b[1] - a[1]);
const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
const min = (ms) => (ms / 60000).toFixed(1).padStart(5);
for (const [spec, ms] of rows)
  console.log(`${min(ms)} min  ${((100 * ms) / total).toFixed(0).padStart(3)}%  ${spec}`);
const wall = report.stats?.duration ?? 0;
console.log(`\n${min(total)} min of test time; ${min(wall)} min wall clock`);
