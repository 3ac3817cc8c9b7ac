#!/usr/bin/env node
// Gzip bytes of the JavaScript and CSS a page of the static export loads at start-up: every
// <script src> except nomodule (modern browsers skip it) and every stylesheet. Used by the
// benchmark and by the byte-budget test.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function pageAssets(outDir, htmlFile) {
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = path.resolve(process.argv[2] ?? 'out');
  for (const file of process.argv.slice(3)) {
    const a = pageAssets(out, file);
    console.log(
      `${file.padEnd(32)} js ${(a.js / 1024).toFixed(1)} KB  css ${(a.css / 1024).toFixed(1)} KB`,
    );
  }
}
