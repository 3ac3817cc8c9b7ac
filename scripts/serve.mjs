#!/usr/bin/env node
// Serves the static export in out/ the way a CDN would: clean URLs (/about -> about.html),
// no trailing-slash duplicates (/about/ redirects), no directory listings, and 404.html for
// unknown paths. Port from $PORT, default 3000.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT || '3000';

if (!existsSync(path.join(root, 'out', 'index.html'))) {
  console.error(
    'No static export in out/. Run `npm run build` (or `npm start`, which builds) first.',
  );
  process.exit(1);
}

const bin = path.join(root, 'node_modules', '.bin', 'serve');
const args = [
  '-c',
  'serve.json',
  '-l',
  `tcp://0.0.0.0:${port}`,
  '--no-port-switching',
  '--no-clipboard',
];
if (process.env.CI || process.env.QUIET_SERVE) args.push('--no-request-logging');

const child = spawn(bin, args, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
