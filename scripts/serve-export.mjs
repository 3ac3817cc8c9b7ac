// Serves a built export for a measuring script (bench, long-tasks-ab) the way the tests do:
// scripts/serve.mjs on `port`, quietly. Resolves once the server answers; `stop()` ends it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The middle value of a list of numbers (the upper middle of an even one). */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Starts serving `dir` on `port`; resolves with `{ stop }` once `/` answers, within 30 s. The
 * server also stops when the calling script exits.
 */
export async function serveExport(dir, port) {
  const server = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SERVE_DIR: dir, QUIET_SERVE: '1' },
    stdio: 'ignore',
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return { stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop();
  throw new Error(`the server for ${dir} on port ${port} did not start`);
}
