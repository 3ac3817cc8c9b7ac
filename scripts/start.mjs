#!/usr/bin/env node
// `npm start`: build the static export if it is missing or older than the sources, then serve it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'next.config.ts',
  'package.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const built = path.join(root, 'out', 'index.html');
const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));

if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0
      ? 'No build found: building…'
      : 'Sources changed since the last build: rebuilding…',
  );
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('The build in out/ is up to date.');
}

const serve = spawnSync(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(serve.status ?? 0);
