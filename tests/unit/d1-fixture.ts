/**
 * A real local D1 for a test file (Wrangler's getPlatformProxy), in a folder of its own, with
 * the schema of every file of migrations/ applied in order, as `wrangler d1 migrations apply`
 * would. The leads endpoint's and the inbox's tests share it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import type { D1Like } from '@/lib/leads/d1';

export interface LocalD1 {
  db: D1Like;
  dispose: () => Promise<void>;
}

export async function openD1(): Promise<LocalD1> {
  const stateDir = mkdtempSync(join(tmpdir(), 'test-d1-'));
  const proxy = await getPlatformProxy<{ DB: D1Like }>({
    configPath: 'wrangler.toml',
    persist: { path: stateDir },
  });
  const db = proxy.env.DB;
  const dir = join(process.cwd(), 'migrations');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(join(dir, file), 'utf8').replace(/--[^\n]*/g, '');
    for (const statement of sql.split(';').map((s) => s.trim())) {
      if (statement) await db.prepare(statement).run();
    }
  }
  return {
    db,
    dispose: async () => {
      await proxy.dispose();
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
