'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { loadGazetteer } from '@/lib/gazetteer/load';
import type { Gazetteer } from '@/lib/gazetteer/lookup';

/**
 * The gazetteer for a form: null until `request()` (called when the visitor starts on a place
 * field) has loaded it. `loading` is true while it is on its way, so a check can wait for it
 * instead of calling a locality unserved.
 */
export function useGazetteer() {
  const [gazetteer, setGazetteer] = useState<Gazetteer | null>(null);
  const [loading, setLoading] = useState(false);
  const live = useRef(true);
  const requested = useRef(false);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const request = useCallback((): Promise<Gazetteer> => {
    if (!requested.current) setLoading(true);
    requested.current = true;
    return loadGazetteer().then((g) => {
      if (live.current) {
        setGazetteer(g);
        setLoading(false);
      }
      return g;
    });
  }, []);

  return { gazetteer, loading, request };
}
