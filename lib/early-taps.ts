'use client';

/**
 * Taps on a button before the page's scripts have taken it over. A few bytes of script, written
 * into every page's <head> by the build (scripts/postbuild.mjs), note each tap on an element
 * marked `data-early="<key>"` in `window.__early`; the button's component acts on it when it comes
 * to life (useEarlyTap). What a button does this way must be safe to do twice (open, not toggle),
 * since React may replay a tap made while it was hydrating.
 */
import { useEffect } from 'react';

declare global {
  interface Window {
    __early?: string[];
  }
}

/** Whether `key` was tapped before now; the taps noted for it are taken, so they act once. */
export function takeEarlyTap(key: string): boolean {
  const taps = window.__early;
  if (!taps?.includes(key)) return false;
  window.__early = taps.filter((k) => k !== key);
  return true;
}

/** Does `act` once the component is live if its button (`data-early={key}`) was tapped before. */
export function useEarlyTap(key: string, act: () => void): void {
  useEffect(() => {
    if (takeEarlyTap(key)) act();
    // Once, as the component comes to life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
