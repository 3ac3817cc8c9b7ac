#!/usr/bin/env node
// Serves a static export as Cloudflare Pages serves it in production, with Cloudflare's own local
// runtime (`wrangler pages dev`): the headers of its _headers file (the Content-Security-Policy,
// HSTS, nosniff, frame denial, cache lifetimes), clean URLs (/about -> about.html; /about/ and
// /about.html redirect to /about with 308), and for an unknown path the nearest 404.html up the
// path with status 404 (out/hi/404.html under /hi/, out/404.html elsewhere). `npm start`, the
// browser tests and the benchmark all serve through this script, so what they see is what the
// deployment sends.
//
// Port from $PORT (default 3000); address from $SERVE_HOST (default 127.0.0.1, this machine only;
// 0.0.0.0 to try the site from a phone on the same network); folder from $SERVE_DIR (default
// out/; the browser tests also serve a second build made with test e-mail ids). $QUIET_SERVE (or
// CI) leaves out the request log: errors only.
//
// Wrangler 3, because Wrangler 4 needs Node 22. It runs offline: no usage metrics
// (WRANGLER_SEND_METRICS), no prompt or key bindings, and NODE_ENV=test tells its Miniflare not to
// fetch the `Request.cf` object from workers.cloudflare.com at start (a static site never reads
// it). The one request it still makes is its update check against the npm registry (at most
// hourly, given up after 2 s); its advice to move to Wrangler 4 does not apply here.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '3000';
const host = process.env.SERVE_HOST || '127.0.0.1';
const dir = path.resolve(root, process.env.SERVE_DIR || 'out');
const quiet = Boolean(process.env.CI || process.env.QUIET_SERVE);

// The runtime's behaviour is pinned by a compatibility date; this one is that of the workerd
// release Wrangler 3 ships (a later date only earns a warning).
const COMPATIBILITY_DATE = '2025-07-18';

if (!existsSync(path.join(dir, 'index.html'))) {
  const name = path.relative(root, dir);
  console.error(`No static export in ${name}/. Run \`npm run build\` (or \`npm start\`) first.`);
  process.exit(1);
}

// Wrangler keeps its working files in .wrangler/ of the folder it runs in, a debug log of every
// request and a registry of the local servers running (for bindings between them) under
// ~/.config/.wrangler. All of it goes to a folder of each server's own, removed when it stops:
// none is left in the project or grows in the home folder, and two servers (the browser tests
// run two) never share one.
const work = mkdtempSync(path.join(tmpdir(), 'pages-dev-'));
const cleanUp = () => rmSync(work, { recursive: true, force: true });

const args = [
  path.join(root, 'node_modules', 'wrangler', 'bin', 'wrangler.js'),
  'pages',
  'dev',
  dir,
  '--ip',
  host,
  '--port',
  port,
  '--compatibility-date',
  COMPATIBILITY_DATE,
  '--show-interactive-dev-session=false',
  '--log-level',
  quiet ? 'error' : 'info',
];

const child = spawn(process.execPath, args, {
  cwd: work,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    NODE_ENV: 'test',
    WRANGLER_LOG_PATH: path.join(work, 'wrangler.log'),
    WRANGLER_REGISTRY_PATH: path.join(work, 'registry'),
  },
});
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 1 : 0));
});

if (!quiet) {
  console.log(
    `Serving ${path.relative(root, dir)}/ at http://localhost:${port} (Cloudflare Pages)`,
  );
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
