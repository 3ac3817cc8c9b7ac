#!/usr/bin/env node
// Serves a static export the way a CDN would: clean URLs (/about -> about.html), no
// trailing-slash duplicates (/about/ redirects), no directory listings, and for an unknown path
// the nearest 404.html up the path, with status 404: out/hi/404.html (the Hindi one) under /hi/,
// out/404.html elsewhere, as Cloudflare Pages does. Settings in serve.json. Port from $PORT
// (default 3000); folder from $SERVE_DIR (default out/; the browser tests also serve a second
// build made with test e-mail ids).
//
// `serve` does all but the nearest 404.html: it answers every unknown path with the top one. So
// it listens on a free port of 127.0.0.1 (what it prints would name that port, so it prints
// nothing), and $PORT is a small proxy in front of it that passes everything through but a 404
// answer below a folder with its own 404.html, and logs the requests.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '3000';
const dir = path.resolve(root, process.env.SERVE_DIR || 'out');

if (!existsSync(path.join(dir, 'index.html'))) {
  const name = path.relative(root, dir);
  console.error(`No static export in ${name}/. Run \`npm run build\` (or \`npm start\`) first.`);
  process.exit(1);
}

// serve takes the folder from its config file: write the shared settings with this folder in.
const settings = JSON.parse(readFileSync(path.join(root, 'serve.json'), 'utf8'));
const config = path.join(mkdtempSync(path.join(tmpdir(), 'serve-')), 'serve.json');
writeFileSync(config, JSON.stringify({ ...settings, public: dir }));

/** A port no one listens on now, for serve behind the proxy. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

const inner = await freePort();
const bin = path.join(root, 'node_modules', '.bin', 'serve');
const args = [
  '-c',
  config,
  '-l',
  `tcp://127.0.0.1:${inner}`,
  '--no-port-switching',
  '--no-clipboard',
  '--no-request-logging',
];
const quiet = Boolean(process.env.CI || process.env.QUIET_SERVE);

const child = spawn(bin, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
child.on('exit', (code) => process.exit(code ?? 0));

/**
 * The 404.html of the deepest folder above a path that has one, other than the top one (serve's
 * own answer): /hi/xyz -> out/hi/404.html. null where only the top one applies.
 */
function nearestNotFound(url) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return null;
  }
  for (let folder = path.posix.dirname(pathname); folder !== '/';) {
    const file = path.join(dir, folder, '404.html');
    if (file.startsWith(dir + path.sep) && existsSync(file)) return file;
    const up = path.posix.dirname(folder);
    if (up === folder) break;
    folder = up;
  }
  return null;
}

const proxy = http.createServer((req, res) => {
  if (!quiet) res.on('finish', () => console.log(`${res.statusCode} ${req.method} ${req.url}`));
  const upstream = http.request(
    { host: '127.0.0.1', port: inner, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      const page = answer.statusCode === 404 ? nearestNotFound(req.url ?? '/') : null;
      if (!page) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      answer.resume();
      const html = readFileSync(page);
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': html.length,
      });
      res.end(req.method === 'HEAD' ? undefined : html);
    },
  );
  upstream.on('error', () => {
    // serve is not listening yet (it starts in a moment) or has stopped.
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain' });
    res.end('Bad gateway');
  });
  req.pipe(upstream);
});

// Listen once serve answers, so that the first request to $PORT finds it.
for (let tries = 0; ; tries++) {
  const up = await new Promise((resolve) => {
    const probe = http.get({ host: '127.0.0.1', port: inner, path: '/' }, (r) => {
      r.resume();
      resolve(true);
    });
    probe.on('error', () => resolve(false));
  });
  if (up) break;
  if (tries > 300) {
    console.error(`serve did not start on port ${inner}`);
    child.kill();
    process.exit(1);
  }
  await new Promise((r) => setTimeout(r, 100));
}
proxy.listen(Number(port), '0.0.0.0', () => {
  console.log(`Serving ${path.relative(root, dir)}/ at http://localhost:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    proxy.close();
    child.kill(signal);
  });
}
