'use client';

import { useCallback, useRef, useState } from 'react';

const loadEstimatePanel = () => import('./estimate-panel');
/** The estimate panel's module: the panel (its default export) and the estimator it prices with. */
export type EstimateModule = typeof import('./estimate-panel');

/**
 * The estimator (its code and rate table), fetched once the visitor starts on the form. It is an
 * extra: `failed` says it could not be loaded, and the request goes without an `Estimate:` line.
 */
export function useEstimator() {
  const [estimator, setEstimator] = useState<EstimateModule | null>(null);
  const [failed, setFailed] = useState(false);
  const requested = useRef(false);

  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadEstimatePanel().then(setEstimator, (err: unknown) => {
      console.error('Could not load the estimate', err);
      // Asked again on the next focus: the connection may be back by then.
      requested.current = false;
      setFailed(true);
    });
  }, []);

  return { estimator, failed, request };
}
