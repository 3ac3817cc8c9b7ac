/**
 * The document's rule that draws both fonts in the body font's fallback face, and the inline script
 * that turns it on where the page's first script found a slow line (scripts/font-loading.mjs sets
 * `window.__slowLine`), and off once the page has loaded: the fonts then come, for the next page.
 */
export const LEAN_FONTS = 'lean-fonts';

export const LEAN_FONTS_SCRIPT = `window.__slowLine&&(function(s){s.media='all';addEventListener('load',function(){s.media='not all'})})(document.getElementById('${LEAN_FONTS}'))`;
