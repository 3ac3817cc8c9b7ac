import type { getPlatformProxy } from 'wrangler';
import type { D1Like } from '../../lib/leads/d1';

/**
 * The leads the test server stored: the local D1 of this run (E2E_D1_STATE, made by
 * playwright.config.ts), opened once by each test worker through Wrangler's local runtime
 * (getPlatformProxy, as the unit tests open theirs) beside the server, which holds the same
 * SQLite file. A query is a call to it, not a Wrangler command started for each: those cost
 * about 1.5 s of CPU apiece, and the leads specs poll.
 */
let proxy: ReturnType<typeof getPlatformProxy<{ DB: D1Like }>> | undefined;

export async function queryLeads<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  const state = process.env.E2E_D1_STATE;
  if (!state)
    throw new Error('E2E_D1_STATE is not set: run the specs through playwright.config.ts');
  // Wrangler is loaded by the workers that query, not by every one.
  proxy ??= import('wrangler').then((wrangler) =>
    wrangler.getPlatformProxy<{ DB: D1Like }>({
      configPath: 'wrangler.toml',
      persist: { path: `${state}/v3` },
    }),
  );
  const { env } = await proxy;
  try {
    return (await env.DB.prepare(sql).all<T>()).results ?? [];
  } catch (error) {
    // The runtime may close the kept-alive connection between two reads just as the next one
    // reuses it ("fetch failed", cause "other side closed"; undici's known race). A read has no
    // effect to repeat, so it is asked once more on a new connection; any other error stands.
    if (!(error instanceof TypeError && error.message === 'fetch failed')) throw error;
    return (await env.DB.prepare(sql).all<T>()).results ?? [];
  }
}

/** Closes this worker's connection to the database, if it opened one (tests/e2e/fixtures.ts). */
export async function closeLeadsDb(): Promise<void> {
  const open = proxy;
  proxy = undefined;
  if (open) await (await open).dispose();
}

/** The stored lead with this reference, or undefined. */
export async function leadByRef(ref: string): Promise<Record<string, unknown> | undefined> {
  if (!/^SE-[0-9A-Z]{6}$/.test(ref)) throw new Error(`not a reference: ${ref}`);
  return (await queryLeads(`SELECT * FROM leads WHERE ref = '${ref}'`))[0];
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
