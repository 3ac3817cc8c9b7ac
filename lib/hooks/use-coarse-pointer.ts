'use client';

import { useMediaQuery } from './use-media-query';

/**
 * True when the visitor's main pointer is a finger (a phone, a tablet), so the page says "Tap";
 * false with a mouse or touchpad ("Click"). It follows a change, such as a tablet docked to a
 * keyboard. False on the server: use it only where nothing was rendered there, or the words
 * would change after hydration (static HTML chooses with CSS `(pointer: coarse)` instead).
 */
export function useCoarsePointer(): boolean {
  return useMediaQuery('(pointer: coarse)');
}
