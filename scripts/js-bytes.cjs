// Bytes of the JavaScript, CSS and fonts a page of the static export loads at start-up: gzip of
// every <script src> except nomodule (modern browsers skip it) and of every stylesheet, and the
// size of every font file the page preloads or its stylesheets declare with @font-face (woff2 is
// compressed already, so as it is sent). Declared faces count whether or not the page draws text
// in them, so the font figure is an upper bound; tests/e2e/fonts.spec.ts checks in a browser that
// it is also exactly what a page downloads, and that the page draws with every file of it.
// Shared by the benchmark (scripts/bench.mjs), the byte-budget test
// (tests/export/budgets.test.ts) and the font test; CommonJS so all can load it.
const { readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');

const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

// Pages share their chunks: each file is read and compressed once per process (the budget test
// reads 300-odd pages).
const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(file)).length);
  return gzipSizes.get(file);
}

function pageAssets(outDir, htmlFile) {
  const html = readFileSync(path.join(outDir, htmlFile), 'utf8');
  const file = (url) => path.join(outDir, decodeURIComponent(url.split('?')[0]));
  // Its <script src>s, and the chunks it preloads as scripts: those of the components it renders
  // through next/dynamic (a language's names of cities), which it loads while hydrating.
  const scripts = [
    ...new Set([
      ...[...html.matchAll(/<script src="([^"]+)"([^>]*)>/g)]
        .filter((m) => !/nomodule/i.test(m[2]))
        .map((m) => m[1]),
      ...[...html.matchAll(/<link rel="preload" href="([^"]+\.js)" as="script"/g)].map((m) => m[1]),
    ]),
  ];
  // Stylesheets linked, or inlined into the page (next.config.ts, inlineCss), which names the
  // files it inlined in the <style> tag's data-href: the same bytes, sent inside the HTML.
  const styles = [
    ...[...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<style [^>]*data-href="([^"]+)"/g)].flatMap((m) => m[1].split(' ')),
  ];
  const gz = (url) => gzipSize(file(url));

  const fonts = new Set(
    [...html.matchAll(/<link\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => attr(tag, 'rel') === 'preload' && attr(tag, 'as') === 'font')
      .map((tag) => attr(tag, 'href')),
  );
  for (const sheet of styles) {
    const css = readFileSync(file(sheet), 'utf8');
    for (const face of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
      for (const src of face[1].matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
        if (!src[1].startsWith('data:')) fonts.add(new URL(src[1], `http://x${sheet}`).pathname);
      }
    }
  }
  const fontFiles = [...fonts].sort();

  return {
    js: scripts.reduce((n, u) => n + gz(u), 0),
    css: styles.reduce((n, u) => n + gz(u), 0),
    fonts: fontFiles.reduce((n, u) => n + statSync(file(u)).size, 0),
    scripts,
    styles,
    fontFiles,
  };
}

module.exports = { pageAssets };
