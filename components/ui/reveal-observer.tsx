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
    if (!('IntersectionObserver' in window)) return;
    let observer: IntersectionObserver | null = null;
    // Wait until the page is idle, so hydration and the first paint stay short.
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      observer = watch();
    });
    return () => {
      cancelIdle(handle);
      observer?.disconnect();
      // Never leave content hidden if the page changes before it was revealed.
      for (const el of document.querySelectorAll('[data-reveal="pending"]')) {
        el.setAttribute('data-reveal', 'in');
      }
    };
  }, [pathname]);
  return null;
}

/**
 * Hides the `.reveal` elements still below the fold and shows each as it scrolls into view.
 * Positions come from the observer's own first report, computed with the next frame's layout,
 * so nothing here forces a synchronous layout (measuring each element did: ~80 ms on a slow phone).
 */
function watch(): IntersectionObserver {
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        const first = !seen.has(target);
        seen.add(target);
        // An empty box is content the browser has not laid out yet (content-visibility: auto
        // skips sections far from the viewport), so it is below the fold too.
        const unrendered = boundingClientRect.width === 0 && boundingClientRect.height === 0;
        if (
          first &&
          !isIntersecting &&
          (unrendered || boundingClientRect.top >= window.innerHeight)
        ) {
          // Below the fold when the page loads: hide it until it scrolls into view.
          target.setAttribute('data-reveal', 'pending');
          continue;
        }
        if (first) {
          // Already on screen (or scrolled past): never animate what the visitor has seen.
          observer.unobserve(target);
          continue;
        }
        if (!isIntersecting) continue;
        target.setAttribute('data-reveal', 'in');
        observer.unobserve(target);
      }
    },
    { rootMargin: '0px 0px -8% 0px' },
  );
  for (const el of document.querySelectorAll('.reveal:not([data-reveal])')) observer.observe(el);
  return observer;
}
