'use client';

import { useCallback, useRef, useState } from 'react';
import type { Gazetteer, GazetteerData } from '@/lib/gazetteer/lookup';

/** How long a submit waits for the locality data before judging without it. */
export const GAZETTEER_WAIT_MS = 4000;

/** After a failed load, typing does not try again for this long (a submit always does). */
const RETRY_AFTER_MS = 10_000;

let pending: Promise<{ gazetteer: Gazetteer; complete: boolean }> | null = null;

/**
 * The lookup's code and its data (/data/localities.json, written at build time), fetched once a
 * page. Without the data (offline, a failed request) the lookup still knows the served cities and
 * `complete` is false; without its code (a script gone after a redeploy) the promise rejects.
 * Either way the next call tries again.
 */
function loadGazetteer() {
  pending ??= Promise.all([
    fetch('/data/localities.json')
      .then((res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return res.json() as Promise<GazetteerData>;
      })
      .catch((err: unknown) => {
        console.error('Could not load the list of localities', err);
        return null;
      }),
    import('@/lib/gazetteer/lookup'),
  ]).then(
    ([data, lookup]) => {
      if (!data) pending = null;
      return { gazetteer: lookup.createGazetteer(data), complete: data !== null };
    },
    (err: unknown) => {
      pending = null;
      throw err;
    },
  );
  return pending;
}

/**
 * The gazetteer for a form: null until `request()` (called when the visitor starts on a place
 * field) has loaded it. `status`: idle (not asked for yet), loading, ready, or failed (the data or
 * the code could not be had: a place it cannot find is then not judged, and the next request tries
 * again). `request()` never rejects: it settles with the gazetteer, or with null when it could not
 * be loaded or did not come within `waitMs`.
 */
export function useGazetteer() {
  const [gazetteer, setGazetteer] = useState<Gazetteer | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');
  const failedAt = useRef(0);

  const request = useCallback((waitMs?: number): Promise<Gazetteer | null> => {
    // Offline, every keystroke would otherwise fetch (and fail) again.
    if (waitMs === undefined && Date.now() - failedAt.current < RETRY_AFTER_MS)
      return Promise.resolve(null);
    // A fetch already under way keeps its status: one a submit stopped waiting for stays failed.
    if (!pending) setStatus((s) => (s === 'ready' ? s : 'loading'));
    const loaded = loadGazetteer().then(
      ({ gazetteer: g, complete }) => {
        if (!complete) failedAt.current = Date.now();
        setGazetteer(g);
        setStatus(complete ? 'ready' : 'failed');
        return complete ? g : null;
      },
      (err: unknown) => {
        console.error('Could not load the place lookup', err);
        failedAt.current = Date.now();
        setStatus('failed');
        return null;
      },
    );
    if (waitMs === undefined) return loaded;
    const timeout = new Promise<null>((resolve) =>
      window.setTimeout(() => {
        // Judged without the data from now on, until it comes: a place it would find is unchecked.
        setStatus((s) => (s === 'loading' ? 'failed' : s));
        resolve(null);
      }, waitMs),
    );
    return Promise.race([loaded, timeout]);
  }, []);

  return { gazetteer, status, request };
}
