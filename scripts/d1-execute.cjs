// Runs SQL on a local D1 database with `wrangler d1 execute --local`, the way the project's
// scripts read the leads: `npm run leads` and `npm run load` (the browser tests keep one
// connection open instead: tests/e2e/leads-db.ts). CommonJS, as js-bytes.
//
// Wrangler needs the project's wrangler.toml (it runs in the project folder), prints its JSON on
// stdout and an offline update-check warning on stderr, and copies all it prints, query results
// included, to a debug log: that log goes to a folder of the call's own, removed after.
const { spawnSync } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

const wrangler = require.resolve('wrangler/bin/wrangler.js', { paths: [root] });
// The running server holds the same SQLite file: a statement that meets its write is told
// "database is locked" (SQLITE_BUSY) and is tried again, a few times, a moment later.
const BUSY_TRIES = 5;

/**
 * `{ ok: true, statements }` (one `{ results }` a statement, as Wrangler answers) or
 * `{ ok: false, error }` with what Wrangler said. `state` is the folder given to --persist-to;
 * `cwd` a folder holding wrangler.toml (the project by default).
 */
function d1Execute(sql, { state, cwd = root } = {}) {
  for (let attempt = 1; ; attempt++) {
    const logs = mkdtempSync(path.join(tmpdir(), 'd1-log-'));
    const run = spawnSync(
      process.execPath,
      [
        wrangler,
        'd1',
        'execute',
        'DB',
        '--local',
        '--persist-to',
        state,
        '--json',
        '--command',
        sql,
      ],
      {
        cwd,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
        env: {
          ...process.env,
          WRANGLER_SEND_METRICS: 'false',
          WRANGLER_LOG_PATH: logs,
          CI: 'true',
        },
      },
    );
    rmSync(logs, { recursive: true, force: true });
    if (run.error) return { ok: false, error: `could not run wrangler: ${run.error.message}` };
    let parsed = null;
    try {
      parsed = JSON.parse(run.stdout);
    } catch {
      // Not JSON: Wrangler failed before it could answer.
    }
    if (Array.isArray(parsed)) return { ok: true, statements: parsed };
    const error = parsed
      ? (parsed.error?.text ?? JSON.stringify(parsed))
      : `wrangler d1 execute failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`;
    if (attempt === BUSY_TRIES || !/SQLITE_BUSY|database is locked/.test(error)) {
      return { ok: false, error };
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200 * attempt);
  }
}

module.exports = { d1Execute };
