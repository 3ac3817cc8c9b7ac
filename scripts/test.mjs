#!/usr/bin/env node
// `npm test`: every check (lint, types, format, unit tests, the two builds the browser tests use,
// the checks of the exported files, browser tests), then one closing line `N passed, N failed`
// counting every test that ran (docs/testing.md).
// A failed check that is not a test (lint, types, format, build) also fails the run.
// Lint, format and unit tests run one after another, alongside the type check, then the two
// builds, then the checks of the exported files: on two cores the single-threaded checks fill
// the time the others leave a core idle. Their output is printed whole as each ends. The builds
// start once the type check has ended: it reads the route types a build writes into .next/types/.
// The browser tests start once all of them have ended.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Not test-results/: Playwright empties that folder when it starts.
const results = path.join(root, 'reports');
mkdirSync(results, { recursive: true });
const jestJson = path.join(results, 'jest.json');
const exportJson = path.join(results, 'export.json');
const e2eJson = path.join(results, 'e2e.json');
for (const file of [jestJson, exportJson, e2eJson]) rmSync(file, { force: true });

const failedSteps = [];
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;

/**
 * Runs a step; resolves to whether it passed. Its output goes to the terminal as it comes, or,
 * `quietly` (a step run in the background), is held and printed whole when it ends.
 */
function run(name, cmd, args, { env = {}, quietly = false } = {}) {
  return new Promise((resolve) => {
    const heading = `\n▶ ${name}: ${cmd} ${args.join(' ')}`;
    if (!quietly) console.log(heading);
    const since = Date.now();
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: quietly ? 'pipe' : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (quietly) {
        console.log(heading);
        process.stdout.write(Buffer.concat(output));
      }
      if (code !== 0) failedSteps.push(name);
      console.log(`◀ ${name}: ${code === 0 ? 'passed' : 'failed'} in ${seconds(since)}`);
      resolve(code === 0);
    });
  });
}

const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// The served cities' names the browser gets (lib/generated/served-cities.json) from
// content/cities.ts as it is now, before anything reads them.
await run('served cities', process.execPath, [path.join(root, 'scripts', 'served-cities.mjs')]);

async function checks() {
  const quietly = { quietly: true };
  await run('lint', bin('eslint'), ['.', '--max-warnings=0'], quietly);
  await run('format', bin('prettier'), ['--check', '.'], quietly);
  await run(
    'unit tests',
    bin('jest'),
    ['--ci', '--selectProjects', 'unit', '--json', `--outputFile=${jestJson}`],
    quietly,
  );
}

const checked = checks();
const typed = await run('typecheck', bin('tsc'), ['--noEmit'], { quietly: true });
// The builds skip their own type check when the type check passed (next.config.ts).
const built = await run('build', process.execPath, [path.join(root, 'scripts', 'build-e2e.mjs')], {
  env: { NEXT_TYPECHECKED: typed ? '1' : '' },
});
// The export checks need only out/: they start as soon as it is built, on the core the builds
// leave to the unit tests when those are still running, and on both once they end.
if (built)
  await run(
    'export checks',
    bin('jest'),
    [
      '--ci',
      '--maxWorkers=2',
      '--selectProjects',
      'export',
      '--json',
      `--outputFile=${exportJson}`,
    ],
    { quietly: true },
  );
await checked;
if (built) {
  await run('browser tests', bin('playwright'), ['test'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
  });
}

let passed = 0;
let failed = 0;
for (const file of [jestJson, exportJson]) {
  if (!existsSync(file)) continue;
  const jest = JSON.parse(readFileSync(file, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
}
if (existsSync(e2eJson)) {
  const stats = JSON.parse(readFileSync(e2eJson, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
}

if (failedSteps.length) console.log(`\nFailed: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps.length || failed ? 1 : 0);
