#!/usr/bin/env node
// `npm start`: build the static export if it is missing or older than the sources, then serve it.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
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
  'next-sitemap.config.js',
  'package.json',
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
];

/** The latest change to a file, or to anything in a folder; 0 when it does not exist. */
function newestMtime(p) {
  const stat = statSync(p, { throwIfNoEntry: false });
  if (!stat?.isDirectory()) return stat?.mtimeMs ?? 0;
  const entries = readdirSync(p, { recursive: true });
  return Math.max(stat.mtimeMs, ...entries.map((e) => statSync(path.join(p, e)).mtimeMs));
}

const builtAt = newestMtime(path.join(root, 'out', 'index.html'));
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

await import('./serve.mjs');
