'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import './alternating-headings.css';

export const HEADING_TOGGLE_MS = 3000;

/**
 * Heading colours on the home page alternate every 3 s; never under reduced motion
 * (docs/product.md#home-page).
 */
export function AlternatingHeadings({ children }: { children: ReactNode }) {
  const reduced = useReducedMotion();
  const [phase, setPhase] = useState(0);
  useEffect(() => {
    if (reduced) return;
    const timer = window.setInterval(() => setPhase((p) => 1 - p), HEADING_TOGGLE_MS);
    return () => window.clearInterval(timer);
  }, [reduced]);
  return (
    <div className="alt-headings" data-phase={reduced ? 0 : phase}>
      {children}
    </div>
  );
}
