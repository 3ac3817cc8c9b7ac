/** @jest-environment node */
/**
 * `POST /api/leads` end to end against a real local D1 (Wrangler's getPlatformProxy, the schema
 * from migrations/), with EmailJS and Turnstile played by an HTTP stub on 127.0.0.1: every rule of
 * lib/leads/handle.ts is checked by the row it leaves (or does not leave) in the database.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onRequest } from '@/functions/api/leads';
import { hasBidi } from '@/lib/leads/clean-text';
import type { D1Like, D1Statement } from '@/lib/leads/d1';
import { handleLeadPost, type LeadAnswer, type LeadsEnv } from '@/lib/leads/handle';
import { LEAD_LIMITS, NOTIFY_RETRY } from '@/lib/leads/limits';
import { deliverPending, retryDelay } from '@/lib/leads/notify';
import { hashAddress } from '@/lib/leads/store';
import { makeQuoteRef } from '@/lib/quote-ref';
import { openD1, type LocalD1 } from './d1-fixture';

// A loaded machine (a parallel test run) slows the local D1; the flood alone sends 110 requests.
jest.setTimeout(30_000);

const SITE = 'https://site.example';
const ENDPOINT = `${SITE}/api/leads`;
const SALT = 'test-salt';
const TURNSTILE_SECRET = 'turnstile-secret-test';
const GOOD_TOKEN = 'turnstile-token-good';

/** The edge's clock for every request of this file: fixed, so no window turns over mid-test. */
const NOW = new Date();
const SECONDS = Math.floor(NOW.getTime() / 1000);
const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DDTHH:MM`, what a datetime-local field sends. */
function wallClock(at: Date): string {
  return at.toISOString().slice(0, 16);
}

// ---- the database ---------------------------------------------------------------------------

let local: LocalD1;
let db: D1Like;

interface LeadRow {
  ref: string;
  kind: string;
  created_at: number;
  phone: string;
  name: string | null;
  email: string | null;
  from_place: string | null;
  to_place: string | null;
  page: string;
  lang: string;
  data: string;
  suspect: string | null;
  ip_hash: string;
  notify_status: string;
  notify_attempts: number;
  notify_next_at: number;
  notify_error: string | null;
  notified_at: number | null;
  src_source: string | null;
  src_medium: string | null;
  src_campaign: string | null;
  click_id: string | null;
  click_id_kind: string | null;
  landing: string | null;
  attribution: string | null;
  city: string | null;
  status: string;
}

async function row(ref: string): Promise<LeadRow> {
  const found = await db.prepare('SELECT * FROM leads WHERE ref = ?').bind(ref).first<LeadRow>();
  if (!found) throw new Error(`no row for ${ref}`);
  return found;
}

async function count(where = '1 = 1', ...values: unknown[]): Promise<number> {
  const found = await db
    .prepare(`SELECT COUNT(*) AS n FROM leads WHERE ${where}`)
    .bind(...values)
    .first<{ n: number }>();
  return found?.n ?? 0;
}

/**
 * The local D1 with at most `max` statements in flight. Miniflare 3 sends each statement to
 * workerd over a pooled keep-alive connection, and a flood of a hundred requests at once opens a
 * hundred of them; now and then one is reused just as the other side closes it, and the statement
 * fails with "fetch failed: other side closed" (the keep-alive race later Miniflares avoid by not
 * reusing connections). With several in flight on a cold, busy machine its RPC can also lose track
 * of which answer is whose (an assertion on the message id, in a fresh-clone run), and the proxy
 * stays broken for the rest of the file. Real D1 runs one statement at a time anyway: requests
 * still interleave statement by statement, so the races these tests look for are still there.
 */
function throttled(inner: D1Like, max: number): D1Like {
  let active = 0;
  const waiting: (() => void)[] = [];
  async function run<T>(work: () => Promise<T>): Promise<T> {
    while (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await work();
    } finally {
      active--;
      waiting.shift()?.();
    }
  }
  const unwrapped = new WeakMap<D1Statement, D1Statement>();
  const wrap = (statement: D1Statement): D1Statement => {
    const wrapped: D1Statement = {
      bind: (...values) => wrap(statement.bind(...values)),
      first: <T>() => run(() => statement.first<T>()),
      run: <T>() => run(() => statement.run<T>()),
      all: <T>() => run(() => statement.all<T>()),
    };
    unwrapped.set(wrapped, statement);
    return wrapped;
  };
  return {
    prepare: (sql) => wrap(inner.prepare(sql)),
    batch: (statements) => run(() => inner.batch(statements.map((s) => unwrapped.get(s) ?? s))),
  };
}

// ---- EmailJS and Turnstile, on this machine --------------------------------------------------

interface Hit {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** Turnstile's form fields. */
  form?: Record<string, string>;
}

interface EmailBody {
  service_id: string;
  template_id: string;
  user_id: string;
  accessToken: string;
  template_params: Record<string, string>;
}

const stub = {
  hits: [] as Hit[],
  emailStatus: 200,
  emailDelayMs: 0,
  turnstileStatus: 200,
  reset() {
    this.hits = [];
    this.emailStatus = 200;
    this.emailDelayMs = 0;
    this.turnstileStatus = 200;
  },
  /** The bodies EmailJS's REST API received. */
  emails(): EmailBody[] {
    return this.hits.filter((h) => h.path === '/email').map((h) => JSON.parse(h.body) as EmailBody);
  },
};

let server: Server;
let stubUrl: string;
/** A port nothing listens on: Cloudflare's API out of reach. */
let deadUrl: string;

async function startStub(): Promise<void> {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const hit: Hit = { path: req.url ?? '', headers: req.headers, body: body.toString('utf8') };
    stub.hits.push(hit);
    if (hit.path === '/email') {
      if (stub.emailDelayMs) await new Promise((r) => setTimeout(r, stub.emailDelayMs));
      res.writeHead(stub.emailStatus, { 'Content-Type': 'text/plain' });
      res.end(stub.emailStatus === 200 ? 'OK' : 'The service is down for maintenance');
      return;
    }
    if (hit.path === '/turnstile') {
      const form = await new Response(body, {
        headers: { 'Content-Type': req.headers['content-type'] ?? '' },
      }).formData();
      hit.form = Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
      const success = hit.form.secret === TURNSTILE_SECRET && hit.form.response === GOOD_TOKEN;
      res.writeHead(stub.turnstileStatus, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({ success, 'error-codes': success ? [] : ['invalid-input-response'] }),
      );
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stubUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/turnstile`;
  await new Promise((resolve) => closed.close(resolve));
}

/** Nothing here may reach the internet: any other address fails like a network error. */
const realFetch = globalThis.fetch;
const localFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname !== '127.0.0.1')
    return Promise.reject(new TypeError(`the tests do not reach ${url.origin}`));
  return realFetch(input, init);
};

beforeAll(async () => {
  local = await openD1();
  db = throttled(local.db, 1);
  await startStub();
  globalThis.fetch = localFetch;
}, 30_000);

afterAll(async () => {
  globalThis.fetch = realFetch;
  await new Promise((resolve) => server?.close(resolve));
  await local?.dispose();
});

beforeEach(async () => {
  await db.prepare('DELETE FROM leads').run();
  await db.prepare('DELETE FROM rate_limits').run();
  stub.reset();
});

// ---- leads and requests ----------------------------------------------------------------------

let serial = 0;
/** A sender's address no other test uses. */
function nextIp(): string {
  serial++;
  return `198.51.${(serial >> 8) & 255}.${serial & 255}`;
}
/** A mobile number no other test uses, as typed and as stored. */
function nextPhone(): { typed: string; display: string } {
  const d = String(++serial).padStart(8, '0');
  return {
    typed: `98${d.slice(0, 3)}-${d.slice(3)}`,
    display: `+91 98${d.slice(0, 3)} ${d.slice(3)}`,
  };
}

type Body = Record<string, unknown>;

function quote(over: Body = {}): Body {
  return {
    kind: 'quote',
    ref: makeQuoteRef(),
    page: '/quote?utm_source=test',
    lang: 'en',
    elapsedMs: 12_000,
    website: '',
    phone: nextPhone().typed,
    pickup: 'Indiranagar, Bangalore',
    drop: 'Andheri West, Mumbai',
    fromCity: 'Bangalore',
    toCity: 'Mumbai',
    moveTime: wallClock(new Date(NOW.getTime() + 3 * DAY_MS)),
    service: 'Home Shifting',
    size: '2 BHK',
    message: 'Third floor,\nno lift',
    estimate: '',
    items: '',
    scope: '',
    ...over,
  };
}

function contact(over: Body = {}): Body {
  return {
    kind: 'contact',
    ref: makeQuoteRef(),
    page: '/contact',
    lang: 'en',
    elapsedMs: 20_000,
    website: '',
    name: 'Ravi Kumar',
    phone: nextPhone().typed,
    email: 'ravi@example.com',
    message: 'Do you move pianos?',
    ...over,
  };
}

function partner(over: Body = {}): Body {
  return {
    kind: 'partner',
    ref: makeQuoteRef(),
    page: '/partner',
    lang: 'hi',
    elapsedMs: 30_000,
    website: '',
    name: 'Sharma Transport',
    email: 'ops@sharma.example',
    phone: nextPhone().typed,
    city: 'Coimbatore',
    message: 'Six trucks, two warehouses.',
    ...over,
  };
}

interface Sent {
  status: number;
  json: LeadAnswer;
  headers: Headers;
}

interface PostOptions {
  ip?: string;
  env?: LeadsEnv;
  now?: Date;
  headers?: Record<string, string>;
}

function leadRequest(body: unknown, ip: string, headers: Record<string, string> = {}): Request {
  return new Request(ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Sends a lead as the browser does, and waits for the work the answer left behind. */
async function post(body: unknown, options: PostOptions = {}): Promise<Sent> {
  const { ip = nextIp(), env = leadsEnv(), now = NOW, headers } = options;
  const work: Promise<unknown>[] = [];
  const res = await handleLeadPost(leadRequest(body, ip, headers), env, (w) => work.push(w), now);
  await Promise.all(work);
  return { status: res.status, json: (await res.json()) as LeadAnswer, headers: res.headers };
}

function leadsEnv(extra: Partial<LeadsEnv> = {}): LeadsEnv {
  return { DB: db, IP_SALT: SALT, ...extra };
}

function emailEnv(extra: Partial<LeadsEnv> = {}): LeadsEnv {
  return leadsEnv({
    EMAILJS_PUBLIC_KEY: 'public-key-test',
    EMAILJS_PRIVATE_KEY: 'private-key-test',
    EMAILJS_SERVICE_ID: 'service_test',
    EMAILJS_QUOTE_TEMPLATE_ID: 'template_quote',
    EMAILJS_CONTACT_TEMPLATE_ID: 'template_contact',
    EMAILJS_PARTNER_TEMPLATE_ID: 'template_partner',
    EMAIL_API_URL: `${stubUrl}/email`,
    SITE_URL: SITE,
    ...extra,
  });
}

function turnstileEnv(extra: Partial<LeadsEnv> = {}): LeadsEnv {
  return leadsEnv({
    TURNSTILE_SECRET_KEY: TURNSTILE_SECRET,
    TURNSTILE_VERIFY_URL: `${stubUrl}/turnstile`,
    ...extra,
  });
}

const data = (r: LeadRow) => JSON.parse(r.data) as Record<string, unknown>;

// ---- the tests -------------------------------------------------------------------------------

describe('a valid lead is stored before the answer', () => {
  it('stores a quote: phone normalised, cities canonical, places, page, time', async () => {
    const lead = quote({
      phone: '(+91) 98765-43210',
      fromCity: 'Bengaluru',
      turnstile: 'a-token-nobody-checks',
    });
    const sent = await post(lead, { headers: { Origin: SITE } });
    expect(sent.status).toBe(201);
    expect(sent.json).toEqual({ ok: true, ref: lead.ref, duplicate: false });
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(sent.headers.get('Cache-Control')).toBe('no-store');

    const r = await row(lead.ref as string);
    expect(r).toMatchObject({
      kind: 'quote',
      phone: '+91 98765 43210',
      name: null,
      email: null,
      from_place: 'Indiranagar, Bangalore',
      to_place: 'Andheri West, Mumbai',
      // The campaign goes as the lead's attribution; the page is its path.
      page: '/quote',
      lang: 'en',
      created_at: SECONDS,
      suspect: null,
      notify_status: 'off',
      notify_attempts: 0,
    });
    const stored = data(r);
    expect(stored).toMatchObject({
      kind: 'quote',
      ref: lead.ref,
      phone: '+91 98765 43210',
      fromCity: 'Bangalore',
      toCity: 'Mumbai',
      moveTime: lead.moveTime,
      message: 'Third floor,\nno lift',
      elapsedMs: 12_000,
    });
    expect(stored).not.toHaveProperty('website');
    expect(stored).not.toHaveProperty('turnstile');
    expect(await count()).toBe(1);
  });

  it('stores a contact message, a landline allowed', async () => {
    const lead = contact({ phone: '044 2345 6789' });
    const sent = await post(lead, {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(sent.status).toBe(201);
    expect(sent.json).toEqual({ ok: true, ref: lead.ref, duplicate: false });
    const r = await row(lead.ref as string);
    expect(r).toMatchObject({
      kind: 'contact',
      phone: '+91 4423456789',
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      from_place: null,
      to_place: null,
      page: '/contact',
      created_at: SECONDS,
    });
    expect(data(r)).toMatchObject({ message: 'Do you move pianos?' });
    expect(data(r)).not.toHaveProperty('website');
  });

  it('stores a partner application, its city as the place', async () => {
    const phone = nextPhone();
    const lead = partner({ phone: phone.typed });
    const sent = await post(lead);
    expect(sent.status).toBe(201);
    expect(sent.json).toEqual({ ok: true, ref: lead.ref, duplicate: false });
    const r = await row(lead.ref as string);
    expect(r).toMatchObject({
      kind: 'partner',
      name: 'Sharma Transport',
      email: 'ops@sharma.example',
      from_place: 'Coimbatore',
      to_place: null,
      page: '/partner',
      lang: 'hi',
      created_at: SECONDS,
    });
    expect(r.phone).toBe(phone.display);
  });

  it('keeps a salted hash of the address, never the address', async () => {
    const ip = nextIp();
    const lead = quote();
    await post(lead, { ip });
    const r = await row(lead.ref as string);
    expect(r.ip_hash).toBe(await hashAddress(ip, SALT));
    expect(r.ip_hash).not.toBe(await hashAddress(ip, ''));
    expect(JSON.stringify(r)).not.toContain(ip);
  });
});

describe('one reference is one lead', () => {
  it('answers a resend with duplicate: true and stores nothing new', async () => {
    const lead = quote();
    const first = await post(lead);
    const again = await post({ ...lead, message: 'changed on the way' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ ok: true, ref: lead.ref, duplicate: true });
    expect(await count()).toBe(1);
    expect(data(await row(lead.ref as string)).message).toBe('Third floor,\nno lift');
  });

  it('stores one row when the same lead arrives twice at once', async () => {
    const lead = contact();
    const answers = await Promise.all([post(lead), post(lead)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201]);
    expect(answers.every((a) => a.json.ok && a.json.ref === lead.ref)).toBe(true);
    expect(answers.map((a) => a.json.duplicate).sort()).toEqual([false, true]);
    expect(await count()).toBe(1);
  });

  it('counts no resend against the sender', async () => {
    const ip = nextIp();
    const lead = quote();
    await post(lead, { ip });
    for (let i = 0; i < LEAD_LIMITS.perIp.max + 2; i++) {
      expect((await post(lead, { ip })).status).toBe(200);
    }
    const hits = await db
      .prepare('SELECT count FROM rate_limits WHERE key = ?')
      .bind(`ip:${await hashAddress(ip, SALT)}`)
      .first<{ count: number }>();
    expect(hits?.count).toBe(1);
    expect((await post(quote(), { ip })).status).toBe(201);
  });
});

describe('bad input is refused, naming the field, and nothing is stored', () => {
  const past = () => wallClock(new Date(NOW.getTime() - 3 * DAY_MS));
  const cases: [string, () => unknown, number, string][] = [
    ['no phone', () => quote({ phone: undefined }), 400, 'phone'],
    ['a short phone', () => quote({ phone: '12345' }), 400, 'phone'],
    ['a landline on a quote', () => quote({ phone: '044 2345 6789' }), 400, 'phone'],
    ['a bad e-mail', () => contact({ email: 'ravi@' }), 400, 'email'],
    ['an unserved city', () => quote({ fromCity: 'Kathmandu' }), 400, 'fromCity'],
    ['a move time long past', () => quote({ moveTime: past() }), 400, 'moveTime'],
    ['an unknown kind', () => quote({ kind: 'complaint' }), 400, 'kind'],
    ['no kind', () => quote({ kind: undefined }), 400, 'kind'],
    ['a bad reference', () => quote({ ref: 'SE-12' }), 400, 'ref'],
    ['a page off the site', () => contact({ page: 'https://evil.example/' }), 400, 'page'],
    ['a JSON array', () => [quote()], 400, 'body'],
    ['JSON null', () => 'null', 400, 'body'],
    ['a body that is not JSON', () => '{"kind": "quote", ', 400, 'body'],
  ];

  test.each(cases)('%s', async (_, make, status, field) => {
    const sent = await post(make());
    expect(sent.status).toBe(status);
    expect(sent.json).toMatchObject({ ok: false, field });
    expect(sent.json.error).toEqual(expect.any(String));
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(await count()).toBe(0);
  });

  it('refuses a body that is not application/json (415)', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/jsonp']) {
      const sent = await post(quote(), { headers: { 'Content-Type': type } });
      expect(sent.status).toBe(415);
      expect(sent.json).toMatchObject({ ok: false, field: 'body' });
    }
    expect(await count()).toBe(0);
  });

  it('refuses a lead posted from another site (403 origin)', async () => {
    const sent = await post(quote(), { headers: { Origin: 'https://evil.example' } });
    expect(sent.status).toBe(403);
    expect(sent.json).toMatchObject({ ok: false, field: 'origin' });
    expect(await count()).toBe(0);
  });

  /** A valid lead padded (with a field nobody reads) to exactly `bytes` bytes of JSON. */
  function paddedLead(bytes: number): string {
    const lead = quote({ padding: '' });
    const empty = Buffer.byteLength(JSON.stringify(lead));
    return JSON.stringify({ ...lead, padding: 'x'.repeat(bytes - empty) });
  }

  it('takes a body of exactly the largest size', async () => {
    const body = paddedLead(LEAD_LIMITS.maxBodyBytes);
    expect(Buffer.byteLength(body)).toBe(LEAD_LIMITS.maxBodyBytes);
    expect((await post(body)).status).toBe(201);
  });

  it('refuses a larger body that claims to be small (413)', async () => {
    const body = paddedLead(LEAD_LIMITS.maxBodyBytes + 1);
    const sent = await post(body, { headers: { 'Content-Length': '100' } });
    expect(sent.status).toBe(413);
    expect(sent.json).toMatchObject({ ok: false, field: 'body' });
    expect(await count()).toBe(0);
  });

  it('refuses a larger body that says so (413)', async () => {
    const body = paddedLead(LEAD_LIMITS.maxBodyBytes * 4);
    const length = String(Buffer.byteLength(body));
    const sent = await post(body, { headers: { 'Content-Length': length } });
    expect(sent.status).toBe(413);
    expect(sent.json).toMatchObject({ ok: false, field: 'body' });
    expect(await count()).toBe(0);
  });

  it('refuses a declared oversize body without waiting to read it', async () => {
    const endless = new ReadableStream({ pull: () => new Promise(() => {}) });
    const request = new Request(ENDPOINT, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(LEAD_LIMITS.maxBodyBytes + 1),
        'CF-Connecting-IP': nextIp(),
      },
      body: endless,
      duplex: 'half',
    } as RequestInit);
    let timer: NodeJS.Timeout | undefined;
    const res = await Promise.race([
      handleLeadPost(request, leadsEnv(), () => {}, NOW),
      new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), 2000))),
    ]);
    clearTimeout(timer);
    expect(res?.status).toBe(413);
  });

  it('answers any method but POST with 405', async () => {
    const res = onRequest();
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('POST');
  });
});

describe('text is stored safe', () => {
  it('strips bidirectional controls from a name, a message and a place', async () => {
    const evil = contact({
      name: 'Ravi \u202Egpj.exe\u202C Kumar',
      message: 'Hello \u2066there\u2069\nsecond\u200F line',
    });
    expect((await post(evil)).status).toBe(201);
    const c = await row(evil.ref as string);
    expect(c.name).toBe('Ravi gpj.exe Kumar');
    expect(data(c)).toMatchObject({
      name: 'Ravi gpj.exe Kumar',
      message: 'Hello there\nsecond line',
    });
    expect(hasBidi(c.data)).toBe(false);

    const q = quote({
      pickup: 'Flat 4\u202B, MG\u2067 Road\u2069, Bangalore',
      message: '\u061Cok',
    });
    expect((await post(q)).status).toBe(201);
    const r = await row(q.ref as string);
    expect(r.from_place).toBe('Flat 4, MG Road, Bangalore');
    expect(data(r)).toMatchObject({ pickup: 'Flat 4, MG Road, Bangalore', message: 'ok' });
    expect(hasBidi(r.data)).toBe(false);
  });
});

describe('bots are kept, marked and not e-mailed', () => {
  it('answers a filled honeypot like a success, holds it and sends nothing', async () => {
    const lead = quote({ website: 'http://spam.example' });
    const sent = await post(lead, { env: emailEnv() });
    expect(sent.status).toBe(201);
    expect(sent.json).toEqual({ ok: true, ref: lead.ref, duplicate: false });
    const r = await row(lead.ref as string);
    expect(r).toMatchObject({ suspect: 'honeypot', notify_status: 'held', notify_attempts: 0 });
    expect(data(r)).not.toHaveProperty('website');
    expect(stub.hits).toEqual([]);
  });

  it('holds a lead sent faster than a person can fill the form', async () => {
    const fast = contact({ elapsedMs: LEAD_LIMITS.minFillMs - 1 });
    const human = contact({ elapsedMs: LEAD_LIMITS.minFillMs });
    expect((await post(fast, { env: emailEnv() })).status).toBe(201);
    expect(await row(fast.ref as string)).toMatchObject({ suspect: 'fast', notify_status: 'held' });
    expect(stub.emails()).toEqual([]);
    expect((await post(human, { env: emailEnv() })).status).toBe(201);
    expect(await row(human.ref as string)).toMatchObject({ suspect: null, notify_status: 'sent' });
    expect(stub.emails().map((e) => e.template_params.reference)).toEqual([human.ref]);
  });
});

describe('rate limits', () => {
  const { perIp, perPhone } = LEAD_LIMITS;

  it(`stores ${perIp.max} leads from one address, then answers 429`, async () => {
    const ip = nextIp();
    for (let i = 0; i < perIp.max; i++) {
      expect((await post(quote(), { ip })).status).toBe(201);
    }
    const refused = await post(quote(), { ip });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ ok: false, field: 'ip' });
    const wait = perIp.windowSeconds - (SECONDS % perIp.windowSeconds);
    expect(refused.headers.get('Retry-After')).toBe(String(wait));
    expect(await count('ip_hash = ?', await hashAddress(ip, SALT))).toBe(perIp.max);
    // A neighbour on another address still gets through, and the next window starts afresh.
    expect((await post(quote())).status).toBe(201);
    const later = new Date((SECONDS + wait) * 1000);
    expect((await post(quote(), { ip, now: later })).status).toBe(201);
  });

  it('stops a flood at the limit while other senders get through', async () => {
    const flooder = nextIp();
    const flood = Array.from({ length: 100 }, () => quote());
    const others = Array.from({ length: 10 }, () => contact());
    // All at once, a neighbour's lead among every ten of the flood's.
    const fromFlood: Promise<Sent>[] = [];
    const fromOthers: Promise<Sent>[] = [];
    // A 503 (storage failed: under 110 requests at once on a busy machine, the local D1 has
    // dropped one) stores nothing and asks the sender to try again, as the outbox does.
    const send = async (lead: unknown, options?: PostOptions) => {
      const first = await post(lead, options);
      return first.status === 503 ? post(lead, options) : first;
    };
    flood.forEach((lead, i) => {
      if (i % 10 === 0) fromOthers.push(send(others[i / 10]!));
      fromFlood.push(send(lead, { ip: flooder }));
    });
    const [floodAnswers, othersAnswers] = await Promise.all([
      Promise.all(fromFlood),
      Promise.all(fromOthers),
    ]);
    const floodStatus = floodAnswers.map((a) => a.status);
    const othersStatus = othersAnswers.map((a) => a.status);
    expect(othersStatus).toEqual(others.map(() => 201));
    expect(floodStatus.filter((s) => s === 201)).toHaveLength(perIp.max);
    expect(floodStatus.filter((s) => s === 429)).toHaveLength(flood.length - perIp.max);
    expect(await count('ip_hash = ?', await hashAddress(flooder, SALT))).toBe(perIp.max);
    expect(await count("kind = 'contact'")).toBe(others.length);
    expect(await count()).toBe(perIp.max + others.length);
  }, 60_000);

  it(`stores ${perPhone.max} leads for one number, however written, then answers 429`, async () => {
    const spellings = [
      '98111 22233',
      '+91 98111-22233',
      '098111 22233',
      '0091 9811122233',
      '९८१११२२२३३',
      '(+91) 98111 22233',
    ];
    for (let i = 0; i < perPhone.max; i++) {
      const phone = spellings[i % spellings.length];
      expect((await post(quote({ phone }))).status).toBe(201);
    }
    const refused = await post(contact({ phone: spellings.at(-1) }));
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ ok: false, field: 'phone' });
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await count('phone = ?', '+91 98111 22233')).toBe(perPhone.max);
    expect((await post(quote())).status).toBe(201);
  });
});

describe('Turnstile, when the site has a secret', () => {
  it('refuses a lead without a token, without asking Cloudflare', async () => {
    const sent = await post(quote(), { env: turnstileEnv() });
    expect(sent.status).toBe(403);
    expect(sent.json).toMatchObject({ ok: false, field: 'turnstile' });
    expect(await count()).toBe(0);
    expect(stub.hits).toEqual([]);
  });

  it('refuses a token Cloudflare rejects', async () => {
    const sent = await post(quote({ turnstile: 'forged' }), { env: turnstileEnv() });
    expect(sent.status).toBe(403);
    expect(sent.json).toMatchObject({ ok: false, field: 'turnstile' });
    expect(await count()).toBe(0);
  });

  it('stores a lead with a token Cloudflare accepts, asking with the secret and address', async () => {
    const ip = nextIp();
    const lead = quote({ turnstile: GOOD_TOKEN });
    const sent = await post(lead, { ip, env: turnstileEnv() });
    expect(sent.status).toBe(201);
    expect(stub.hits.map((h) => h.form)).toEqual([
      { secret: TURNSTILE_SECRET, response: GOOD_TOKEN, remoteip: ip },
    ]);
    const r = await row(lead.ref as string);
    expect(r.suspect).toBeNull();
    expect(data(r)).not.toHaveProperty('turnstile');
  });

  it('keeps the lead, marked, when Cloudflare cannot be asked', async () => {
    const unreachable = quote({ turnstile: GOOD_TOKEN });
    const env = turnstileEnv({ TURNSTILE_VERIFY_URL: deadUrl });
    expect((await post(unreachable, { env })).status).toBe(201);
    expect((await row(unreachable.ref as string)).suspect).toBe('turnstile-unchecked');

    stub.turnstileStatus = 500;
    const failing = quote({ turnstile: GOOD_TOKEN });
    expect((await post(failing, { env: turnstileEnv() })).status).toBe(201);
    expect((await row(failing.ref as string)).suspect).toBe('turnstile-unchecked');
  });
});

describe('the business is told by e-mail, after the answer', () => {
  it('sends each kind to its template through the REST API', async () => {
    const leads = [quote(), contact(), partner()];
    for (const lead of leads) expect((await post(lead, { env: emailEnv() })).status).toBe(201);
    const emails = stub.emails();
    expect(emails).toHaveLength(3);
    expect(stub.hits.every((h) => h.headers['content-type'] === 'application/json')).toBe(true);
    const [q, c, p] = emails;
    for (const e of emails) {
      expect(e).toMatchObject({
        service_id: 'service_test',
        user_id: 'public-key-test',
        accessToken: 'private-key-test',
      });
    }
    expect(q).toMatchObject({
      template_id: 'template_quote',
      template_params: {
        reference: leads[0]!.ref,
        phone_number: (await row(leads[0]!.ref as string)).phone,
        pickup: 'Indiranagar, Bangalore',
        drop: 'Andheri West, Mumbai',
        service: 'Home Shifting',
        home_size: '2 BHK',
        page: '/quote',
        source: '',
      },
    });
    expect(q!.template_params.move_time).toMatch(/\d{4}, \d{1,2}:\d\d [ap]m$/);
    expect(c).toMatchObject({
      template_id: 'template_contact',
      template_params: {
        reference: leads[1]!.ref,
        from_name: 'Ravi Kumar',
        email: 'ravi@example.com',
        message: 'Do you move pianos?',
      },
    });
    expect(p).toMatchObject({
      template_id: 'template_partner',
      template_params: {
        reference: leads[2]!.ref,
        city: 'Coimbatore',
        from_email: 'ops@sharma.example',
      },
    });
    for (const lead of leads) {
      expect(await row(lead.ref as string)).toMatchObject({
        notify_status: 'sent',
        notify_attempts: 1,
        notify_error: null,
        notified_at: SECONDS,
      });
    }
  });

  it('keeps where the visit came from: the last touch in columns, both whole, and in the e-mail', async () => {
    const at = NOW.getTime();
    const first = { source: 'bing.com', medium: 'organic', referrer: 'bing.com', landing: '/', at };
    const last = {
      source: 'google',
      medium: 'cpc',
      campaign: 'pune-2bhk',
      gbraid: 'GB-1',
      landing: '/packers-movers-in-pune',
      at: at + 1000,
    };
    const lead = quote({ attribution: { first, last } });
    expect((await post(lead, { env: emailEnv() })).status).toBe(201);
    const r = await row(lead.ref as string);
    expect(r).toMatchObject({
      src_source: 'google',
      src_medium: 'cpc',
      src_campaign: 'pune-2bhk',
      click_id: 'GB-1',
      click_id_kind: 'gbraid',
      landing: '/packers-movers-in-pune',
      city: 'Bangalore',
      status: 'new',
    });
    expect(JSON.parse(r.attribution!)).toMatchObject({ first, last });
    // One place for it: not again in the lead's data.
    expect(data(r)).not.toHaveProperty('attribution');
    const [mail] = stub.emails().filter((e) => e.template_params.reference === lead.ref);
    expect(mail!.template_params.source).toBe(
      'google / cpc / pune-2bhk, landed on /packers-movers-in-pune (first: bing.com / organic, landed on /)',
    );
    // A contact message carries it as well, to its row and its e-mail.
    const message = contact({ attribution: { first, last: first } });
    expect((await post(message, { env: emailEnv() })).status).toBe(201);
    expect(await row(message.ref as string)).toMatchObject({
      src_source: 'bing.com',
      src_medium: 'organic',
      click_id: null,
      city: null,
    });
    const [note] = stub.emails().filter((e) => e.template_params.reference === message.ref);
    expect(note!.template_params.source).toBe('bing.com / organic, landed on /');
    // A lead without one, and one whose attribution is not well formed, are kept all the same.
    for (const attribution of [undefined, { first, last: { ...last, at: 'soon' } }]) {
      const plain = quote({ attribution });
      expect((await post(plain)).status).toBe(201);
      expect(await row(plain.ref as string)).toMatchObject({
        src_source: null,
        click_id: null,
        attribution: null,
      });
    }
  });

  it('sends nothing without the settings, and marks the lead off', async () => {
    const lead = quote();
    await post(lead);
    expect(await row(lead.ref as string)).toMatchObject({
      notify_status: 'off',
      notified_at: null,
    });
    const onlyQuotes = emailEnv({ EMAILJS_PARTNER_TEMPLATE_ID: undefined });
    const p = partner();
    await post(p, { env: onlyQuotes });
    expect((await row(p.ref as string)).notify_status).toBe('off');
    expect(stub.hits).toEqual([]);
  });

  it('keeps a failed notification pending and delivers it after the wait', async () => {
    stub.emailStatus = 500;
    const lead = quote();
    expect((await post(lead, { env: emailEnv() })).status).toBe(201);
    const failed = await row(lead.ref as string);
    expect(failed).toMatchObject({
      notify_status: 'pending',
      notify_attempts: 1,
      notify_next_at: SECONDS + retryDelay(1),
      notified_at: null,
    });
    expect(failed.notify_error).toMatch(/^HTTP 500: The service is down/);

    stub.emailStatus = 200;
    // Not yet due: nothing is sent.
    expect(await deliverPending(db, emailEnv(), SECONDS + retryDelay(1) - 1)).toEqual({});
    expect(stub.emails()).toHaveLength(1);
    const due = SECONDS + retryDelay(1);
    expect(await deliverPending(db, emailEnv(), due)).toEqual({ [lead.ref as string]: 'sent' });
    expect(await row(lead.ref as string)).toMatchObject({
      notify_status: 'sent',
      notify_attempts: 2,
      notify_error: null,
      notified_at: due,
    });
    expect(stub.emails()).toHaveLength(2);
  });

  it('waits longer after each failure', async () => {
    stub.emailStatus = 503;
    const lead = contact();
    await post(lead, { env: emailEnv() });
    let at = SECONDS;
    for (let attempts = 1; attempts <= 3; attempts++) {
      const r = await row(lead.ref as string);
      expect(r.notify_attempts).toBe(attempts);
      expect(r.notify_next_at).toBe(at + retryDelay(attempts));
      at = r.notify_next_at;
      await deliverPending(db, emailEnv(), at);
    }
    expect(retryDelay(2)).toBe(2 * retryDelay(1));
  });

  it('lets a later lead deliver an earlier one that failed', async () => {
    stub.emailStatus = 500;
    const first = quote();
    await post(first, { env: emailEnv() });
    expect((await row(first.ref as string)).notify_status).toBe('pending');

    stub.emailStatus = 200;
    const second = contact();
    const later = new Date((SECONDS + retryDelay(1) + 1) * 1000);
    expect((await post(second, { env: emailEnv(), now: later })).status).toBe(201);
    expect((await row(first.ref as string)).notify_status).toBe('sent');
    expect((await row(second.ref as string)).notify_status).toBe('sent');
    const refs = stub.emails().map((e) => e.template_params.reference);
    expect(refs.sort()).toEqual([first.ref, first.ref, second.ref].sort());
  });

  it(`delivers at most ${NOTIFY_RETRY.batch} waiting notifications per request`, async () => {
    stub.emailStatus = 500;
    const leads = Array.from({ length: NOTIFY_RETRY.batch + 2 }, () => contact());
    for (const lead of leads) await post(lead, { env: emailEnv() });
    expect(await count("notify_status = 'pending'")).toBe(leads.length);

    stub.emailStatus = 200;
    const due = SECONDS + retryDelay(1);
    expect(Object.keys(await deliverPending(db, emailEnv(), due))).toHaveLength(NOTIFY_RETRY.batch);
    expect(await count("notify_status = 'pending'")).toBe(2);
    expect(Object.values(await deliverPending(db, emailEnv(), due))).toEqual(['sent', 'sent']);
    expect(await count("notify_status = 'sent'")).toBe(leads.length);
  });

  it('takes up a notification again when a try that claimed it never finished', async () => {
    stub.emailStatus = 500;
    const lead = quote();
    await post(lead, { env: emailEnv() });
    const due = SECONDS + retryDelay(1);
    // A request that claims the notification and dies mid-send (its fetch never answers).
    void deliverPending(db, emailEnv(), due, () => new Promise<Response>(() => {}));
    const leased = due + NOTIFY_RETRY.leaseSeconds;
    for (let i = 0; i < 100 && (await row(lead.ref as string)).notify_next_at !== leased; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await row(lead.ref as string)).toMatchObject({
      notify_status: 'pending',
      notify_next_at: leased,
    });
    // Within the lease nobody else sends it; after it, the next request does.
    stub.emailStatus = 200;
    expect(await deliverPending(db, emailEnv(), leased - 1)).toEqual({});
    expect(await deliverPending(db, emailEnv(), leased)).toEqual({ [lead.ref as string]: 'sent' });
    expect((await row(lead.ref as string)).notify_status).toBe('sent');
  });

  it('sends a notification once when two requests deliver at the same time', async () => {
    stub.emailStatus = 500;
    const lead = partner();
    await post(lead, { env: emailEnv() });
    stub.hits = [];
    stub.emailStatus = 200;
    stub.emailDelayMs = 100;
    const due = SECONDS + retryDelay(1);
    const results = await Promise.all([
      deliverPending(db, emailEnv(), due),
      deliverPending(db, emailEnv(), due),
    ]);
    expect(stub.emails()).toHaveLength(1);
    expect(results.flatMap((r) => Object.values(r))).toEqual(['sent']);
    expect(await row(lead.ref as string)).toMatchObject({
      notify_status: 'sent',
      notify_attempts: 2,
    });
  });
});

describe('a database that fails', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => errors.mockRestore());

  it('answers 503 (try again), not 500, when D1 cannot be reached', async () => {
    const down: D1Like = {
      prepare: () => {
        throw new Error('D1_ERROR: Network connection lost.');
      },
      batch: () => Promise.reject(new Error('D1_ERROR: Network connection lost.')),
    };
    const sent = await post(quote(), { env: leadsEnv({ DB: down }) });
    expect(sent.status).toBe(503);
    expect(sent.json).toMatchObject({ ok: false, field: 'server' });
    expect(sent.headers.get('Retry-After')).toBe('30');
    expect(errors).toHaveBeenCalled();
  });

  it('answers 503 when the insert itself fails, and stores nothing', async () => {
    const failingInsert: D1Like = {
      prepare: (sql) => {
        if (sql.includes('INSERT INTO leads')) throw new Error('D1_ERROR: database is locked');
        return db.prepare(sql);
      },
      batch: (statements) => db.batch(statements),
    };
    const sent = await post(quote(), { env: leadsEnv({ DB: failingInsert }) });
    expect(sent.status).toBe(503);
    expect(sent.json).toMatchObject({ ok: false, field: 'server' });
    expect(await count()).toBe(0);
  });
});
