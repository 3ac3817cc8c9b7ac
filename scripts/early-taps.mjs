// Taps on a button before the page's scripts have taken it over (used by scripts/postbuild.mjs on
// every exported page). On a slow line the page is on screen seconds before it is live, and a
// button such as "List your items" does nothing until then. These few bytes, early in <head> so
// that they run before anything can be tapped, note each tap on an element marked `data-early="<key>"` in
// `window.__early`; the button's component acts on it when it comes to life (lib/early-taps.ts).
// Written into the HTML here rather than rendered by React, which would need raw HTML in a
// component.
export const EARLY_TAPS_SCRIPT =
  "document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-early]');b&&(window.__early=window.__early||[]).push(b.getAttribute('data-early'))},true)";

/**
 * The page with the script right after its charset: in <head>, where React leaves a node it did
 * not render alone as it takes the page over, and before any stylesheet, which would hold it.
 */
export function addEarlyTaps(html) {
  const next = html.replace(
    /<meta charSet="utf-8"\/>/,
    (m) => `${m}<script>${EARLY_TAPS_SCRIPT}</script>`,
  );
  if (next === html) throw new Error('No charset meta to put the early-taps script after');
  return next;
}
