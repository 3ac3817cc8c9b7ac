/**
 * Taps on a button before the page's scripts have taken it over. On a slow line the page is on
 * screen seconds before it is live, and a button such as "List your items" does nothing until then.
 * A few bytes of script, inline in every page so that they run at once, note each tap on an element
 * marked `data-early="<key>"`; the button's component acts on it when it comes to life
 * (lib/hooks/use-early-tap.ts). What a button does this way must be safe to do twice (open, not
 * toggle), since React may replay a tap made while it was hydrating.
 */
export const EARLY_TAPS_SCRIPT =
  "document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-early]');b&&(window.__early=window.__early||[]).push(b.getAttribute('data-early'))},true)";

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
