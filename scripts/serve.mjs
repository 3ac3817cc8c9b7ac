#!/usr/bin/env node
// Serves a static export the way a CDN would: clean URLs (/about -> about.html), no
// trailing-slash duplicates (/about/ redirects), no directory listings, and 404.html for unknown
// paths. Settings in serve.json. Port from $PORT (default 3000); folder from $SERVE_DIR (default
// out/; the browser tests also serve a second build made with test e-mail ids).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
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

const bin = path.join(root, 'node_modules', '.bin', 'serve');
const args = ['-c', config, '-l', `tcp://0.0.0.0:${port}`, '--no-port-switching', '--no-clipboard'];
if (process.env.CI || process.env.QUIET_SERVE) args.push('--no-request-logging');

const child = spawn(bin, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
