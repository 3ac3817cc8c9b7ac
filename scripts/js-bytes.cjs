// Gzip bytes of the JavaScript and CSS a page of the static export loads at start-up: every
// <script src> except nomodule (modern browsers skip it) and every stylesheet. Shared by the
// benchmark (scripts/bench.mjs) and the byte-budget test (tests/e2e/budgets.spec.ts); CommonJS so
// both can load it. Run directly: node scripts/js-bytes.cjs out index.html form.html
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');

function pageAssets(outDir, htmlFile) {
  const html = readFileSync(path.join(outDir, htmlFile), 'utf8');
  const scripts = [...html.matchAll(/<script src="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/nomodule/i.test(m[2]))
    .map((m) => m[1]);
  const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  const gz = (url) =>
    gzipSync(readFileSync(path.join(outDir, decodeURIComponent(url.split('?')[0])))).length;
  return {
    js: scripts.reduce((n, u) => n + gz(u), 0),
    css: styles.reduce((n, u) => n + gz(u), 0),
    scripts,
    styles,
  };
}

module.exports = { pageAssets };

if (require.main === module) {
  const out = path.resolve(process.argv[2] ?? 'out');
  for (const file of process.argv.slice(3)) {
    const a = pageAssets(out, file);
    console.log(
      `${file.padEnd(32)} js ${(a.js / 1024).toFixed(1)} KB  css ${(a.css / 1024).toFixed(1)} KB`,
    );
  }
}
