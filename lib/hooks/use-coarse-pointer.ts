'use client';

import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  const mql = window.matchMedia(QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

/**
 * True when the visitor's main pointer is a finger (a phone, a tablet), so the page says "Tap";
 * false with a mouse or touchpad ("Click"). It follows a change, such as a tablet docked to a
 * keyboard. False on the server: use it only where nothing was rendered there, or the words
 * would change after hydration (static HTML chooses with CSS `(pointer: coarse)` instead).
 */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
