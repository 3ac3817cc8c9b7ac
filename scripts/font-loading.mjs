// The brand fonts on a slow line (used by scripts/postbuild.mjs on every exported page).
//
// On a line of about 50 KB a second (a budget phone on patchy 4G), the two font files (~31 KB) take
// over half a second of the bytes the page needs before it answers taps, and with
// `font-display: optional` the first page is drawn in the fallback there anyway: the fonts only
// ever served the next page. So where the browser says the line is slow (the Network Information
// API's effectiveType 2g or 3g, or the visitor's data saver), this script notes it
// (`window.__slowLine`) and preloads nothing; the document then points both fonts at the body
// font's fallback face until the page has loaded (components/layout/site-document.tsx), and the
// fonts come after, for the next page. Elsewhere, and in browsers without the API, the fonts are
// preloaded as before: the script adds the preload links that next/font wrote into the page.
//
// The script goes first in <head>, before any stylesheet: an inline script waits for stylesheets
// above it, and the preloads must start as early as the static links did.
const PRELOAD =
  /<link rel="preload" href="([^"]+\.woff2)" as="font" crossorigin="" type="font\/woff2"\/>/g;

export function fontScript(hrefs) {
  return `(function(d,c){if(c&&(c.saveData||/2g|3g/.test(c.effectiveType))){window.__slowLine=1}else{${JSON.stringify(hrefs)}.forEach(function(u){var l=d.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='';l.href=u;d.head.appendChild(l)})}})(document,navigator.connection)`;
}

/** The page with its font preloads moved into the script above; unchanged if it has none. */
export function deferFontsOnSlowLines(html) {
  const hrefs = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  if (hrefs.length === 0) return html;
  const script = `<script>${fontScript(hrefs)}</script>`;
  return html.replace(PRELOAD, '').replace(/<meta charSet="utf-8"\/>/, (m) => `${m}${script}`);
}
