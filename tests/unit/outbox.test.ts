import { privacySections } from '@/content/privacy';
import {
  OUTBOX_KEY,
  OUTBOX_MAX,
  OUTBOX_DAYS,
  OUTBOX_MAX_AGE_MS,
  addToOutbox,
  pruneOutbox,
  readOutbox,
  removeFromOutbox,
  type OutgoingLead,
  type StorageLike,
} from '@/lib/outbox';
import {
  MAX_ATTEMPTS,
  endpointSender,
  flushOutbox,
  type Delivery,
  type Sender,
} from '@/lib/outbox-flush';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const lead = (ref: string): OutgoingLead => ({
  kind: 'quote',
  ref,
  page: '/form',
  lang: 'en',
  elapsedMs: 40000,
  website: '',
  phone: '+91 98765 43210',
  pickup: 'Wakad (Pune)',
  drop: 'Chennai',
  fromCity: 'Pune',
  toCity: 'Chennai',
  moveTime: '2030-12-23T10:30',
  service: 'Home Shifting',
  size: '2 BHK',
  message: '',
  estimate: '',
  items: 'Bedrooms:\n  Double bed: 2',
  scope: 'a.b',
});

const sent: Delivery = { status: 'sent' };
const offline: Delivery = { status: 'offline' };
const failed: Delivery = { status: 'failed' };
/** Runs flushes one after another, as the lock does. */
const serial = <T>(task: () => Promise<T>) => task();
const sender = (send: Sender['send'], maxAttempts = MAX_ATTEMPTS): Sender => ({
  send,
  maxAttempts,
});

describe('the outbox in storage', () => {
  it('keeps a lead whole until it is removed, one entry per reference', () => {
    const s = memoryStorage();
    expect(readOutbox(s)).toEqual([]);
    expect(addToOutbox(s, lead('SE-AAAAAA'))).toBe(true);
    expect(addToOutbox(s, lead('SE-AAAAAA'))).toBe(true);
    expect(addToOutbox(s, lead('SE-BBBBBB'))).toBe(true);
    expect(readOutbox(s).map((e) => e.ref)).toEqual(['SE-AAAAAA', 'SE-BBBBBB']);
    expect(readOutbox(s)[0]?.lead).toEqual(lead('SE-AAAAAA'));
    removeFromOutbox(s, 'SE-AAAAAA');
    expect(readOutbox(s).map((e) => e.ref)).toEqual(['SE-BBBBBB']);
    removeFromOutbox(s, 'SE-BBBBBB');
    expect(readOutbox(s)).toEqual([]);
    expect(s.data.has(OUTBOX_KEY)).toBe(false);
  });

  it('forgets a lead after its days on the device, and pruning clears it from storage', () => {
    const s = memoryStorage();
    const queued = 1_000_000;
    addToOutbox(s, lead('SE-AAAAAA'), queued);
    expect(readOutbox(s, queued + OUTBOX_MAX_AGE_MS - 1)).toHaveLength(1);
    expect(readOutbox(s, queued + OUTBOX_MAX_AGE_MS)).toEqual([]);
    pruneOutbox(s, queued + OUTBOX_MAX_AGE_MS);
    expect(s.data.has(OUTBOX_KEY)).toBe(false);
  });

  it('refuses a lead without a valid reference', () => {
    const s = memoryStorage();
    expect(addToOutbox(s, lead('not a ref'))).toBe(false);
    expect(readOutbox(s)).toEqual([]);
  });

  it('ignores what is not an entry: bad JSON, other shapes, wrong types, no date', () => {
    const s = memoryStorage();
    const now = Date.now();
    for (const raw of [
      '{',
      '"x"',
      '{"a":1}',
      '[1,null,"x"]',
      '[{"ref":"SE-AAAAAA","values":{}}]',
      JSON.stringify([{ ref: 'SE-AAAAAA', lead: lead('SE-AAAAAA'), attempts: 0 }]),
      JSON.stringify([{ ref: 'SE-AAAAAA', lead: lead('SE-BBBBBB'), queuedAt: now }]),
      JSON.stringify([
        { ref: 'SE-AAAAAA', lead: { ...lead('SE-AAAAAA'), kind: 'x' }, queuedAt: now },
      ]),
    ]) {
      s.setItem(OUTBOX_KEY, raw);
      expect(readOutbox(s)).toEqual([]);
    }
    s.setItem(
      OUTBOX_KEY,
      JSON.stringify([{ ref: 'SE-AAAAAA', lead: lead('SE-AAAAAA'), attempts: -3, queuedAt: now }]),
    );
    expect(readOutbox(s)).toEqual([
      { ref: 'SE-AAAAAA', lead: lead('SE-AAAAAA'), attempts: 0, queuedAt: now },
    ]);
  });

  it('drops the oldest lead when full', () => {
    const s = memoryStorage();
    const refs = Array.from(
      { length: OUTBOX_MAX + 2 },
      (_, i) => `SE-${String(i).padStart(6, '0')}`,
    );
    for (const r of refs) addToOutbox(s, lead(r));
    expect(readOutbox(s).map((e) => e.ref)).toEqual(refs.slice(2));
  });

  it('says no instead of throwing when storage refuses', () => {
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(addToOutbox(full, lead('SE-AAAAAA'))).toBe(false);
    const broken: StorageLike = {
      ...full,
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readOutbox(broken)).toEqual([]);
  });
});

describe('flushOutbox', () => {
  it('sends each lead once and empties the outbox', async () => {
    const s = memoryStorage();
    addToOutbox(s, lead('SE-AAAAAA'));
    addToOutbox(s, lead('SE-BBBBBB'));
    const send = jest.fn(async (l: OutgoingLead) =>
      l.ref === 'SE-BBBBBB' ? { ...sent, scope: 'a.b.sig' } : sent,
    );
    await expect(
      flushOutbox({ storage: s, sender: sender(send), exclusive: serial }),
    ).resolves.toEqual({
      'SE-AAAAAA': { status: 'sent' },
      'SE-BBBBBB': { status: 'sent', scope: 'a.b.sig' },
    });
    expect(send.mock.calls.map(([l]) => l.ref)).toEqual(['SE-AAAAAA', 'SE-BBBBBB']);
    await flushOutbox({ storage: s, sender: sender(send), exclusive: serial });
    expect(send).toHaveBeenCalledTimes(2);
    expect(readOutbox(s)).toEqual([]);
  });

  it('keeps everything while offline and sends it when back', async () => {
    const s = memoryStorage();
    addToOutbox(s, lead('SE-AAAAAA'));
    addToOutbox(s, lead('SE-BBBBBB'));
    const down = jest.fn(async () => offline);
    await expect(
      flushOutbox({ storage: s, sender: sender(down), exclusive: serial }),
    ).resolves.toEqual({
      'SE-AAAAAA': { status: 'queued' },
      'SE-BBBBBB': { status: 'queued' },
    });
    expect(down).toHaveBeenCalledTimes(1); // the rest would fail the same way
    expect(readOutbox(s).map((e) => e.attempts)).toEqual([0, 0]);
    const up = jest.fn(async () => sent);
    await flushOutbox({ storage: s, sender: sender(up), exclusive: serial });
    expect(up).toHaveBeenCalledTimes(2);
    expect(readOutbox(s)).toEqual([]);
  });

  it('never sends twice when two flushes overlap under the lock', async () => {
    const s = memoryStorage();
    addToOutbox(s, lead('SE-AAAAAA'));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const send = jest.fn(async () => {
      await gate;
      return sent;
    });
    // The module's own lock (an in-page queue here: jsdom has no navigator.locks).
    const first = flushOutbox({ storage: s, sender: sender(send) });
    const second = flushOutbox({ storage: s, sender: sender(send) });
    release();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives an e-mail copy up after repeated failures, keeping it until then', async () => {
    const s = memoryStorage();
    addToOutbox(s, lead('SE-AAAAAA'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const send = jest.fn(async () => failed);
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      await expect(
        flushOutbox({ storage: s, sender: sender(send), exclusive: serial }),
      ).resolves.toEqual({
        'SE-AAAAAA': { status: 'queued' },
      });
    }
    await expect(
      flushOutbox({ storage: s, sender: sender(send), exclusive: serial }),
    ).resolves.toEqual({
      'SE-AAAAAA': { status: 'dropped' },
    });
    expect(readOutbox(s)).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('drops a lead refused for what it holds, at once', async () => {
    const s = memoryStorage();
    addToOutbox(s, lead('SE-AAAAAA'));
    const send = async (): Promise<Delivery> => ({ status: 'refused' });
    await expect(
      flushOutbox({ storage: s, sender: sender(send), exclusive: serial }),
    ).resolves.toEqual({
      'SE-AAAAAA': { status: 'dropped' },
    });
    expect(readOutbox(s)).toEqual([]);
  });
});

describe('endpointSender', () => {
  // jsdom has no Response: the parts of one that lib/leads/client.ts reads.
  const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name] ?? null },
    json: async () => {
      if (typeof body === 'string') throw new SyntaxError('Unexpected token <');
      return body;
    },
  });
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    (globalThis as { fetch: unknown }).fetch = fetchMock;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('posts the lead as JSON with keepalive and reads the issued scope', async () => {
    fetchMock.mockResolvedValue(reply(201, { ok: true, ref: 'SE-AAAAAA', scope: 'a.b.sig' }));
    await expect(endpointSender('/api/leads').send(lead('SE-AAAAAA'))).resolves.toEqual({
      status: 'sent',
      scope: 'a.b.sig',
    });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/leads');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(JSON.parse(init.body as string)).toEqual(lead('SE-AAAAAA'));
  });

  it('tells offline, a refusal, a limit, a server error and a host without functions apart', async () => {
    const s = endpointSender('/api/leads');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(s.send(lead('SE-AAAAAA'))).resolves.toEqual({ status: 'offline' });
    fetchMock.mockResolvedValueOnce(
      reply(400, { ok: false, field: 'phone', error: 'phone is not valid' }),
    );
    await expect(s.send(lead('SE-AAAAAA'))).resolves.toEqual({ status: 'refused' });
    fetchMock.mockResolvedValueOnce(
      reply(429, { ok: false, field: 'ip' }, { 'Retry-After': '60' }),
    );
    await expect(s.send(lead('SE-AAAAAA'))).resolves.toEqual({ status: 'failed' });
    fetchMock.mockResolvedValueOnce(reply(503, { ok: false, field: 'server' }));
    await expect(s.send(lead('SE-AAAAAA'))).resolves.toEqual({ status: 'failed' });
    fetchMock.mockResolvedValueOnce(reply(404, '<!doctype html>'));
    await expect(s.send(lead('SE-AAAAAA'))).resolves.toEqual({ status: 'failed' });
    expect(s.maxAttempts).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('emailSender: the e-mail copy on a host without the endpoint', () => {
  // The build's EmailJS ids, read by lib/env.ts when the module is loaded.
  const ids = {
    NEXT_PUBLIC_LEADS_API: 'off',
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk_test',
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'svc_test',
    NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: 'tpl_contact',
    NEXT_PUBLIC_EMAILJS_PARTNER_TEMPLATE_ID: 'tpl_partner',
    NEXT_PUBLIC_EMAILJS_QUOTE_TEMPLATE_ID: 'tpl_quote',
  };
  const saved = { ...process.env };
  const realFetch = globalThis.fetch;
  let fetchMock: jest.Mock;
  let flush: typeof import('@/lib/outbox-flush');
  beforeEach(() => {
    Object.assign(process.env, ids);
    // A fresh module, whose lib/env.ts reads the ids above.
    jest.isolateModules(() => {
      flush = jest.requireActual('@/lib/outbox-flush');
    });
    // The e-mail API as the real library calls it: answers in order.
    fetchMock = jest.fn();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.clear();
  });
  afterEach(() => {
    process.env = saved;
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
    localStorage.clear();
  });
  const answer = (status: number) => ({
    ok: status === 200,
    status,
    text: () => Promise.resolve(status === 200 ? 'OK' : 'Server Error'),
  });

  it('tries a copy once; a failed one waits in the outbox and goes on the next flush', async () => {
    const s = memoryStorage();
    addToOutbox(s, lead('SE-AAAAAA'));
    fetchMock.mockResolvedValueOnce(answer(500)).mockResolvedValueOnce(answer(200));
    const run = () => flush.flushOutbox({ storage: s, exclusive: serial });
    await expect(run()).resolves.toEqual({ 'SE-AAAAAA': { status: 'queued' } });
    // One attempt, no second one behind it: the lead is kept, its failure counted.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readOutbox(s).map((e) => [e.ref, e.attempts])).toEqual([['SE-AAAAAA', 1]]);
    await expect(run()).resolves.toEqual({ 'SE-AAAAAA': { status: 'sent' } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const body = JSON.parse((fetchMock.mock.calls[1] as [string, { body: string }])[1].body);
    expect(body).toMatchObject({
      template_id: 'tpl_quote',
      template_params: { reference: 'SE-AAAAAA', pickup: 'Wakad (Pune)' },
    });
    expect(readOutbox(s)).toEqual([]);
  });

  it('keeps a copy made without a connection, not counting the attempt', async () => {
    const s = memoryStorage();
    addToOutbox(s, lead('SE-AAAAAA'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(flush.flushOutbox({ storage: s, exclusive: serial })).resolves.toEqual({
      'SE-AAAAAA': { status: 'queued' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(readOutbox(s).map((e) => e.attempts)).toEqual([0]);
  });
});

describe('what the privacy notice says of the outbox', () => {
  it('names the days a lead may wait on the device', () => {
    const text = privacySections.flatMap((s) => s.body).join('\n');
    expect(text).toContain(`deleted from the device unsent`);
    expect(text).toContain(`within ${OUTBOX_DAYS} days`);
  });
});
