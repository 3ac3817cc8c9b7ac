import { d1Execute } from '../../scripts/d1-execute.cjs';

/**
 * The leads the test server stored: the local D1 of this run (E2E_D1_STATE, made by
 * playwright.config.ts), read as the owner's `npm run leads` reads them.
 */
export function queryLeads<T = Record<string, unknown>>(sql: string): T[] {
  const state = process.env.E2E_D1_STATE;
  if (!state)
    throw new Error('E2E_D1_STATE is not set: run the specs through playwright.config.ts');
  // Wrangler writes an SQL NULL as the text "null" in its JSON.
  const run = d1Execute(sql, {
    state,
    reviver: (_key, value) => (value === 'null' ? null : value),
  });
  if (!run.ok) throw new Error(run.error);
  return (run.statements[0]?.results ?? []) as T[];
}

/** The stored lead with this reference, or undefined. */
export function leadByRef(ref: string): Record<string, unknown> | undefined {
  if (!/^SE-[0-9A-Z]{6}$/.test(ref)) throw new Error(`not a reference: ${ref}`);
  return queryLeads(`SELECT * FROM leads WHERE ref = '${ref}'`)[0];
}

// The port playwright.config.ts gave the stub (E2E_STUB_PORT).
const STUB = `http://127.0.0.1:${process.env.E2E_STUB_PORT ?? 3102}`;

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
