#!/usr/bin/env node
// Side-by-side main-thread cost of two exports: `node scripts/long-tasks-ab.mjs <dirA> <dirB>
// [paths…]` (paths default to /, /form and a city page). Lighthouse's Total Blocking Time swings by
// hundreds of milliseconds from run to run on a busy two-core machine, so a change is judged by
// loading both builds in turn, in the same minutes: each page of each build RUNS times (default
// 8) in Chromium at 360 px with the CPU slowed 4x, summing the part of every long task over 50 ms
// (what TBT sums) and reporting the median. Map tiles, geocoding, e-mail and chat links are cut.
//
// To measure an older commit: `git worktree add ../old <commit>`, `npm run build` there, then pass
// its out/ as dirA and this checkout's out/ as dirB. Both are served by scripts/serve-export.mjs.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { median, serveExport } from './serve-export.mjs';

const [dirA, dirB, ...given] = process.argv.slice(2);
if (!dirA || !dirB) {
  console.error('usage: node scripts/long-tasks-ab.mjs <exportA> <exportB> [/path …]');
  process.exit(2);
}
const paths = given.length ? given : ['/', '/form', '/packers-movers-in-pune'];
const RUNS = Number(process.env.RUNS ?? 8);
const builds = [
  ['A', path.resolve(dirA), 3321],
  ['B', path.resolve(dirB), 3322],
];

// Each server stops when this script exits.
await Promise.all(builds.map(([, dir, port]) => serveExport(dir, port)));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

async function blocking(port, pagePath) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.route(/nominatim|emailjs|wa\.me|tile|:3301\//, (route) => route.abort());
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`http://localhost:${port}${pagePath}`, { waitUntil: 'load' });
  await page.waitForTimeout(4000);
  const tasks = await page.evaluate(() => window.__longTasks);
  await context.close();
  return tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0);
}

console.log(`A: ${builds[0][1]}\nB: ${builds[1][1]}\n${RUNS} loads each, 4x CPU, 360 px\n`);
console.log('| Page | A blocking (median) | B blocking (median) | B - A |');
console.log('| --- | --- | --- | --- |');
for (const pagePath of paths) {
  const ms = { A: [], B: [] };
  // A first, unmeasured load of each: the server's and the disk's first answers are slow.
  for (const [, , port] of builds) await blocking(port, pagePath);
  for (let i = 0; i < RUNS; i++) {
    for (const [name, , port] of builds) ms[name].push(await blocking(port, pagePath));
  }
  const [a, b] = [median(ms.A), median(ms.B)];
  console.log(
    `| ${pagePath} | ${Math.round(a)} ms | ${Math.round(b)} ms | ${b >= a ? '+' : ''}${Math.round(b - a)} ms |`,
  );
}
await browser.close();
process.exit(0);
