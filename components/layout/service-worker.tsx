'use client';

import { useEffect } from 'react';

/**
 * Registers the service worker (/sw.js, written by scripts/service-worker.mjs) once the page has
 * loaded, so its downloads never compete with the page's own. Renders nothing. Rendered only
 * when lib/env.ts says so (production build, NEXT_PUBLIC_SERVICE_WORKER not `off`).
 */
export function ServiceWorker() {
  useEffect(() => {
    const container = navigator.serviceWorker;
    if (!container) return;
    const register = () => {
      container.register('/sw.js').catch((err) => console.warn('No service worker:', err));
    };
    if (document.readyState === 'complete') {
      register();
      return;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
  return null;
}
