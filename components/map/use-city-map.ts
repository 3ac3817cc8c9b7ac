'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { loadCityMap, type MapState } from '@/lib/city-map';

/**
 * Every state's cities (/data/cities.json) for a map or a list: nothing until `request()`, which
 * the component calls when the map comes into view or a list is opened, and again from a "Try
 * again" button after a failure (on patchy 4G a request can fail and the next succeed).
 * `status` idle: not asked for yet; loading: on its way; ready: here; failed: could not be had.
 */
export function useCityMap() {
  const [states, setStates] = useState<MapState[] | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'ready' | 'failed'>('idle');

  const request = useCallback(() => {
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    loadCityMap().then(
      (loaded) => {
        setStates(loaded);
        setStatus('ready');
      },
      (err: unknown) => {
        console.error('Could not load the list of cities', err);
        setStatus('failed');
      },
    );
  }, []);

  return { states, status, request };
}

/** Starts a quote from a city of the map or a list: the form opens with it as Moving From. */
export function useQuoteFrom() {
  const router = useRouter();
  return (city: string) => router.push(`/form?from=${encodeURIComponent(city)}`);
}
