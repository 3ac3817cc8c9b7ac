'use client';

import { useMediaQuery } from './use-media-query';

/** True when the visitor asked the system for less motion. False on the server. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
