/**
 * Reverse geocoding behind one module (docs/architecture.md#habits): the map picker asks for a
 * place name and this module decides when and how to ask the geocoder. It follows Nominatim's usage
 * policy (https://operations.osmfoundation.org/policies/nominatim/): it waits 500 ms after the last
 * change (debounce), never sends more than one request a second, aborts a request that a newer
 * one has made stale, and caches answers.
 */
import { env } from './env';

const GEOCODE_DEBOUNCE_MS = 500;
const GEOCODE_MIN_INTERVAL_MS = 1000;
export const FALLBACK_LABEL = 'Selected Location';

/**
 * City, town, village, county, state, in that order; else the fallback label
 * (docs/product.md#map-picker).
 */
export function placeNameFromAddress(address: unknown): string {
  if (!address || typeof address !== 'object') return FALLBACK_LABEL;
  const a = address as Record<string, unknown>;
  for (const key of ['city', 'town', 'village', 'county', 'state']) {
    const value = a[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return FALLBACK_LABEL;
}

export type GeocodeOutcome =
  | { kind: 'place'; name: string }
  | { kind: 'error'; error: Error }
  /** A newer lookup replaced this one before it finished; ignore it. */
  | { kind: 'superseded' };

/** A point as the cache keys it: about 11 m, so clicks that close land on the same answer. */
const cacheKey = (lat: number, lon: number) => `${lat.toFixed(4)},${lon.toFixed(4)}`;

export function createReverseGeocoder({
  url = env.geocoderUrl,
  fetchImpl = (...args: Parameters<typeof fetch>) => fetch(...args),
}: { url?: string; fetchImpl?: typeof fetch } = {}) {
  const cache = new Map<string, string>();
  let lastRequestAt = Number.NEGATIVE_INFINITY;
  // The lookup under way: a newer one, or cancel(), aborts its wait and its request.
  let current: AbortController | null = null;

  async function request(lat: number, lon: number, signal: AbortSignal): Promise<string> {
    const query = new URL(url);
    query.searchParams.set('format', 'jsonv2');
    query.searchParams.set('lat', String(lat));
    query.searchParams.set('lon', String(lon));
    lastRequestAt = Date.now();
    const res = await fetchImpl(query.toString(), {
      signal,
      headers: { Accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`Geocoder answered HTTP ${res.status}`);
    const body: unknown = await res.json();
    if (body && typeof body === 'object' && 'error' in body) {
      throw new Error(`Geocoder error: ${String((body as { error: unknown }).error)}`);
    }
    return placeNameFromAddress((body as { address?: unknown } | null)?.address);
  }

  /** Waits `ms`; rejects as soon as `signal` aborts. */
  const pause = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });

  /**
   * Look up a place name for a point. A newer call (or cancel) makes this one stale: it resolves
   * with `superseded`, so calls within the debounce window replace each other. Never rejects.
   */
  async function lookup(lat: number, lon: number): Promise<GeocodeOutcome> {
    cancel();
    const controller = (current = new AbortController());
    const { signal } = controller;
    try {
      await pause(GEOCODE_DEBOUNCE_MS, signal);
      // NaN and Infinity fail these comparisons too.
      if (!(Math.abs(lat) <= 90 && Math.abs(lon) <= 180))
        return { kind: 'error', error: new Error('Invalid coordinates') };
      const key = cacheKey(lat, lon);
      let name = cache.get(key);
      if (name === undefined) {
        // One request a second at most: wait for the remainder of the interval.
        const wait = lastRequestAt + GEOCODE_MIN_INTERVAL_MS - Date.now();
        if (wait > 0) await pause(wait, signal);
        name = await request(lat, lon, signal);
        cache.set(key, name);
      }
      return signal.aborted ? { kind: 'superseded' } : { kind: 'place', name };
    } catch (err) {
      if (signal.aborted) return { kind: 'superseded' };
      return { kind: 'error', error: err instanceof Error ? err : new Error(String(err)) };
    } finally {
      if (current === controller) current = null;
    }
  }

  /** Drop anything waiting or in flight (the picker closed). */
  function cancel() {
    current?.abort();
    current = null;
  }

  return { lookup, cancel };
}
