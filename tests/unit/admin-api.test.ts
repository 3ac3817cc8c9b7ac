/** @jest-environment node */
/**
 * The owner's inbox at the edge (`/api/admin/*`, lib/admin/handle.ts) against a real local D1 with
 * the schema of migrations/: who gets in and who does not, the list and its filters, status
 * changes and their history, the two CSV files and the report, each checked by what the answers
 * and the database hold. Leads are stored by the leads endpoint's own code (lib/leads/store.ts);
 * the columns the visit's attribution fills are set with SQL, as that code will set them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { onRequest } from '@/functions/api/admin/[[path]]';
import { onRequest as onRoot } from '@/functions/api/admin/index';
import { ADS_HEADER, ADS_HEADER_IOS } from '@/lib/admin/ads-csv';
import { handleAdmin, type AdminEnv } from '@/lib/admin/handle';
import { indiaDay, indiaStamp, INDIA_OFFSET_SECONDS } from '@/lib/admin/india-time';
import { LEAD_STATUSES, NOTE_MAX } from '@/lib/admin/statuses';
import type { AdminLead, AdminReport, LeadList } from '@/lib/admin/types';
import type { D1Like } from '@/lib/leads/d1';
import { readLead } from '@/lib/leads/lead';
import { hashAddress, insertLead } from '@/lib/leads/store';
import { makeQuoteRef } from '@/lib/quote-ref';
import { openD1, type LocalD1 } from './d1-fixture';

jest.setTimeout(30_000);

const SITE = 'https://site.example';
const PASSWORD = 'correct horse battery staple';
const SALT = 'admin-test-salt';
const NOW = new Date();
const SECONDS = Math.floor(NOW.getTime() / 1000);
const DAY = 24 * 60 * 60;
const HOUR = 60 * 60;
const YEAR = NOW.getUTCFullYear();

let d1: LocalD1;
let db: D1Like;

beforeAll(async () => {
  d1 = await openD1();
  db = d1.db;
}, 30_000);

afterAll(async () => {
  await d1?.dispose();
});

beforeEach(async () => {
  await db.prepare('DELETE FROM lead_events').run();
  await db.prepare('DELETE FROM leads').run();
  await db.prepare('DELETE FROM admin_failures').run();
});

// ---- requests --------------------------------------------------------------------------------

const env = (extra: Partial<AdminEnv> = {}): AdminEnv => ({
  DB: db,
  LEADS_ADMIN_PASSWORD: PASSWORD,
  IP_SALT: SALT,
  ...extra,
});

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

interface CallOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  ip?: string;
  /** Seconds since 1970 (the edge's clock). */
  at?: number;
  env?: AdminEnv;
  /** HTTP Basic with the right password (the default), another, or none. */
  auth?: string | null;
}

/** Every wait the edge asked for, in milliseconds, in order (nothing is really waited). */
let waits: number[] = [];

async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const { method = 'GET', ip = '198.51.100.7', at = SECONDS, body } = options;
  const auth = options.auth === undefined ? basic('owner', PASSWORD) : options.auth;
  const headers: Record<string, string> = {
    'CF-Connecting-IP': ip,
    ...(auth ? { Authorization: auth } : {}),
    ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...options.headers,
  };
  const request = new Request(`${SITE}/api/admin${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return handleAdmin(request, options.env ?? env(), {
    now: new Date(at * 1000),
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
}

async function getJson<T>(path: string, options: CallOptions = {}): Promise<T> {
  const res = await call(path, options);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const list = (query = '') => getJson<LeadList>(`/leads${query ? `?${query}` : ''}`);
const refsOf = (l: LeadList) => l.leads.map((lead) => lead.ref);

beforeEach(() => {
  waits = [];
});

// ---- leads -----------------------------------------------------------------------------------

const wallClock = (at: Date) => at.toISOString().slice(0, 16);

let phoneSerial = 0;
/** A mobile number of its own: `98123 4NNNN`. */
const nextPhone = () => `98123 4${String(++phoneSerial).padStart(4, '0')}`;

interface Seed {
  kind?: 'quote' | 'contact' | 'partner';
  /** Seconds since 1970. */
  at?: number;
  fields?: Record<string, unknown>;
  src?: { source?: string; medium?: string; campaign?: string };
  click?: { id: string; kind: 'gclid' | 'gbraid' | 'wbraid' };
}

/** Stores a lead as the leads endpoint does (its rules, its insert), at `at`; its reference. */
async function seed({ kind = 'quote', at = SECONDS, fields = {}, src, click }: Seed = {}) {
  const ref = makeQuoteRef();
  const base = { ref, lang: 'en', elapsedMs: 20_000, website: '', phone: nextPhone() };
  const raw =
    kind === 'quote'
      ? {
          ...base,
          kind,
          page: '/packers-movers-in-pune?utm_source=google',
          pickup: 'Kothrud, Pune',
          drop: 'Adyar, Chennai',
          fromCity: 'Pune',
          toCity: 'Chennai',
          moveTime: wallClock(new Date(NOW.getTime() + 10 * DAY * 1000)),
          service: 'Home Shifting',
          size: '2 BHK',
          message: '',
          estimate: '₹18,000 – ₹24,000',
          items: 'Bedroom: Double bed ×1, Wardrobe ×2',
          scope: '',
          ...fields,
        }
      : kind === 'contact'
        ? {
            ...base,
            kind,
            page: '/contactus',
            name: 'Asha Verma',
            email: 'asha@example.in',
            message: 'Please call after 6 pm.',
            ...fields,
          }
        : {
            ...base,
            kind,
            page: '/becameoneofus',
            name: 'Ravi Kumar',
            email: 'ravi@example.in',
            city: 'Nagpur',
            message: 'I run a transport firm.',
            ...fields,
          };
  const reading = readLead(raw, NOW);
  if (!reading.ok) throw new Error(`not a valid lead: ${reading.message}`);
  await insertLead(db, { lead: reading.lead, suspect: null, ipHash: 'x', notify: 'off' }, at);
  if (src || click)
    await db
      .prepare(
        `UPDATE leads SET src_source = ?, src_medium = ?, src_campaign = ?, click_id = ?,
           click_id_kind = ? WHERE ref = ?`,
      )
      .bind(
        src?.source ?? null,
        src?.medium ?? null,
        src?.campaign ?? null,
        click?.id ?? null,
        click?.kind ?? null,
        ref,
      )
      .run();
  return { ref, phone: reading.lead.phone };
}

async function setStatus(ref: string, status: string, note = '', at = SECONDS) {
  const res = await call(`/leads/${ref}/status`, { method: 'POST', body: { status, note }, at });
  expect(res.status).toBe(200);
  return ((await res.json()) as { lead: AdminLead }).lead;
}

// ---- only the owner gets in --------------------------------------------------------------------

describe('only the owner gets in', () => {
  /** Status, body and headers: what an answer tells. */
  async function answerOf(res: Response) {
    const headers = [...res.headers].filter(([name]) => name !== 'date');
    return { status: res.status, body: await res.text(), headers };
  }

  it('answers 401 without the secret, the same for every path, method and reference', async () => {
    const { ref } = await seed();
    const missing = makeQuoteRef();
    const tries: [string, string, unknown?][] = [
      ['GET', '/leads'],
      ['GET', '/leads?status=booked'],
      ['GET', '/leads.csv'],
      ['GET', '/google-ads.csv'],
      ['GET', '/report'],
      ['GET', '/session'],
      ['DELETE', '/session'],
      ['GET', ''],
      ['GET', '/no-such-thing'],
      ['POST', `/leads/${ref}/status`, { status: 'booked' }],
      ['POST', `/leads/${missing}/status`, { status: 'booked' }],
      ['POST', `/leads/${ref}/status`, { status: 'nonsense', note: 'x'.repeat(5000) }],
      ['GET', `/leads?q=${ref}`],
      ['GET', `/leads?q=${missing}`],
    ];
    const answers = [];
    for (const [method, path, body] of tries)
      answers.push(await answerOf(await call(path, { method, body, auth: null })));
    const [first] = answers;
    expect(first).toMatchObject({
      status: 401,
      body: '{"ok":false,"field":"auth","error":"sign in first"}',
    });
    expect(new Map(first!.headers).get('cache-control')).toBe('no-store');
    expect(new Map(first!.headers).get('set-cookie')).toMatch(/^se_admin=; Max-Age=0;/);
    for (const answer of answers) expect(answer).toEqual(first);
    // Nothing was changed, and no wait was asked of a request that offered no secret.
    expect((await db.prepare('SELECT status FROM leads').first())?.status).toBe('new');
    expect(waits).toEqual([]);
  });

  it('answers a wrong secret with the same 401, for an existing and a missing reference', async () => {
    const { ref } = await seed();
    const a = await call(`/leads/${ref}/status`, {
      method: 'POST',
      body: { status: 'lost' },
      auth: basic('owner', 'a wrong guess here'),
      ip: '203.0.113.1',
    });
    const b = await call(`/leads/${makeQuoteRef()}/status`, {
      method: 'POST',
      body: { status: 'lost' },
      auth: basic('owner', 'a wrong guess here'),
      ip: '203.0.113.2',
    });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(await a.text()).toBe(await b.text());
  });

  it('takes HTTP Basic with any user name', async () => {
    await seed();
    for (const user of ['owner', 'x', '', 'राम'])
      expect((await call('/leads', { auth: basic(user, PASSWORD) })).status).toBe(200);
    expect((await call('/leads', { auth: 'Basic not-base64!' })).status).toBe(401);
    expect((await call('/leads', { auth: `Bearer ${PASSWORD}` })).status).toBe(401);
  });

  it('signs in from the form: an HttpOnly, Secure, SameSite=Strict cookie for /api/admin that expires', async () => {
    await seed();
    const res = await call('/session', {
      method: 'POST',
      body: { password: PASSWORD },
      auth: null,
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('Set-Cookie') ?? '';
    expect(cookie).toMatch(/^se_admin=v1\.\d+\.[\w-]{43}; /);
    const attributes = cookie.split('; ').slice(1);
    expect(attributes.sort()).toEqual(
      ['HttpOnly', 'Max-Age=43200', 'Path=/api/admin', 'SameSite=Strict', 'Secure'].sort(),
    );
    const session = cookie.split(';')[0]!;
    const withCookie = (extra: CallOptions = {}) =>
      call('/leads', { auth: null, headers: { Cookie: `theme=dark; ${session}` }, ...extra });
    expect((await withCookie()).status).toBe(200);
    // Twelve hours on, it has expired.
    expect((await withCookie({ at: SECONDS + 12 * HOUR - 1 })).status).toBe(200);
    expect((await withCookie({ at: SECONDS + 12 * HOUR })).status).toBe(401);
    // A changed password ends it; so does changing a character of it.
    expect((await withCookie({ env: env({ LEADS_ADMIN_PASSWORD: `${PASSWORD}!` }) })).status).toBe(
      401,
    );
    const [name, value] = session.split('=') as [string, string];
    const later = value.replace(/\.(\d+)\./, (_, exp: string) => `.${Number(exp) + 3600}.`);
    const forged = await call('/leads', { auth: null, headers: { Cookie: `${name}=${later}` } });
    expect(forged.status).toBe(401);
    // Signing out answers with a cookie that removes it.
    const out = await call('/session', {
      method: 'DELETE',
      auth: null,
      headers: { Cookie: session },
    });
    expect(out.status).toBe(200);
    expect(out.headers.get('Set-Cookie')).toMatch(/^se_admin=; Max-Age=0; Path=\/api\/admin;/);
  });

  it('refuses a wrong password at sign-in with 401, no cookie, and a 400 naming a missing one', async () => {
    const wrong = await call('/session', {
      method: 'POST',
      body: { password: 'not the password' },
      auth: null,
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('Set-Cookie')).toMatch(/Max-Age=0/);
    const none = await call('/session', { method: 'POST', body: {}, auth: null });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ ok: false, field: 'password' });
  });

  it('waits longer after each wrong secret from a sender: 0.5 s doubling to 8 s, and forgets on success', async () => {
    const ip = '203.0.113.50';
    const key = `admin:${await hashAddress(ip, SALT)}`;
    const stored = async () =>
      (
        await db
          .prepare('SELECT count FROM admin_failures WHERE key = ?')
          .bind(key)
          .first<{ count: number }>()
      )?.count;
    let at = SECONDS;
    for (let i = 1; i <= 6; i++) {
      const res = await call('/leads', { auth: basic('x', `guess ${i}`), ip, at });
      expect(res.status).toBe(401);
      expect(await stored()).toBe(i);
      at += 10; // each after the last one's wait
    }
    expect(waits).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    // The address itself is not kept, only its salted hash.
    const rows = await db.prepare('SELECT * FROM admin_failures').all();
    expect(JSON.stringify(rows.results)).not.toContain(ip);
    // Another sender is not held up by this one.
    waits = [];
    expect((await call('/leads', { ip: '203.0.113.51', at })).status).toBe(200);
    expect(waits).toEqual([]);
    // The right secret lets this one in and forgets its count.
    expect((await call('/leads', { ip, at })).status).toBe(200);
    expect(await stored()).toBeUndefined();
  });

  it('does not even compare a secret sent while the last wait lasts', async () => {
    const ip = '203.0.113.60';
    for (let i = 0; i < 4; i++)
      await call('/leads', { auth: basic('x', 'wrong'), ip, at: SECONDS + i * 10 });
    // The fourth wrong one came at +30 and waits 4 s: until +34 nothing is compared, not even the
    // right secret, and nothing more is counted.
    waits = [];
    const during = await call('/leads', { ip, at: SECONDS + 31 });
    expect(during.status).toBe(401);
    expect(waits).toEqual([4000]);
    const row = await db.prepare('SELECT count FROM admin_failures').first<{ count: number }>();
    expect(row?.count).toBe(4);
    expect((await call('/leads', { ip, at: SECONDS + 34 })).status).toBe(200);
  });

  it('starts a sender afresh a day after its last wrong secret', async () => {
    const ip = '203.0.113.70';
    await call('/leads', { auth: basic('x', 'wrong'), ip, at: SECONDS });
    await call('/leads', { auth: basic('x', 'wrong'), ip, at: SECONDS + 10 });
    waits = [];
    await call('/leads', { auth: basic('x', 'wrong'), ip, at: SECONDS + DAY + 20 });
    expect(waits).toEqual([500]);
  });

  it('answers only its own site: a foreign Origin or a cross-site request is refused, secret or not', async () => {
    for (const headers of <Record<string, string>[]>[
      { Origin: 'https://evil.example' },
      { Origin: 'http://site.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site' },
    ]) {
      const res = await call('/leads', { headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ ok: false, field: 'origin' });
    }
    const signIn = await call('/session', {
      method: 'POST',
      body: { password: PASSWORD },
      auth: null,
      headers: { Origin: 'https://evil.example' },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.headers.get('Set-Cookie')).toBeNull();
    for (const headers of <Record<string, string>[]>[
      { Origin: SITE, 'Sec-Fetch-Site': 'same-origin' },
      { 'Sec-Fetch-Site': 'none' },
      {},
    ])
      expect((await call('/leads', { headers })).status).toBe(200);
  });

  it('without LEADS_ADMIN_PASSWORD (or with one too short) answers 503 and no data', async () => {
    await seed();
    for (const configured of [undefined, '', 'short-pass'])
      for (const [method, path] of [
        ['GET', '/leads'],
        ['GET', '/leads.csv'],
        ['POST', '/session'],
      ] as const) {
        const res = await call(path, {
          method,
          body: method === 'POST' ? { password: configured ?? '' } : undefined,
          env: env({ LEADS_ADMIN_PASSWORD: configured }),
          auth: basic('x', configured ?? ''),
        });
        expect(res.status).toBe(503);
        expect(await res.json()).toEqual({
          ok: false,
          field: 'config',
          error: 'the inbox is not configured',
        });
      }
  });

  it('marks every answer private: no-store, noindex', async () => {
    for (const path of ['/leads', '/leads.csv', '/google-ads.csv', '/report', '/session']) {
      for (const auth of [undefined, null]) {
        const res = await call(path, { auth });
        expect(res.headers.get('Cache-Control')).toBe('no-store');
        expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
      }
    }
  });

  it('is what the Pages Function files answer with', async () => {
    const request = (path: string) =>
      new Request(`${SITE}/api/admin${path}`, { headers: { Authorization: basic('o', PASSWORD) } });
    const res = await onRequest({ request: request('/leads'), env: env() });
    expect(res.status).toBe(200);
    const root = await onRoot({ request: request(''), env: env() });
    expect(root.status).toBe(404);
    expect(await root.json()).toMatchObject({ field: 'path' });
  });
});

// ---- the list ----------------------------------------------------------------------------------

describe('the list, its filters and its search', () => {
  it('lists leads newest first, with what the owner needs to call back and quote', async () => {
    const older = await seed({ at: SECONDS - 2 * DAY });
    const quote = await seed({
      at: SECONDS - HOUR,
      src: { source: 'google', medium: 'cpc', campaign: 'pune-2bhk' },
      click: { id: 'Cj0KCQiA-test_gclid-1234', kind: 'gclid' },
    });
    const contact = await seed({ kind: 'contact', at: SECONDS });
    const l = await list();
    expect(refsOf(l)).toEqual([contact.ref, quote.ref, older.ref]);
    expect(l.total).toBe(3);
    const lead = l.leads[1]!;
    expect(lead).toMatchObject({
      ref: quote.ref,
      kind: 'quote',
      createdAt: SECONDS - HOUR,
      status: 'new',
      statusAt: null,
      phone: quote.phone,
      from: 'Kothrud, Pune',
      to: 'Adyar, Chennai',
      city: 'Pune',
      estimate: '₹18,000 – ₹24,000',
      items: 'Bedroom: Double bed ×1, Wardrobe ×2',
      page: '/packers-movers-in-pune',
      source: 'google',
      medium: 'cpc',
      campaign: 'pune-2bhk',
      clickIdKind: 'gclid',
      events: [],
    });
    // The click id itself stays at the edge: it goes only into the Google Ads file.
    expect(JSON.stringify(l)).not.toContain('Cj0KCQiA');
    expect(l.cities).toEqual(['Pune']);
    expect(l.sources).toEqual(['(not set)', 'google / cpc']);
  });

  it('links the written scope, signed where the edge issued it, in the lead’s language', async () => {
    const { ref } = await seed({ fields: { scope: 'eyJhIjoxfQ.abc123', lang: 'hi' } });
    await db.prepare('UPDATE leads SET scope_signature = ? WHERE ref = ?').bind('SIG_9', ref).run();
    const [lead] = (await list()).leads;
    expect(lead?.scopeLink).toBe(`${SITE}/hi/scope#eyJhIjoxfQ.abc123.SIG_9`);
  });

  it('filters by status, city, source and days (India time)', async () => {
    const today = await seed({ src: { source: 'google', medium: 'cpc' } });
    const yesterday = await seed({
      at: SECONDS - DAY,
      fields: { pickup: 'Andheri West, Mumbai', fromCity: 'Mumbai' },
      src: { source: 'google', medium: 'organic' },
    });
    const lastMonth = await seed({
      kind: 'partner',
      at: SECONDS - 30 * DAY,
      src: { source: '(direct)', medium: '(none)' },
    });
    const contact = await seed({ kind: 'contact', at: SECONDS - 2 * DAY });
    await setStatus(yesterday.ref, 'booked');

    expect(refsOf(await list('status=booked'))).toEqual([yesterday.ref]);
    expect(refsOf(await list('status=any'))).toHaveLength(4);
    expect(refsOf(await list('city=pune'))).toEqual([today.ref]);
    expect(refsOf(await list('city=Nagpur'))).toEqual([lastMonth.ref]);
    expect(refsOf(await list(`source=${encodeURIComponent('google / cpc')}`))).toEqual([today.ref]);
    expect(refsOf(await list('source=google'))).toEqual([today.ref, yesterday.ref]);
    expect(refsOf(await list(`source=${encodeURIComponent('(not set)')}`))).toEqual([contact.ref]);

    const day = (offset: number) => indiaDay(SECONDS + offset * DAY);
    expect(refsOf(await list(`from=${day(-1)}&to=${day(-1)}`))).toEqual([yesterday.ref]);
    expect(refsOf(await list(`from=${day(-2)}`))).toEqual([today.ref, yesterday.ref, contact.ref]);
    expect(refsOf(await list(`to=${day(-3)}`))).toEqual([lastMonth.ref]);
    expect(refsOf(await list(`from=${day(-40)}&to=${day(0)}&source=google&status=new`))).toEqual([
      today.ref,
    ]);
    const l = await list(`from=${day(-1)}`);
    expect(l.cities.sort()).toEqual(['Mumbai', 'Nagpur', 'Pune']);
  });

  it('counts a day from midnight in India, not in UTC', async () => {
    // 00:10 India time today is 18:40 UTC the day before.
    const midnight =
      Math.floor((SECONDS + INDIA_OFFSET_SECONDS) / DAY) * DAY - INDIA_OFFSET_SECONDS;
    const early = await seed({ at: midnight + 10 * 60 });
    const late = await seed({ at: midnight - 10 * 60 });
    const today = indiaDay(SECONDS);
    expect(refsOf(await list(`from=${today}&to=${today}`))).toEqual([early.ref]);
    expect(refsOf(await list(`to=${indiaDay(midnight - 1)}`))).toEqual([late.ref]);
  });

  it('finds a lead by any way of typing its number, or by its reference', async () => {
    const { ref, phone } = await seed({ fields: { phone: '98765 43210' } });
    await seed({ fields: { phone: '91234 56789' } });
    expect(phone).toBe('+91 98765 43210');
    for (const q of [
      '98765 43210',
      '+919876543210',
      '+91 98765-43210',
      '09876543210',
      '919876543210',
      '९८७६५ ४३२१०',
      '43210',
      '(987) 654',
    ])
      expect([q, refsOf(await list(`q=${encodeURIComponent(q)}`))]).toEqual([q, [ref]]);
    for (const q of [ref, ref.toLowerCase(), ref.slice(3), ` ${ref.slice(0, 6)} `])
      expect(refsOf(await list(`q=${encodeURIComponent(q)}`))).toContain(ref);
    expect(refsOf(await list('q=55555'))).toEqual([]);
  });

  it('pages through the list', async () => {
    const refs = [];
    for (let i = 0; i < 5; i++) refs.unshift((await seed({ at: SECONDS - i * 60 })).ref);
    refs.reverse();
    const first = await list('limit=2');
    expect(refsOf(first)).toEqual(refs.slice(0, 2));
    expect(first.total).toBe(5);
    expect(refsOf(await list('limit=2&offset=2'))).toEqual(refs.slice(2, 4));
    expect(refsOf(await list('limit=2&offset=4'))).toEqual(refs.slice(4));
  });

  it('refuses bad filters with 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['status=archived', 'status'],
      [`from=${YEAR}-13-01`, 'from'],
      ['from=yesterday', 'from'],
      [`to=${YEAR}-02-30`, 'to'],
      [`from=${indiaDay(SECONDS)}&to=${indiaDay(SECONDS - DAY)}`, 'to'],
      [`q=${encodeURIComponent("1' OR '1'='1")}`, 'q'],
      [`q=${'9'.repeat(41)}`, 'q'],
      ['limit=0', 'limit'],
      ['limit=500', 'limit'],
      ['offset=-1', 'offset'],
      [`city=${'x'.repeat(200)}`, 'city'],
    ];
    for (const [query, field] of cases) {
      for (const path of ['/leads', '/leads.csv', '/report', '/google-ads.csv']) {
        const res = await call(`${path}?${query}`);
        expect([query, path, res.status]).toEqual([query, path, 400]);
        expect(await res.json()).toMatchObject({ ok: false, field });
      }
    }
  });
});

// ---- status changes ------------------------------------------------------------------------------

describe('moving a lead on, with a note, and its history', () => {
  it('stores every change with its time in lead_events and shows it as the history', async () => {
    const { ref } = await seed({ at: SECONDS - DAY });
    const contacted = await setStatus(
      ref,
      'contacted',
      'Called, wants a survey on Sunday',
      SECONDS - 600,
    );
    expect(contacted).toMatchObject({
      status: 'contacted',
      statusAt: SECONDS - 600,
      note: 'Called, wants a survey on Sunday',
    });
    // A note alone keeps the status and when it changed.
    await setStatus(ref, 'contacted', 'Sunday 11 am confirmed', SECONDS - 300);
    const booked = await setStatus(ref, 'booked', '', SECONDS);
    expect(booked).toMatchObject({
      status: 'booked',
      statusAt: SECONDS,
      note: 'Sunday 11 am confirmed',
    });
    expect(booked.events).toEqual([
      { at: SECONDS - 600, status: 'contacted', note: 'Called, wants a survey on Sunday' },
      { at: SECONDS - 300, status: 'contacted', note: 'Sunday 11 am confirmed' },
      { at: SECONDS, status: 'booked', note: '' },
    ]);
    const rows = await db
      .prepare('SELECT ref, at, status, note FROM lead_events ORDER BY id')
      .all<{ ref: string; at: number; status: string; note: string | null }>();
    expect(rows.results).toEqual([
      { ref, at: SECONDS - 600, status: 'contacted', note: 'Called, wants a survey on Sunday' },
      { ref, at: SECONDS - 300, status: 'contacted', note: 'Sunday 11 am confirmed' },
      { ref, at: SECONDS, status: 'booked', note: null },
    ]);
    const [listed] = (await list()).leads;
    expect(listed?.events).toEqual(booked.events);
  });

  it('moves through every status', async () => {
    const { ref } = await seed();
    for (const status of LEAD_STATUSES.slice(1)) {
      expect((await setStatus(ref, status, `now ${status}`)).status).toBe(status);
    }
    expect((await list()).leads[0]?.events.map((e) => e.status)).toEqual(LEAD_STATUSES.slice(1));
  });

  it('cleans a note (no bidirectional controls) and takes exactly the longest one', async () => {
    const { ref } = await seed();
    const lead = await setStatus(ref, 'quoted', 'Quote \u202Efdp.exe\u202C sent');
    expect(lead.note).toBe('Quote fdp.exe sent');
    expect((await setStatus(ref, 'quoted', 'n'.repeat(NOTE_MAX))).note).toHaveLength(NOTE_MAX);
  });

  it('refuses bad input with 4xx naming the field, and changes nothing', async () => {
    const { ref } = await seed();
    const post = (body: unknown, path = `/leads/${ref}/status`, headers = {}) =>
      call(path, { method: 'POST', body, headers });
    const cases: [Response, number, string][] = [
      [await post({ status: 'archived' }), 400, 'status'],
      [await post({ note: 'no status' }), 400, 'status'],
      [await post({ status: 'quoted', note: 'n'.repeat(NOTE_MAX + 1) }), 400, 'note'],
      [await post({ status: 'quoted', note: 42 }), 400, 'note'],
      [await post({ status: 'new' }), 400, 'note'],
      [await post([{ status: 'quoted' }]), 400, 'body'],
      [await post('{"status": '), 400, 'body'],
      [await post({ status: 'quoted' }, undefined, { 'Content-Type': 'text/plain' }), 415, 'body'],
      [await post({ status: 'quoted', note: 'x'.repeat(20_000) }), 413, 'body'],
      [await post({ status: 'quoted' }, `/leads/${makeQuoteRef()}/status`), 404, 'ref'],
      [await post({ status: 'quoted' }, '/leads/SE-%ZZ/status'), 404, 'ref'],
      [await call(`/leads/${ref}/status`), 405, 'method'],
      [await call('/leads', { method: 'DELETE' }), 405, 'method'],
      [await call('/nothing-here'), 404, 'path'],
    ];
    for (const [res, status, field] of cases) {
      expect([field, res.status]).toEqual([field, status]);
      expect(await res.json()).toMatchObject({ ok: false, field });
    }
    const row = await db.prepare('SELECT status, note FROM leads').first();
    expect(row).toEqual({ status: 'new', note: null });
    expect((await db.prepare('SELECT COUNT(*) AS n FROM lead_events').first())?.n).toBe(0);
  });
});

// ---- the files -----------------------------------------------------------------------------------

/** A CSV file read back as RFC 4180 says: records of fields. */
function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || record.length) throw new Error('the last record does not end with CRLF');
  return records;
}

describe('the leads as a CSV file for Excel', () => {
  it('is UTF-8 with a byte-order mark, CRLF, RFC 4180 quoting, Devanagari intact', async () => {
    const { ref } = await seed({
      kind: 'contact',
      fields: {
        name: 'राम कुमार',
        message: 'He said "Sunday, early",\nthen called back.',
        lang: 'hi',
      },
    });
    const res = await call('/leads.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="leads-${indiaDay(SECONDS)}.csv"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFReference,Kind,Received (India time),Status,')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\r(?!\n)/);
    const [header, row] = readCsv(text.slice(1));
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('Reference')).toBe(ref);
    expect(cell('Name')).toBe('राम कुमार');
    expect(cell('Message')).toBe('He said "Sunday, early",\nthen called back.');
    expect(text).toContain('"He said ""Sunday, early"",\nthen called back."');
    expect(cell('Language')).toBe('hi');
    expect(cell('Received (India time)')).toMatch(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d\d [ap]m$/,
    );
  });

  it('puts a quote before any cell Excel would run as a formula', async () => {
    // A tab or carriage return in front never reaches a lead (lib/leads/clean-text.ts trims it);
    // tests/unit/admin-parts.test.ts checks the guard takes them too.
    const attacks = ['=HYPERLINK("http://evil.example","x")', '+1+2', '-2+3', '@SUM(A1)'];
    for (const message of attacks) await seed({ kind: 'contact', fields: { message } });
    const [header, ...rows] = readCsv(await (await call('/leads.csv')).text());
    const messages = rows.map((r) => r[header!.indexOf('Message')]);
    expect(messages.sort()).toEqual(attacks.map((a) => `'${a}`).sort());
    // The phone number starts with + and is guarded too, so Excel shows it as text.
    expect(rows[0]![header!.indexOf('Phone')]).toMatch(/^'\+91 98123 4\d{4}$/);
  });

  it('holds the filtered leads, all of them, with their status and source', async () => {
    const a = await seed({ src: { source: 'google', medium: 'cpc', campaign: 'pune' } });
    await seed({ kind: 'contact' });
    await setStatus(a.ref, 'booked', 'Advance paid');
    const [header, ...rows] = readCsv(await (await call('/leads.csv?status=booked')).text());
    expect(rows).toHaveLength(1);
    const cell = (name: string) => rows[0]![header!.indexOf(name)];
    expect(cell('Reference')).toBe(a.ref);
    expect(cell('Status')).toBe('booked');
    expect(cell('Note')).toBe('Advance paid');
    expect([cell('Source'), cell('Medium'), cell('Campaign')]).toEqual(['google', 'cpc', 'pune']);
    expect(cell('City')).toBe('Pune');
    expect(cell('Estimate')).toBe('₹18,000 – ₹24,000');
  });
});

describe('the Google Ads file: conversions from clicks', () => {
  async function adsFile(query = '', extra: CallOptions = {}) {
    const res = await call(`/google-ads.csv${query ? `?${query}` : ''}`, extra);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const text = await res.text();
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    return { text, lines: text.split('\r\n'), disposition: res.headers.get('Content-Disposition') };
  }

  it('has Google’s time zone line and header, and a row only for booked leads with a gclid', async () => {
    const booked = await seed({ click: { id: 'Cj0KCQiA_booked-gclid-01', kind: 'gclid' } });
    const notBooked = await seed({ click: { id: 'Cj0KCQiA_quoted-gclid-02', kind: 'gclid' } });
    const noClick = await seed();
    const bookedAt = SECONDS - 3 * HOUR;
    await setStatus(notBooked.ref, 'quoted');
    await setStatus(noClick.ref, 'booked');
    await setStatus(booked.ref, 'booked', 'Advance paid', bookedAt);
    // A note added later does not move the conversion's time.
    await setStatus(booked.ref, 'booked', 'Truck assigned', SECONDS);

    const { lines, text, disposition } = await adsFile();
    expect(lines[0]).toBe('Parameters:TimeZone=+0530');
    expect(lines[1]).toBe(
      'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
    );
    expect(lines[1]).toBe(ADS_HEADER.join(','));
    expect(lines.slice(2)).toEqual([
      `Cj0KCQiA_booked-gclid-01,Booked move,${indiaStamp(bookedAt)},,`,
      '',
    ]);
    expect(text).not.toContain('quoted-gclid');
    expect(disposition).toBe(
      `attachment; filename="google-ads-conversions-${indiaDay(SECONDS)}.csv"`,
    );
  });

  it('writes the booking time in India time, as the file declares', async () => {
    const { ref } = await seed({ click: { id: 'Cj0KCQiA_time-check-01', kind: 'gclid' } });
    // 2 hours past midnight UTC is 07:30 in India.
    const at = Math.floor(SECONDS / DAY) * DAY + 2 * HOUR;
    await setStatus(ref, 'booked', '', at);
    const { lines } = await adsFile();
    const time = lines[2]!.split(',')[2]!;
    expect(time).toMatch(/^\d{4}-\d\d-\d\d 07:30:00$/);
    expect(time).toBe(indiaStamp(at));
  });

  it('takes the conversion name from GOOGLE_ADS_CONVERSION_NAME', async () => {
    const { ref } = await seed({ click: { id: 'Cj0KCQiA_named-01', kind: 'gclid' } });
    await setStatus(ref, 'booked');
    const { lines } = await adsFile('', {
      env: env({ GOOGLE_ADS_CONVERSION_NAME: 'Move booked, offline' }),
    });
    expect(lines[2]).toBe(`Cj0KCQiA_named-01,"Move booked, offline",${indiaStamp(SECONDS)},,`);
  });

  it('leaves iPhone click ids to the file with GBRAID and WBRAID columns, one id a row', async () => {
    const g = await seed({ click: { id: 'Cj0KCQiA_gclid-ios-01', kind: 'gclid' } });
    const b = await seed({ click: { id: 'GBRAID_0AAAAA-test', kind: 'gbraid' } });
    const w = await seed({ click: { id: 'WBRAID_ClkKCQ-test', kind: 'wbraid' } });
    await setStatus(g.ref, 'booked', '', SECONDS - 30);
    await setStatus(b.ref, 'booked', '', SECONDS - 20);
    await setStatus(w.ref, 'booked', '', SECONDS - 10);
    const plain = await adsFile();
    expect(plain.lines).toHaveLength(4);
    expect(plain.text).not.toMatch(/BRAID_/);
    const ios = await adsFile('ios=1');
    expect(ios.lines[0]).toBe('Parameters:TimeZone=+0530');
    expect(ios.lines[1]).toBe(ADS_HEADER_IOS.join(','));
    expect(ios.lines.slice(2)).toEqual([
      `Cj0KCQiA_gclid-ios-01,,,Booked move,${indiaStamp(SECONDS - 30)},,`,
      `,GBRAID_0AAAAA-test,,Booked move,${indiaStamp(SECONDS - 20)},,`,
      `,,WBRAID_ClkKCQ-test,Booked move,${indiaStamp(SECONDS - 10)},,`,
      '',
    ]);
    expect(ios.disposition).toContain('-ios.csv');
  });

  it('holds the bookings made between the dates, and no id that is not one', async () => {
    const old = await seed({ click: { id: 'Cj0KCQiA_old-booking', kind: 'gclid' } });
    const recent = await seed({ click: { id: 'Cj0KCQiA_recent-booking', kind: 'gclid' } });
    const odd = await seed({ click: { id: '=cmd|calc', kind: 'gclid' } });
    await setStatus(old.ref, 'booked', '', SECONDS - 20 * DAY);
    await setStatus(recent.ref, 'booked', '', SECONDS - DAY);
    await setStatus(odd.ref, 'booked', '', SECONDS - DAY);
    const from = indiaDay(SECONDS - 7 * DAY);
    const { lines } = await adsFile(`from=${from}`);
    expect(lines.slice(2, -1).map((l) => l.split(',')[0])).toEqual(['Cj0KCQiA_recent-booking']);
    const all = await adsFile();
    expect(all.lines.slice(2, -1).map((l) => l.split(',')[0])).toEqual([
      'Cj0KCQiA_old-booking',
      'Cj0KCQiA_recent-booking',
    ]);
  });
});

describe('the report', () => {
  it('counts leads and bookings by page, city and source, between the dates', async () => {
    const pune1 = await seed({ src: { source: 'google', medium: 'cpc' } });
    await seed({
      src: { source: 'google', medium: 'cpc' },
      fields: { page: '/packers-movers-in-pune?gclid=x' },
    });
    const mumbai = await seed({
      fields: { page: '/form', pickup: 'Andheri, Mumbai', fromCity: 'Mumbai' },
      src: { source: 'bing.com', medium: 'organic' },
    });
    await seed({ kind: 'contact', at: SECONDS - HOUR });
    await seed({ at: SECONDS - 40 * DAY, src: { source: 'google', medium: 'cpc' } });
    await setStatus(pune1.ref, 'booked');
    await setStatus(mumbai.ref, 'booked');

    const from = indiaDay(SECONDS - 7 * DAY);
    const to = indiaDay(SECONDS);
    const report = await getJson<AdminReport>(`/report?from=${from}&to=${to}`);
    expect(report).toMatchObject({ ok: true, from, to, total: { leads: 4, booked: 2 } });
    expect(report.byPage).toEqual([
      { key: '/packers-movers-in-pune', leads: 2, booked: 1 },
      { key: '/form', leads: 1, booked: 1 },
      { key: '/contactus', leads: 1, booked: 0 },
    ]);
    expect(report.byCity).toEqual([
      { key: 'Pune', leads: 2, booked: 1 },
      { key: 'Mumbai', leads: 1, booked: 1 },
      { key: '(not set)', leads: 1, booked: 0 },
    ]);
    expect(report.bySource).toEqual([
      { key: 'google / cpc', leads: 2, booked: 1 },
      { key: 'bing.com / organic', leads: 1, booked: 1 },
      { key: '(not set)', leads: 1, booked: 0 },
    ]);
    const all = await getJson<AdminReport>('/report');
    expect(all.total).toEqual({ leads: 5, booked: 2 });
    expect(all.bySource[0]).toEqual({ key: 'google / cpc', leads: 3, booked: 1 });
  });

  it('is empty, not an error, for dates without leads', async () => {
    await seed();
    const day = indiaDay(SECONDS - 100 * DAY);
    const report = await getJson<AdminReport>(`/report?from=${day}&to=${day}`);
    expect(report).toMatchObject({
      total: { leads: 0, booked: 0 },
      byPage: [],
      byCity: [],
      bySource: [],
    });
  });
});

describe('the statuses', () => {
  it('are the ones the database allows, in the same order', () => {
    const sql = readFileSync(join(process.cwd(), 'migrations/0002_sources_and_status.sql'), 'utf8');
    const check = /status IN \(([^)]*)\)/.exec(sql)?.[1] ?? '';
    expect(check.split(',').map((s) => s.trim().replace(/'/g, ''))).toEqual([...LEAD_STATUSES]);
  });
});
