#!/usr/bin/env node
// Build step for owner photos (docs/product.md#images-and-fonts): every JPEG,
// PNG or WebP there is resized to a few widths and written as AVIF, WebP and JPEG into
// public/images/_optimized/, with a manifest the <Photo> component reads. Unchanged photos are
// skipped, so repeated builds are quick.
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(root, 'public', 'images');
const outDir = path.join(srcDir, '_optimized');
const manifestFile = path.join(outDir, 'manifest.json');
export const WIDTHS = [480, 960, 1600];
const FORMATS = [
  ['avif', { quality: 50 }],
  ['webp', { quality: 72 }],
  ['jpeg', { quality: 78, mozjpeg: true }],
];

mkdirSync(outDir, { recursive: true });
const previous = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
const manifest = {};

for (const name of readdirSync(srcDir).filter((f) => /\.(jpe?g|png|webp)$/i.test(f))) {
  const file = path.join(srcDir, name);
  const mtime = statSync(file).mtimeMs;
  const base = name.replace(/\.[^.]+$/, '');
  if (
    previous[name]?.mtime === mtime &&
    previous[name].variants.jpeg.every((v) => existsSync(path.join(root, 'public', v.src)))
  ) {
    manifest[name] = previous[name];
    continue;
  }
  const meta = await sharp(file).metadata();
  const widths = [...new Set(WIDTHS.map((w) => Math.min(w, meta.width)))];
  const variants = {};
  for (const [format, options] of FORMATS) {
    variants[format] = [];
    for (const w of widths) {
      const rel = `/images/_optimized/${base}-${w}.${format === 'jpeg' ? 'jpg' : format}`;
      await sharp(file)
        .rotate()
        .resize({ width: w })
        .toFormat(format, options)
        .toFile(path.join(root, 'public', rel));
      variants[format].push({ w, src: rel });
    }
  }
  manifest[name] = { mtime, width: meta.width, height: meta.height, variants };
  console.log(`optimize-images: ${name} -> ${widths.join(', ')} px in AVIF, WebP, JPEG`);
}

// Written only when it changed: \`npm test\` runs unit tests, which read it, beside the build.
const json = `${JSON.stringify(manifest, null, 2)}\n`;
if (!existsSync(manifestFile) || readFileSync(manifestFile, 'utf8') !== json) {
  writeFileSync(manifestFile, json);
}
