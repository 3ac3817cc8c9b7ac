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
  let pending: {
    timer: ReturnType<typeof setTimeout>;
    resolve: (o: GeocodeOutcome) => void;
  } | null = null;
  let inFlight: AbortController | null = null;
  let generation = 0;

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

  /**
   * Look up a place name for a point. Calls within the debounce window replace each other: the
   * replaced call resolves with `superseded`. Never rejects.
   */
  function lookup(lat: number, lon: number): Promise<GeocodeOutcome> {
    // A newer point makes anything waiting, or any answer still on its way, stale.
    cancel();
    const mine = ++generation;
    return new Promise<GeocodeOutcome>((resolve) => {
      const fire = async () => {
        pending = null;
        if (
          !Number.isFinite(lat) ||
          !Number.isFinite(lon) ||
          Math.abs(lat) > 90 ||
          Math.abs(lon) > 180
        ) {
          resolve({ kind: 'error', error: new Error('Invalid coordinates') });
          return;
        }
        const key = cacheKey(lat, lon);
        const cached = cache.get(key);
        if (cached !== undefined) {
          resolve({ kind: 'place', name: cached });
          return;
        }
        // One request a second at most: wait for the remainder of the interval.
        const wait = lastRequestAt + GEOCODE_MIN_INTERVAL_MS - Date.now();
        if (wait > 0) {
          pending = { timer: setTimeout(fire, wait), resolve };
          return;
        }
        inFlight?.abort();
        const controller = new AbortController();
        inFlight = controller;
        try {
          const name = await request(lat, lon, controller.signal);
          cache.set(key, name);
          resolve(mine === generation ? { kind: 'place', name } : { kind: 'superseded' });
        } catch (err) {
          if (controller.signal.aborted || mine !== generation) resolve({ kind: 'superseded' });
          else
            resolve({ kind: 'error', error: err instanceof Error ? err : new Error(String(err)) });
        } finally {
          if (inFlight === controller) inFlight = null;
        }
      };
      pending = { timer: setTimeout(fire, GEOCODE_DEBOUNCE_MS), resolve };
    });
  }

  /** Drop anything waiting or in flight (the picker closed). */
  function cancel() {
    generation++;
    if (pending) {
      clearTimeout(pending.timer);
      pending.resolve({ kind: 'superseded' });
      pending = null;
    }
    inFlight?.abort();
    inFlight = null;
  }

  return { lookup, cancel };
}
