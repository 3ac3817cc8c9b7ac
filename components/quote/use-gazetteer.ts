'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { loadGazetteer } from '@/lib/gazetteer/load';
import type { Gazetteer } from '@/lib/gazetteer/lookup';

/**
 * idle: not asked for yet. loading: on its way. ready: code and data are here. failed: the data or
 * the code could not be had (offline, a redeploy); a place it cannot find is then not judged, and
 * the next request tries again.
 */
export type GazetteerStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** How long a submit waits for the locality data before judging without it. */
export const GAZETTEER_WAIT_MS = 4000;

/** After a failed load, typing does not try again for this long (a submit always does). */
const RETRY_AFTER_MS = 10_000;

/**
 * The gazetteer for a form: null until `request()` (called when the visitor starts on a place
 * field) has loaded it. `request()` never rejects: it settles with the gazetteer, or with null when
 * it could not be loaded or did not come within `waitMs`.
 */
export function useGazetteer() {
  const [gazetteer, setGazetteer] = useState<Gazetteer | null>(null);
  const [status, setStatus] = useState<GazetteerStatus>('idle');
  const live = useRef(true);
  const failedAt = useRef(0);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const request = useCallback((waitMs?: number): Promise<Gazetteer | null> => {
    // Offline, every keystroke would otherwise fetch (and fail) again.
    if (waitMs === undefined && Date.now() - failedAt.current < RETRY_AFTER_MS)
      return Promise.resolve(null);
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    const loaded = loadGazetteer().then(
      ({ gazetteer: g, complete }) => {
        if (!complete) failedAt.current = Date.now();
        if (live.current) {
          setGazetteer(g);
          setStatus(complete ? 'ready' : 'failed');
        }
        return complete ? g : null;
      },
      (err: unknown) => {
        console.error('Could not load the place lookup', err);
        failedAt.current = Date.now();
        if (live.current) setStatus('failed');
        return null;
      },
    );
    if (waitMs === undefined) return loaded;
    const timeout = new Promise<null>((resolve) => window.setTimeout(() => resolve(null), waitMs));
    return Promise.race([loaded, timeout]);
  }, []);

  return { gazetteer, status, request };
}
