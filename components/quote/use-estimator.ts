'use client';

import { useLazyModule } from '@/lib/hooks/use-lazy-module';

const loadEstimatePanel = () => import('./estimate-panel');
/** The estimate panel's module: the panel (its default export) and the estimator it prices with. */
export type EstimateModule = typeof import('./estimate-panel');

/**
 * The estimator (its code and rate table), fetched once the visitor starts on the form. It is an
 * extra: `failed` says it could not be loaded (asked again on the next focus), and the request
 * goes without an `Estimate:` line.
 */
export function useEstimator() {
  const { module: estimator, failed, request } = useLazyModule(loadEstimatePanel, 'the estimate');
  return { estimator, failed, request };
}
