// The brand fonts on a slow line (used by scripts/postbuild.mjs on every exported page).
//
// On a line of about 50 KB a second (a budget phone on patchy 4G), the two font files (~31 KB) take
// over half a second of the bytes the page needs before it answers taps, and with
// `font-display: optional` the first page is drawn in the fallback there anyway: the fonts only
// ever served the next page. So where the browser says the line is slow (the Network Information
// API's effectiveType 2g or 3g, or the visitor's data saver), this script preloads nothing and adds
// a rule to <head> that points both fonts at the body font's fallback face (the face such a page
// fell back to anyway, so nothing moves when the rule goes) until the page has loaded; the fonts
// then come, for the next page. The rule is the script's own node in <head>, where React leaves
// nodes it did not render alone as it takes the page over (it resets <html>'s attributes).
// Elsewhere, and in browsers without the API, the fonts are preloaded as before: the script adds
// the preload links that next/font wrote into the page.
//
// The page's React payload carries the same preloads as hints (`:HL[...,"font",...]` rows), which
// React turns into preload links as soon as the page's scripts run, while the last of them are
// still arriving: those rows go too, and the script alone decides.
//
// The script goes first in <head>, before any stylesheet: an inline script waits for stylesheets
// above it, and the preloads must start as early as the static links did.
const PRELOAD =
  /<link rel="preload" href="([^"]+\.woff2)" as="font" crossorigin="" type="font\/woff2"\/>/g;

export function fontScript(hrefs, fallback) {
  const rule = `html{--font-body:${fallback}!important;--font-heading:${fallback}!important}`;
  return `(function(d,c){if(c&&(c.saveData||/2g|3g/.test(c.effectiveType))){var s=d.createElement('style');s.id='lean-fonts';s.textContent=${JSON.stringify(rule)};d.head.appendChild(s);addEventListener('load',function(){s.remove()})}else{${JSON.stringify(hrefs)}.forEach(function(u){var l=d.createElement('link');l.rel='preload';l.as='font';l.type='font/woff2';l.crossOrigin='';l.href=u;d.head.appendChild(l)})}})(document,navigator.connection)`;
}

/**
 * The body font's fallback face, as next/font names it in the stylesheet's `--font-body` (its last
 * family: `"bodyFont", "bodyFont Fallback"`).
 */
export function fallbackFace(css) {
  const value = /--font-body:([^;}]+)/.exec(css)?.[1];
  const face = value?.split(',').at(-1)?.trim();
  if (!face) throw new Error('No --font-body in the stylesheet: cannot name the fallback face');
  return face;
}

/**
 * A font preload hint in a React payload file (<page>.txt, <page>/__next._tree.txt), which the
 * router fetches as the page goes live to prefetch the pages it links to: React would act on it
 * there too.
 */
const FILE_HINT = /:HL\["[^"]+\.woff2","font",\{[^{}]*\}\]\n/g;

/** A payload file without its font hints. */
export const withoutFontHints = (payload) => payload.replace(FILE_HINT, '');

/** A font preload hint in the React payload inlined in the page (a JSON string, so `\"`). */
const HINT = /:HL\[\\"[^"\\]+\.woff2\\",\\"font\\",\{[^{}]*\}\]\\n/g;

/** The page with its font preloads moved into the script above; unchanged if it has none. */
export function deferFontsOnSlowLines(html, fallback) {
  const hrefs = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  if (hrefs.length === 0) return html;
  const script = `<script>${fontScript(hrefs, fallback)}</script>`;
  return html
    .replace(PRELOAD, '')
    .replace(HINT, '')
    .replace(/<meta charSet="utf-8"\/>/, (m) => `${m}${script}`);
}
