import type { QuoteEmailValues, SendOutcome } from '@/lib/email';
import {
  OUTBOX_KEY,
  OUTBOX_MAX,
  addToOutbox,
  readOutbox,
  removeFromOutbox,
  type StorageLike,
} from '@/lib/outbox';
import { MAX_ATTEMPTS, flushOutbox } from '@/lib/outbox-flush';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const copy = (reference: string): QuoteEmailValues => ({
  reference,
  pickup: 'Wakad (Pune)',
  drop: 'Chennai',
  phone: '+91 98765 43210',
  time: '23 Dec 2026, 10:30 am',
  service: 'Home Shifting',
  size: '2 BHK',
  message: '',
  estimate: '',
  page: '/form',
});

const sent: SendOutcome = { status: 'sent' };
const offline: SendOutcome = { status: 'failed', code: 0, text: 'Network Error', cause: 'network' };
const refused: SendOutcome = { status: 'failed', code: 403, text: 'Forbidden', cause: 'forbidden' };
/** Runs flushes one after another, as the lock does. */
const serial = <T>(task: () => Promise<T>) => task();

describe('the outbox in storage', () => {
  it('keeps an item list and its scope link with the copy; a bad one drops the entry', () => {
    const s = memoryStorage();
    const listed = {
      ...copy('SE-BBBBBB'),
      items: 'Bedrooms:\n  Double bed: 2',
      scopeLink: 'https://x/scope#a.b',
    };
    addToOutbox(s, listed);
    expect(readOutbox(s)[0]?.values).toEqual(listed);
    const stored = JSON.parse(s.data.get(OUTBOX_KEY)!) as { values: Record<string, unknown> }[];
    stored[0]!.values.items = 42;
    s.setItem(OUTBOX_KEY, JSON.stringify(stored));
    expect(readOutbox(s)).toEqual([]);
  });

  it('keeps a copy until it is removed, one entry per reference', () => {
    const s = memoryStorage();
    expect(readOutbox(s)).toEqual([]);
    expect(addToOutbox(s, copy('SE-AAAAAA'))).toBe(true);
    expect(addToOutbox(s, copy('SE-AAAAAA'))).toBe(true);
    expect(addToOutbox(s, copy('SE-BBBBBB'))).toBe(true);
    expect(readOutbox(s).map((e) => e.ref)).toEqual(['SE-AAAAAA', 'SE-BBBBBB']);
    removeFromOutbox(s, 'SE-AAAAAA');
    expect(readOutbox(s).map((e) => e.ref)).toEqual(['SE-BBBBBB']);
    removeFromOutbox(s, 'SE-BBBBBB');
    expect(readOutbox(s)).toEqual([]);
    expect(s.data.has(OUTBOX_KEY)).toBe(false);
  });

  it('refuses a copy without a valid reference', () => {
    const s = memoryStorage();
    expect(addToOutbox(s, copy('not a ref'))).toBe(false);
    expect(readOutbox(s)).toEqual([]);
  });

  it('ignores what is not an entry: bad JSON, other shapes, wrong types', () => {
    const s = memoryStorage();
    for (const raw of [
      '{',
      '"x"',
      '{"a":1}',
      '[1,null,"x"]',
      '[{"ref":"SE-AAAAAA","values":{}}]',
    ]) {
      s.setItem(OUTBOX_KEY, raw);
      expect(readOutbox(s)).toEqual([]);
    }
    s.setItem(
      OUTBOX_KEY,
      JSON.stringify([
        { ref: 'SE-AAAAAA', values: { ...copy('SE-AAAAAA'), extra: '<b>' }, attempts: -3 },
      ]),
    );
    expect(readOutbox(s)).toEqual([{ ref: 'SE-AAAAAA', values: copy('SE-AAAAAA'), attempts: 0 }]);
  });

  it('drops the oldest copy when full', () => {
    const s = memoryStorage();
    const refs = Array.from(
      { length: OUTBOX_MAX + 2 },
      (_, i) => `SE-${String(i).padStart(6, '0')}`,
    );
    for (const r of refs) addToOutbox(s, copy(r));
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
    expect(addToOutbox(full, copy('SE-AAAAAA'))).toBe(false);
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
  it('sends each copy once and empties the outbox', async () => {
    const s = memoryStorage();
    addToOutbox(s, copy('SE-AAAAAA'));
    addToOutbox(s, copy('SE-BBBBBB'));
    const send = jest.fn(async (values: QuoteEmailValues) => (values ? sent : offline));
    await expect(flushOutbox({ storage: s, send, exclusive: serial })).resolves.toEqual({
      'SE-AAAAAA': 'sent',
      'SE-BBBBBB': 'sent',
    });
    expect(send.mock.calls.map(([v]) => v.reference)).toEqual(['SE-AAAAAA', 'SE-BBBBBB']);
    await flushOutbox({ storage: s, send, exclusive: serial });
    expect(send).toHaveBeenCalledTimes(2);
    expect(readOutbox(s)).toEqual([]);
  });

  it('keeps everything while offline and sends it when back', async () => {
    const s = memoryStorage();
    addToOutbox(s, copy('SE-AAAAAA'));
    addToOutbox(s, copy('SE-BBBBBB'));
    const down = jest.fn(async () => offline);
    await expect(flushOutbox({ storage: s, send: down, exclusive: serial })).resolves.toEqual({
      'SE-AAAAAA': 'queued',
      'SE-BBBBBB': 'queued',
    });
    expect(down).toHaveBeenCalledTimes(1); // the rest would fail the same way
    expect(readOutbox(s).map((e) => e.attempts)).toEqual([0, 0]);
    const up = jest.fn(async () => sent);
    await flushOutbox({ storage: s, send: up, exclusive: serial });
    expect(up).toHaveBeenCalledTimes(2);
    expect(readOutbox(s)).toEqual([]);
  });

  it('never sends twice when two flushes overlap under the lock', async () => {
    const s = memoryStorage();
    addToOutbox(s, copy('SE-AAAAAA'));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const send = jest.fn(async () => {
      await gate;
      return sent;
    });
    // The module's own lock (an in-page queue here: jsdom has no navigator.locks).
    const first = flushOutbox({ storage: s, send });
    const second = flushOutbox({ storage: s, send });
    release();
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives a copy up after repeated refusals, keeping it until then', async () => {
    const s = memoryStorage();
    addToOutbox(s, copy('SE-AAAAAA'));
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const send = jest.fn(async () => refused);
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      await expect(flushOutbox({ storage: s, send, exclusive: serial })).resolves.toEqual({
        'SE-AAAAAA': 'queued',
      });
    }
    await expect(flushOutbox({ storage: s, send, exclusive: serial })).resolves.toEqual({
      'SE-AAAAAA': 'dropped',
    });
    expect(readOutbox(s)).toEqual([]);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('drops a copy when e-mail is not configured', async () => {
    const s = memoryStorage();
    addToOutbox(s, copy('SE-AAAAAA'));
    const send = async (): Promise<SendOutcome> => ({ status: 'not-configured' });
    await expect(flushOutbox({ storage: s, send, exclusive: serial })).resolves.toEqual({
      'SE-AAAAAA': 'dropped',
    });
  });
});
