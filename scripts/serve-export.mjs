// What the measuring scripts share: serving a built export the way the tests do
// (scripts/serve.mjs on `port`, quietly), the median of runs, and writing a report.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * Writes a report (Markdown, ending in a newline) to reports/<name>.md and between the
 * `<!-- <name>:start -->` and `<!-- <name>:end -->` marks of docs/benchmarks.md, and prints it.
 */
export function writeReport(name, text) {
  mkdirSync(path.join(root, 'reports'), { recursive: true });
  writeFileSync(path.join(root, 'reports', `${name}.md`), text);
  const docs = path.join(root, 'docs', 'benchmarks.md');
  const marks = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  const section = `<!-- ${name}:start -->\n${text}<!-- ${name}:end -->`;
  writeFileSync(
    docs,
    readFileSync(docs, 'utf8').replace(marks, () => section),
  );
  console.log(`\n${text}\n${name}: reports/${name}.md, docs/benchmarks.md`);
}
