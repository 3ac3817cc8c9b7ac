'use client';

import { useEffect } from 'react';

function swap(img: HTMLImageElement) {
  const fallback = img.dataset.fallback;
  if (!fallback || img.src.endsWith(fallback)) return;
  img.src = fallback;
}

/**
 * One listener for the whole page: any <img data-fallback> that fails to load shows its
 * placeholder instead. Images that failed before this ran are fixed on mount.
 */
export function ImageFallback() {
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
  return null;
}
