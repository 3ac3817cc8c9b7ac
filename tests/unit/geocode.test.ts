/** @jest-environment node */
import { FALLBACK_LABEL, createReverseGeocoder, placeNameFromAddress } from '@/lib/geocode';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch that records calls and answers with `reply`, honouring abort signals. */
function fakeFetch(
  reply: (url: URL) => Response | Promise<Response> = () =>
    jsonResponse({ address: { city: 'Chennai' } }),
) {
  const calls: URL[] = [];
  const impl = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push(url);
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('Aborted', 'AbortError')),
      );
      Promise.resolve(reply(url)).then(resolve, reject);
    });
  });
  return { impl: impl as unknown as typeof fetch, calls };
}

describe('placeNameFromAddress', () => {
  it('prefers city, then town, village, county and state', () => {
    expect(placeNameFromAddress({ city: 'Pune', town: 'X', state: 'Maharashtra' })).toBe('Pune');
    expect(placeNameFromAddress({ town: 'Hosur', county: 'Krishnagiri' })).toBe('Hosur');
    expect(placeNameFromAddress({ village: 'Kovalam', state: 'Kerala' })).toBe('Kovalam');
    expect(placeNameFromAddress({ county: 'Nilgiris', state: 'Tamil Nadu' })).toBe('Nilgiris');
    expect(placeNameFromAddress({ state: 'Goa' })).toBe('Goa');
  });

  it('falls back to "Selected Location"', () => {
    expect(placeNameFromAddress({})).toBe(FALLBACK_LABEL);
    expect(placeNameFromAddress({ city: '   ', road: 'MG Road' })).toBe(FALLBACK_LABEL);
    expect(placeNameFromAddress(null)).toBe(FALLBACK_LABEL);
    expect(placeNameFromAddress('Chennai')).toBe(FALLBACK_LABEL);
    expect(placeNameFromAddress({ city: 42 })).toBe(FALLBACK_LABEL);
  });
});

describe('createReverseGeocoder', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  const make = (impl: typeof fetch) =>
    createReverseGeocoder({ url: 'https://geo.test/reverse', fetchImpl: impl });

  it('asks with format=jsonv2, lat and lon after a 500 ms pause', async () => {
    const { impl, calls } = fakeFetch();
    const geo = make(impl);
    const result = geo.lookup(13.08, 80.27);
    await jest.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ kind: 'place', name: 'Chennai' });
    expect(calls).toHaveLength(1);
    const url = calls[0]!;
    expect(url.origin + url.pathname).toBe('https://geo.test/reverse');
    expect(url.searchParams.get('format')).toBe('jsonv2');
    expect(url.searchParams.get('lat')).toBe('13.08');
    expect(url.searchParams.get('lon')).toBe('80.27');
  });

  it('debounces quick changes into one request for the last point', async () => {
    const { impl, calls } = fakeFetch();
    const geo = make(impl);
    const first = geo.lookup(10, 76);
    await jest.advanceTimersByTimeAsync(200);
    const second = geo.lookup(11, 77);
    await jest.advanceTimersByTimeAsync(200);
    const third = geo.lookup(12, 78);
    await jest.advanceTimersByTimeAsync(500);
    await expect(first).resolves.toEqual({ kind: 'superseded' });
    await expect(second).resolves.toEqual({ kind: 'superseded' });
    await expect(third).resolves.toEqual({ kind: 'place', name: 'Chennai' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.searchParams.get('lat')).toBe('12');
  });

  it('never sends more than one request a second', async () => {
    const { impl, calls } = fakeFetch();
    const geo = make(impl);
    const a = geo.lookup(10, 76);
    await jest.advanceTimersByTimeAsync(500);
    await a;
    const sentAt: number[] = [Date.now()];
    const b = geo.lookup(20, 80);
    await jest.advanceTimersByTimeAsync(500); // debounce over, but only 500 ms since the first request
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    sentAt.push(Date.now());
    await expect(b).resolves.toEqual({ kind: 'place', name: 'Chennai' });
    expect(calls).toHaveLength(2);
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(1000);
  });

  it('aborts a request made stale by a newer point', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { impl, calls } = fakeFetch(async (url) => {
      if (url.searchParams.get('lat') === '10') await gate;
      return jsonResponse({
        address: { town: url.searchParams.get('lat') === '10' ? 'Old' : 'New' },
      });
    });
    const geo = make(impl);
    const first = geo.lookup(10, 76);
    await jest.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(1);
    const second = geo.lookup(20, 80);
    await expect(first).resolves.toEqual({ kind: 'superseded' });
    release();
    await jest.advanceTimersByTimeAsync(1000);
    await expect(second).resolves.toEqual({ kind: 'place', name: 'New' });
  });

  it('answers a repeated point from the cache', async () => {
    const { impl, calls } = fakeFetch();
    const geo = make(impl);
    const a = geo.lookup(13.08271, 80.27071);
    await jest.advanceTimersByTimeAsync(500);
    await a;
    const b = geo.lookup(13.08269, 80.27069);
    await jest.advanceTimersByTimeAsync(500);
    await expect(b).resolves.toEqual({ kind: 'place', name: 'Chennai' });
    expect(calls).toHaveLength(1);
  });

  it.each([403, 429, 500])('reports HTTP %i as an error', async (status) => {
    const { impl } = fakeFetch(() => jsonResponse({ error: 'nope' }, status));
    const geo = make(impl);
    const r = geo.lookup(1, 2);
    await jest.advanceTimersByTimeAsync(500);
    const outcome = await r;
    expect(outcome.kind).toBe('error');
    if (outcome.kind === 'error') expect(outcome.error.message).toContain(String(status));
  });

  it('reports a network failure, a geocoder error body and junk JSON as errors', async () => {
    for (const reply of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => jsonResponse({ error: 'Unable to geocode' }),
      () => new Response('<html>oops</html>', { status: 200 }),
    ]) {
      const geo = make(fakeFetch(reply).impl);
      const r = geo.lookup(1, 2);
      await jest.advanceTimersByTimeAsync(1500);
      expect((await r).kind).toBe('error');
    }
  });

  it('falls back to "Selected Location" for an answer without a usable address', async () => {
    const geo = make(fakeFetch(() => jsonResponse({ display_name: 'Sea' })).impl);
    const r = geo.lookup(5, 70);
    await jest.advanceTimersByTimeAsync(500);
    await expect(r).resolves.toEqual({ kind: 'place', name: FALLBACK_LABEL });
  });

  it('rejects impossible coordinates without asking', async () => {
    const { impl, calls } = fakeFetch();
    const geo = make(impl);
    const r = geo.lookup(Number.NaN, 200);
    await jest.advanceTimersByTimeAsync(500);
    expect((await r).kind).toBe('error');
    expect(calls).toHaveLength(0);
  });

  it('cancel drops a pending lookup', async () => {
    const { impl, calls } = fakeFetch();
    const geo = make(impl);
    const r = geo.lookup(1, 2);
    geo.cancel();
    await jest.advanceTimersByTimeAsync(1000);
    await expect(r).resolves.toEqual({ kind: 'superseded' });
    expect(calls).toHaveLength(0);
  });
});
