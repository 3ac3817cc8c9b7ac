'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Moves the floating button off whatever it would cover when the page comes to rest
 * (lib/keep-clear-dom.ts). That code arrives in its own small file once the page has hydrated, so
 * it weighs on no page's first load; until then the button is a link in its corner.
 */
export function useKeepClear(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const load = () =>
      import('../keep-clear-dom').then(
        ({ keepClear }) => {
          if (!gone && ref.current) stop = keepClear(ref.current);
        },
        () => {
          // Offline, or a redeploy took the file away: the button stays a link in its corner,
          // and tries again when the connection comes back.
          if (!gone) window.addEventListener('online', load, { once: true });
        },
      );
    void load();
    return () => {
      gone = true;
      window.removeEventListener('online', load);
      stop?.();
    };
  }, [ref]);
}
