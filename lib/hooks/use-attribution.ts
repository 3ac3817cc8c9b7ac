'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { parseAttribution, storedAttribution, type Attribution } from '@/lib/attribution';

/** The tab's storage is written before the page is live and not again on this page. */
const unchanging = () => () => undefined;

/**
 * Where the visit came from, as the tab kept it (lib/attribution.ts), for what a form renders:
 * null on the server and in the first render, then what the storage holds.
 */
export function useAttribution(): Attribution | null {
  const text = useSyncExternalStore(unchanging, storedAttribution, () => null);
  return useMemo(() => parseAttribution(text), [text]);
}
