'use client';

import { useEffect, type Dispatch, type RefObject } from 'react';
import type { QuoteData } from '@/lib/quote';
import { TYPED_LOCATION_DEBOUNCE_MS } from '@/lib/quote';
import { judgePlace, type Judge, type PlaceLookup, type PlaceVerdict } from '@/lib/quote-places';
import type { Fault } from '@/lib/quote-request';
import type { Action, FormState } from './form-state';

/** The fault a place's verdict gives its field, if any. */
export const placeFault = (v: PlaceVerdict): Fault | undefined =>
  v.kind === 'unserved' || v.kind === 'unchecked' ? v.kind : undefined;

interface Places {
  status: string;
  /** Fetches the locality data (once); null when it could not be had. */
  request: () => Promise<PlaceLookup | null>;
}

/**
 * Judges the typed places 700 ms after typing stops, only while the map is closed; a place that
 * is no served city's name waits for the locality data the field asked for when focused. When
 * that data arrives after a place was judged without it (a slow line), the places are judged
 * again, so a "could not check" message goes by itself. `latest` holds the state and judge of
 * the last render, for work that finishes after a wait.
 */
export function usePlaceJudging(
  { from, to }: Pick<QuoteData, 'from' | 'to'>,
  mapFor: FormState['mapFor'],
  places: Places,
  latest: RefObject<{ state: FormState; judge: Judge }>,
  dispatch: Dispatch<Action>,
) {
  const requestPlaces = places.request;
  useEffect(() => {
    if (mapFor) return;
    let live = true;
    const timer = window.setTimeout(() => {
      const judgeBoth = (j: Judge) => {
        if (!live) return;
        const { data: now } = latest.current.state;
        dispatch({
          type: 'judged',
          faults: {
            from: placeFault(judgePlace(now.from, j)),
            to: placeFault(judgePlace(now.to, j)),
          },
        });
      };
      const j = latest.current.judge;
      const waiting = [judgePlace(from, j), judgePlace(to, j)].some((v) => v.kind === 'pending');
      if (!waiting) judgeBoth(j);
      else
        void requestPlaces().then((g) =>
          judgeBoth({ ...latest.current.judge, lookup: g, lookupFailed: g === null }),
        );
    }, TYPED_LOCATION_DEBOUNCE_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [from, to, mapFor, requestPlaces, latest, dispatch]);

  const ready = places.status === 'ready';
  useEffect(() => {
    if (!ready) return;
    const { state: now, judge: j } = latest.current;
    if (Object.values(now.faults).every((f) => f !== 'unchecked')) return;
    dispatch({
      type: 'judged',
      faults: {
        from: placeFault(judgePlace(now.data.from, j)),
        to: placeFault(judgePlace(now.data.to, j)),
      },
    });
  }, [ready, latest, dispatch]);
}
