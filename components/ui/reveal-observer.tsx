'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import './reveal.css';

/**
 * Animates `.reveal` elements in once as they scroll into view. Content is visible in the HTML
 * (crawlers and visitors without JavaScript see everything); only elements still below the fold
 * when the page loads are hidden, and nothing moves under prefers-reduced-motion.
 */
export function RevealObserver() {
  const pathname = usePathname();
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    // Positions come from the observer's own first report, computed with the next frame's
    // layout, so nothing here forces a synchronous layout (measuring each element did: ~80 ms on
    // a slow phone).
    const seen = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const { target, isIntersecting, boundingClientRect: box } of entries) {
          if (seen.has(target)) {
            if (!isIntersecting) continue;
            target.setAttribute('data-reveal', 'in');
          } else {
            seen.add(target);
            // An empty box is content the browser has not laid out yet (content-visibility: auto
            // skips sections far from the viewport), so it is below the fold too.
            const unrendered = box.width === 0 && box.height === 0;
            if (!isIntersecting && (unrendered || box.top >= window.innerHeight)) {
              // Below the fold when the page loads: hidden until it scrolls into view.
              target.setAttribute('data-reveal', 'pending');
              continue;
            }
            // Else already on screen (or scrolled past): never animate what the visitor has seen.
          }
          observer.unobserve(target);
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    // Wait until the page is idle, so hydration and the first paint stay short.
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      for (const el of document.querySelectorAll('.reveal:not([data-reveal])'))
        observer.observe(el);
    });
    return () => {
      cancelIdle(handle);
      observer.disconnect();
      // Never leave content hidden if the page changes before it was revealed.
      for (const el of document.querySelectorAll('[data-reveal="pending"]')) {
        el.setAttribute('data-reveal', 'in');
      }
    };
  }, [pathname]);
  return null;
}
