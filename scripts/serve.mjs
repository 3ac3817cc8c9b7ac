#!/usr/bin/env node
// Serves a static export as Cloudflare Pages serves it in production, with Cloudflare's own local
// runtime (`wrangler pages dev`): the edge functions of functions/ (`/api/leads`) with a local D1
// database, its migrations applied first (migrations/, wrangler.toml), the headers of its _headers
// file (the Content-Security-Policy, HSTS, nosniff, frame denial, cache lifetimes), clean URLs
// (/about -> about.html; /about/ and /about.html redirect to /about with 308), and for an unknown
// path the nearest 404.html up the path with status 404 (out/hi/404.html under /hi/). `npm start`,
// the browser tests and the benchmark all serve through this script, so what they see is what the
// deployment sends.
//
// Port from $PORT (default 3000); address from $SERVE_HOST (default 127.0.0.1, this machine only;
// 0.0.0.0 to try the site from a phone on the same network); folder from $SERVE_DIR (default
// out/; the browser tests also serve a second build made with test e-mail ids). The database lives
// in $D1_STATE (default .wrangler/state, which `npm run leads` reads; `temp` for a fresh one that
// is removed on stop, as each test run has). $SERVE_FUNCTIONS=off serves the export as a host
// without Pages Functions would (an export built with NEXT_PUBLIC_LEADS_API=off): no /api/, no
// database. The edge's secrets come from .dev.vars, as
// `wrangler pages dev` reads it, and from $EDGE_VARS (JSON, name to value: the tests point the
// e-mail API at a stub with it). Logs each request unless $QUIET_SERVE or CI is set.
//
// Wrangler 3 (README.md#deploying says why), run offline: no usage metrics, no prompt or key
// bindings, and NODE_ENV=test tells its Miniflare not to fetch `Request.cf` at start.
//
// In front, on $PORT, a small server in this process passes everything to Wrangler on an inner
// port and keeps each 200 answer to a GET or HEAD of a file of the export (not /api/), given again
// for the same method, URL and Accept-Encoding until the export is built again: Wrangler spends
// about 30 ms of CPU on an answer (README.md#deploying, docs/testing.md#where-the-time-goes).
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 3000);
const host = process.env.SERVE_HOST || '127.0.0.1';
const dir = path.resolve(root, process.env.SERVE_DIR || 'out');
const quiet = Boolean(process.env.CI || process.env.QUIET_SERVE);

if (!existsSync(path.join(dir, 'index.html'))) {
  const name = path.relative(root, dir);
  console.error(`No static export in ${name}/. Run \`npm run build\` (or \`npm start\`) first.`);
  process.exit(1);
}

// Wrangler runs in the project, where it finds wrangler.toml (the runtime's compatibility date
// among its settings), functions/ and .dev.vars; it bundles the functions into .wrangler/tmp there
// (ignored by git). Its debug log and its registry of local servers (for bindings between them,
// under ~/.config/.wrangler by default) go to a folder of each server's own, removed when it stops,
// so two servers (the browser tests run two) never share one.
const work = mkdtempSync(path.join(tmpdir(), 'pages-dev-'));
const cleanUp = () => rmSync(work, { recursive: true, force: true });
const state =
  process.env.D1_STATE === 'temp'
    ? path.join(work, 'state')
    : path.resolve(root, process.env.D1_STATE || path.join('.wrangler', 'state'));
const wranglerEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  NODE_ENV: 'test',
  WRANGLER_LOG_PATH: path.join(work, 'wrangler.log'),
  WRANGLER_REGISTRY_PATH: path.join(work, 'registry'),
};
// The package's own command (its `bin`), resolved as Node resolves the package.
const wrangler = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js');

// Wrangler takes the functions from functions/ in the folder it runs in. Without them it runs in
// this server's own folder, beside a copy of wrangler.toml (the runtime's compatibility date).
const functions = process.env.SERVE_FUNCTIONS !== 'off';
const cwd = functions ? root : work;
if (!functions) copyFileSync(path.join(root, 'wrangler.toml'), path.join(work, 'wrangler.toml'));

// With the functions, the schema first: every migration not yet applied to this database (none,
// on a second start).
if (functions) {
  const migrate = spawnSync(
    process.execPath,
    [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state],
    { cwd: root, env: { ...wranglerEnv, CI: 'true' }, encoding: 'utf8' },
  );
  if (migrate.status !== 0) {
    console.error(`Applying the D1 migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);
    cleanUp();
    process.exit(1);
  }
}

// JSON, name to value, as playwright.config.ts writes it.
const edgeVars = JSON.parse(process.env.EDGE_VARS || '{}');

// A port no one listens on now, for Wrangler behind the front.
const inner = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const args = [
  wrangler,
  'pages',
  'dev',
  dir,
  '--ip',
  '127.0.0.1',
  '--port',
  String(inner),
  '--show-interactive-dev-session=false',
  '--persist-to',
  state,
  ...Object.entries(edgeVars).flatMap(([name, value]) => ['--binding', `${name}=${value}`]),
  // Its own request log and "Ready" line would name the inner port: the front logs instead.
  '--log-level',
  quiet ? 'error' : 'warn',
];

// Wrangler has been seen to die while starting on a loaded machine (its esbuild service
// deadlocked while other Wrangler instances started). A crash before we were asked to stop starts
// it again, a few times, on the same inner port: the front answers 502 meanwhile, instead of
// every later request being refused.
const RESTARTS = 3;
let child;
let restarts = 0;
let stopping = false;
function startWrangler() {
  child = spawn(process.execPath, args, {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: wranglerEnv,
  });
  child.on('exit', (code, signal) => {
    if (!stopping && restarts < RESTARTS) {
      restarts += 1;
      console.error(
        `wrangler stopped (${signal ?? code}); starting it again (${restarts}/${RESTARTS})`,
      );
      startWrangler();
      return;
    }
    cleanUp();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
function stop(signal) {
  stopping = true;
  child.kill(signal);
}
startWrangler();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

/** Kept answers, by method, Accept-Encoding and URL: status, headers, body. */
const kept = new Map();
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding']);
let builtAt = 0;

/** The key of a request whose answer may be kept, or null. */
function keyOf(req) {
  if (!['GET', 'HEAD'].includes(req.method ?? '') || req.headers.range) return null;
  if (/^\/api(\/|$)/.test(req.url ?? '')) return null;
  const built = statSync(path.join(dir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (built !== builtAt) {
    kept.clear();
    builtAt = built;
  }
  return `${req.method} ${req.headers['accept-encoding'] ?? ''} ${req.url}`;
}

/**
 * Passes a request to Wrangler and its answer back, keeping it where `key` says. A GET or HEAD
 * whose connection fails before any answer is sent once more on a new connection: Node reuses
 * idle connections, and one the other side closes just as it is reused fails at once (seen as a
 * "Bad gateway" page in a browser test); a browser retries such a request the same way.
 */
function pass(req, res, key, retried = false) {
  const retry = !retried && ['GET', 'HEAD'].includes(req.method ?? '');
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: inner,
      method: req.method,
      path: req.url,
      headers: req.headers,
      ...(retried ? { agent: false } : {}),
    },
    (answer) => {
      const headers = Object.fromEntries(
        Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name)),
      );
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers);
      answer.pipe(res);
      if (key === null || answer.statusCode !== 200) return;
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        // Sent again whole, so with its length (a HEAD's answer states the GET's, if any).
        if (req.method !== 'HEAD') headers['content-length'] ??= String(body.length);
        kept.set(key, { status: 200, headers, body });
      });
    },
  );
  upstream.on('error', () => {
    if (res.headersSent || res.destroyed) return void res.end();
    if (retry) return pass(req, res, key, true);
    // Wrangler has stopped.
    res.writeHead(502, { 'Content-Type': 'text/plain' }).end('Bad gateway');
  });
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  if (retry || retried) upstream.end();
  else req.pipe(upstream);
}

const front = http.createServer((req, res) => {
  if (!quiet) res.on('finish', () => console.log(`${res.statusCode} ${req.method} ${req.url}`));
  const key = keyOf(req);
  const hit = key ? kept.get(key) : undefined;
  if (hit) res.writeHead(hit.status, hit.headers).end(hit.body);
  else pass(req, res, key);
});

// Listen once Wrangler answers, so that the first request to $PORT finds it.
const up = () =>
  fetch(`http://127.0.0.1:${inner}/`).then(
    (r) => (r.body?.cancel(), true),
    () => false,
  );
for (let tries = 0; !(await up()); tries++) {
  if (tries > 1200) {
    console.error(`wrangler pages dev did not start on port ${inner}`);
    stop();
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 100));
}
front.on('error', (err) => {
  console.error(`Cannot serve on ${host}:${port}: ${err.message}`);
  stop();
});
front.listen(port, host, () => {
  if (!quiet) {
    console.log(
      `Serving ${path.relative(root, dir)}/ at http://localhost:${port} (Cloudflare Pages)`,
    );
  }
});
