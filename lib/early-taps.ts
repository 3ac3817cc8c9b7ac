/**
 * Taps on a button before the page's scripts have taken it over. A few bytes of script, written
 * into every page's <head> by the build (scripts/postbuild.mjs), note each tap on an element
 * marked `data-early="<key>"` in `window.__early`; the button's component acts on it when it comes
 * to life (lib/hooks/use-early-tap.ts). What a button does this way must be safe to do twice
 * (open, not toggle), since React may replay a tap made while it was hydrating.
 */
declare global {
  interface Window {
    __early?: string[];
  }
}

/** Whether `key` was tapped before now; the taps noted for it are taken, so they act once. */
export function takeEarlyTap(key: string): boolean {
  const taps = window.__early;
  if (!taps?.includes(key)) return false;
  window.__early = taps.filter((k) => k !== key);
  return true;
}
