'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';

/** How long each colour of the headings stays (docs/product.md#home-page). */
const EVERY_MS = 3000;

/**
 * The home page's sections, whose headings alternate their colour every 3 seconds, never under
 * reduced motion. A timer flips an attribute and CSS fades the colour (home-content.css): between
 * flips the page runs nothing. An endless CSS animation of the colour did the same, but it had
 * the page restyled and repainted at every frame, about a tenth of a core for as long as the page
 * stayed open: a phone's battery spent on a colour that holds still most of the time.
 */
export function AltHeadings({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const still = useReducedMotion();
  useEffect(() => {
    const el = ref.current;
    if (!el || still) return;
    const timer = window.setInterval(() => el.toggleAttribute('data-alt'), EVERY_MS);
    return () => {
      window.clearInterval(timer);
      el.removeAttribute('data-alt');
    };
  }, [still]);
  return (
    <div ref={ref} className="alt-headings">
      {children}
    </div>
  );
}
