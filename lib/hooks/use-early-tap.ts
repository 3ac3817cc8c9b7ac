'use client';

import { useEffect } from 'react';
import { takeEarlyTap } from '@/lib/early-taps';

/** Does `act` once the component is live if its button (`data-early={key}`) was tapped before. */
export function useEarlyTap(key: string, act: () => void): void {
  useEffect(() => {
    if (takeEarlyTap(key)) act();
    // Once, as the component comes to life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
