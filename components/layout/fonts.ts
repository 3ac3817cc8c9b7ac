import localFont from 'next/font/local';

// The brand fonts, cut down by scripts/subset-fonts.mjs (`npm run fonts`) to the characters and
// weights the site draws: one variable file per family, about 19 KB and 10 KB. Self-hosted, since
// a Google-hosted font would need the internet at build time.
//
// `optional` rather than `swap`: text is never redrawn once shown, so a late font can never shift
// the layout (CLS stays 0 on any connection). Both files are preloaded, so they usually arrive
// within the short wait the browser gives an optional font and the first page is drawn in them;
// if one is late, that page keeps the fallback and the next page, from cache, uses it.
export const bodyFont = localFont({
  src: './fonts/inter.woff2',
  variable: '--font-body',
  weight: '400 800',
  display: 'optional',
  // Arial sized to Inter's metrics, where Arial exists.
  adjustFontFallback: 'Arial',
});

export const headingFont = localFont({
  src: './fonts/plus-jakarta-sans.woff2',
  variable: '--font-heading',
  weight: '700 800',
  display: 'optional',
  // No fallback face of its own: app/globals.css follows --font-heading with --font-body, so a
  // heading the font is late for, and a character it lacks (₹ in the estimate, ★), is drawn in
  // Inter rather than in Arial.
  adjustFontFallback: false,
});
