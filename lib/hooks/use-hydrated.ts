'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while rendering the static HTML and during hydration; true after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
