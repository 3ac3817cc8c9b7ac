'use client';

import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following its changes. False on the server. */
export function useMediaQuery(query: string): boolean {
  // The same function from render to render, so React does not subscribe again each time.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', onChange);
      return () => mql.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
