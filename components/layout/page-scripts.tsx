'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

function swap(img: HTMLImageElement) {
  const fallback = img.dataset.fallback;
  if (!fallback || img.src.endsWith(fallback)) return;
  img.src = fallback;
}

/**
 * The small jobs of every page, once its scripts have arrived. Renders nothing.
 * `serviceWorker`: register /sw.js, as lib/env.ts says (production build, NEXT_PUBLIC_SERVICE_WORKER
 * not `off`).
 */
export function PageScripts({ serviceWorker }: { serviceWorker: boolean }) {
  const pathname = usePathname();
  const first = useRef(true);

  // Every route change scrolls to the top (docs/product.md#routes). Next.js only scrolls when the
  // new segment is out of view, so we make it explicit. Skips the first render and links to an
  // #anchor.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  // One listener for the whole page: any <img data-fallback> that fails to load shows its
  // placeholder instead (components/ui/picture.tsx). Images that failed before this ran are fixed
  // on mount.
  useEffect(() => {
    for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
      if (img.complete && img.naturalWidth === 0 && img.currentSrc) swap(img);
    }
    const onError = (e: Event) => {
      if (e.target instanceof HTMLImageElement) swap(e.target);
    };
    document.addEventListener('error', onError, true);
    return () => document.removeEventListener('error', onError, true);
  }, []);

  // The service worker (/sw.js, written by scripts/service-worker.mjs) is registered once the
  // page has loaded, so its downloads never compete with the page's own.
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!serviceWorker || !container) return;
    const register = () => {
      container.register('/sw.js').catch((err) => console.warn('No service worker:', err));
    };
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, [serviceWorker]);

  return null;
}
