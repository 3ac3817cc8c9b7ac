/** @jest-environment node */
/**
 * Written scopes at the edge against a real local D1 (Wrangler's getPlatformProxy, the schema of
 * migrations/): `POST /api/leads` issues a quote's scope and keeps its signature, keeps a forged
 * one unsigned and marks the lead, answers a retry with the same scope; `POST /api/scope` gives
 * the signed form of a stored scope and of nothing else, and never a 500.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { onRequest } from '@/functions/api/scope';
import type { D1Like } from '@/lib/leads/d1';
import { handleLeadPost, type LeadAnswer, type LeadsEnv } from '@/lib/leads/handle';
import { handleScopePost, type ScopeAnswer } from '@/lib/leads/scope-lookup';
import { makeQuoteRef } from '@/lib/quote-ref';
import { scopeFragment, type Scope } from '@/lib/scope-link';
import { importPublicKey, verifyText } from '@/lib/scope-sign';
import { makeLead, makeScope, PRIVATE_JWK, PUBLIC_JWK } from './scope-fixture';

const SITE = 'https://site.example';

type Proxy = Awaited<ReturnType<typeof getPlatformProxy<{ DB: D1Like }>>>;
let proxy: Proxy;
let db: D1Like;
let stateDir: string;

beforeAll(async () => {
  stateDir = mkdtempSync(join(tmpdir(), 'scope-d1-'));
  proxy = await getPlatformProxy<{ DB: D1Like }>({
    configPath: 'wrangler.toml',
    persist: { path: stateDir },
  });
  db = proxy.env.DB;
  const dir = join(process.cwd(), 'migrations');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(join(dir, file), 'utf8').replace(/--[^\n]*/g, '');
    for (const statement of sql.split(';').map((s) => s.trim()))
      if (statement) await db.prepare(statement).run();
  }
}, 30_000);

afterAll(async () => {
  await proxy?.dispose();
  rmSync(stateDir, { recursive: true, force: true });
});

/** The edge's log: a scope not issued is written there with its reason. */
let warned: jest.SpyInstance;
beforeEach(() => {
  warned = jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warned.mockRestore());

let serial = 0;

/** A quote lead carrying `scope`, as the form posts it, from an address and phone of its own. */
function postLead(scope: Scope, env: Partial<LeadsEnv> = {}, change: Record<string, unknown> = {}) {
  const d = String(++serial).padStart(8, '0');
  const body = { ...makeLead(scope), phone: `98${d.slice(0, 3)} ${d.slice(3)}`, ...change };
  const request = new Request(`${SITE}/api/leads`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: SITE,
      'CF-Connecting-IP': `198.51.100.${serial}`,
    },
    body: JSON.stringify(body),
  });
  return handleLeadPost(request, { DB: db, SCOPE_SIGNING_KEY: PRIVATE_JWK, ...env }, () => {});
}

function askScope(body: unknown, headers: Record<string, string> = {}, store: D1Like = db) {
  const request = new Request(`${SITE}/api/scope`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return handleScopePost(request, { DB: store });
}

async function row(ref: string) {
  return db
    .prepare('SELECT scope_signature, suspect FROM leads WHERE ref = ?')
    .bind(ref)
    .first<{ scope_signature: string | null; suspect: string | null }>();
}

const verifies = async (fragment: string) => {
  const [payload, check, signature] = fragment.split('.') as [string, string, string];
  return verifyText((await importPublicKey(PUBLIC_JWK))!, `${payload}.${check}`, signature);
};

describe('POST /api/leads with a written scope', () => {
  it('issues the scope: the answer carries it signed, the row keeps the signature', async () => {
    const scope = makeScope({ ref: makeQuoteRef() });
    const res = await postLead(scope);
    expect(res.status).toBe(201);
    const body = (await res.json()) as LeadAnswer;
    const unsigned = scopeFragment(scope);
    expect(body.scope).toMatch(new RegExp(`^${unsigned.replace('.', '\\.')}\\.[\\w-]{86}$`));
    expect(await verifies(body.scope!)).toBe(true);
    expect(await row(scope.ref)).toEqual({
      scope_signature: body.scope!.split('.')[2],
      suspect: null,
    });

    // A retry of the same lead is answered with the scope as issued, nothing stored again.
    const again = (await (await postLead(scope)).json()) as LeadAnswer;
    expect(again).toEqual({ ok: true, ref: scope.ref, duplicate: true, scope: body.scope });
  });

  it('keeps a forged scope unsigned, stores the lead all the same and marks it', async () => {
    const scope = makeScope({ ref: makeQuoteRef(), low: 1000, high: 2000 });
    const res = await postLead(scope);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, ref: scope.ref, duplicate: false });
    expect(await row(scope.ref)).toEqual({ scope_signature: null, suspect: 'scope-price' });
    expect(warned).toHaveBeenCalledWith(`leads: scope of ${scope.ref} not issued: price`);
  });

  it('keeps an unissued scope that only looks mistaken unsigned, without marking the lead', async () => {
    const scope = makeScope({ ref: makeQuoteRef(), low: 0, high: 0 });
    expect(((await (await postLead(scope)).json()) as LeadAnswer).scope).toBeUndefined();
    expect(await row(scope.ref)).toEqual({ scope_signature: null, suspect: null });
  });

  it('issues nothing without a signing key', async () => {
    const scope = makeScope({ ref: makeQuoteRef() });
    const body = (await (
      await postLead(scope, { SCOPE_SIGNING_KEY: undefined })
    ).json()) as LeadAnswer;
    expect(body).toEqual({ ok: true, ref: scope.ref, duplicate: false });
    expect(await row(scope.ref)).toEqual({ scope_signature: null, suspect: null });
  });
});

describe('POST /api/scope', () => {
  it('gives the signed form of a stored scope, asked unsigned or signed', async () => {
    const scope = makeScope({ ref: makeQuoteRef() });
    const issued = ((await (await postLead(scope)).json()) as LeadAnswer).scope!;
    const unsigned = scopeFragment(scope);
    const res = await askScope({ fragment: unsigned });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ ok: true, scope: issued });
    expect(await (await askScope({ fragment: `#${issued}` })).json()).toEqual({
      ok: true,
      scope: issued,
    });
  });

  it('gives nothing for a scope no lead carries, even under a stored reference', async () => {
    const scope = makeScope({ ref: makeQuoteRef() });
    await postLead(scope);
    const other = scopeFragment({ ...scope, low: scope.low - 100 });
    for (const fragment of [other, scopeFragment(makeScope({ ref: makeQuoteRef() }))]) {
      const res = await askScope({ fragment });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ ok: false, field: 'fragment' });
    }
    // Stored but never issued: nothing to give.
    const forged = makeScope({ ref: makeQuoteRef(), low: 1000, high: 2000 });
    await postLead(forged);
    expect((await askScope({ fragment: scopeFragment(forged) })).status).toBe(404);
  });

  it('refuses bad input with a 4xx naming the field', async () => {
    const cases: [unknown, Record<string, string>, number, string][] = [
      ['{not json', {}, 400, 'body'],
      [{}, {}, 400, 'fragment'],
      [{ fragment: 42 }, {}, 400, 'fragment'],
      [{ fragment: 'hello.world' }, {}, 400, 'fragment'],
      [{ fragment: 'x'.repeat(5000) }, {}, 400, 'fragment'],
      [{ fragment: 'a.b' }, { 'Content-Type': 'text/plain' }, 415, 'body'],
      [{ fragment: 'a.b' }, { Origin: 'https://evil.example' }, 403, 'origin'],
      [{ fragment: 'y'.repeat(9000) }, {}, 413, 'body'],
    ];
    for (const [body, headers, status, field] of cases) {
      const res = await askScope(body, headers);
      const answer = (await res.json()) as ScopeAnswer;
      expect([status, field, res.status, answer.field, answer.ok]).toEqual([
        status,
        field,
        status,
        field,
        false,
      ]);
    }
  });

  it('answers 503, never 500, when the database fails', async () => {
    const broken: D1Like = {
      prepare: () => {
        throw new Error('D1 is down');
      },
      batch: () => Promise.reject(new Error('D1 is down')),
    };
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const res = await askScope({ fragment: scopeFragment(makeScope()) }, {}, broken);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, field: 'server' });
    error.mockRestore();
  });

  it('answers other methods with 405', async () => {
    const res = onRequest();
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
  });
});
