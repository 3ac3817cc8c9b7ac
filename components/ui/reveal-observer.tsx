'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

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
    // Measuring positions forces a layout: wait until the page is idle, so hydration stays short.
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

/** Hides the `.reveal` elements still below the fold and shows each as it scrolls into view. */
function watch(): IntersectionObserver {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute('data-reveal', 'in');
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: '0px 0px -8% 0px' },
  );
  const fold = window.innerHeight;
  for (const el of document.querySelectorAll<HTMLElement>('.reveal:not([data-reveal])')) {
    if (el.getBoundingClientRect().top < fold) continue;
    el.setAttribute('data-reveal', 'pending');
    observer.observe(el);
  }
  return observer;
}
