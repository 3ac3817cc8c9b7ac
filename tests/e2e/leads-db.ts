import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The leads the test server stored: the local D1 of this run (E2E_D1_STATE, made by
 * playwright.config.ts), read with `wrangler d1 execute` as the owner's `npm run leads` does.
 */
export function queryLeads<T = Record<string, unknown>>(sql: string): T[] {
  const state = process.env.E2E_D1_STATE;
  if (!state)
    throw new Error('E2E_D1_STATE is not set: run the specs through playwright.config.ts');
  const root = path.resolve(__dirname, '../..');
  const out = execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/wrangler/bin/wrangler.js'),
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
      cwd: root,
      // Wrangler copies what it prints, query results included, to a log: not in the home folder.
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        CI: 'true',
        WRANGLER_LOG_PATH: path.join(state, 'wrangler-logs'),
      },
      encoding: 'utf8',
    },
  );
  // wrangler prints SQL NULL as the text "null" in its JSON.
  const parsed = JSON.parse(out, (_key, value: unknown) => (value === 'null' ? null : value)) as {
    results: T[];
  }[];
  return parsed[0]?.results ?? [];
}

/** The stored lead with this reference, or undefined. */
export function leadByRef(ref: string): Record<string, unknown> | undefined {
  if (!/^SE-[0-9A-Z]{6}$/.test(ref)) throw new Error(`not a reference: ${ref}`);
  return queryLeads(`SELECT * FROM leads WHERE ref = '${ref}'`)[0];
}

const STUB = 'http://127.0.0.1:3102';

export interface StubCall {
  service: 'email' | 'turnstile';
  at: number;
  failed?: boolean;
  /** Turnstile: the token checked and Cloudflare's (the stub's) answer. */
  token?: string;
  success?: boolean;
  payload?: {
    template_id?: string;
    accessToken?: string;
    template_params?: Record<string, string>;
  };
}

/** What the edge sent to the stubbed outside services (tests/e2e/edge-stub.mjs). */
export async function stubCalls(): Promise<StubCall[]> {
  return (await fetch(`${STUB}/calls`)).json() as Promise<StubCall[]>;
}

/** The next `times` e-mails the edge sends that contain `match` fail with 500. */
export async function failNextEmails(times: number, match: string): Promise<void> {
  const query = new URLSearchParams({ times: String(times), match });
  await fetch(`${STUB}/fail?${query}`, { method: 'POST' });
}
