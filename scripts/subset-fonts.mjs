#!/usr/bin/env node
// `npm run fonts`: cut the brand fonts down to what the site draws and write them to
// components/layout/fonts/, where components/layout/fonts.ts loads them with next/font/local.
// The output is committed, so a build needs none of this; run it again after adding text with a
// character the subsets lack (the font spec, tests/e2e/fonts.spec.ts, fails and names the
// character).
//
// What is kept, and why:
// - Characters: printable ASCII (what visitors type is drawn in the body font too), the no-break
//   space, the typographic marks editors use, and every other character found in the site's
//   sources (content/, components/, lib/, app/), where its text is written, and in the text of
//   the last export in out/, if there is one (localities come from a data package). A character
//   a font does not have (Devanagari, say) is left to the visitor's system font.
// - Weights: the range the stylesheets ask of each family (app/globals.css and those beside the components). A heavier weight,
//   e.g. <strong> inside 600 text, is drawn at the heaviest one kept.
// - OpenType features: those a browser turns on by itself (so text looks as with the full font),
//   plus tabular figures, which the PIN code list asks for.
// - One variable woff2 file per family: one request, every weight in it.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'components', 'layout', 'fonts');
// A file a font package ships, resolved as Node resolves the package (its `exports` where it has
// them), not by a path into node_modules.
const pkg = (p) => createRequire(import.meta.url).resolve(p);

const DEFAULT_FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig'];

const FONTS = [
  {
    // The body font. The rsms package ships the whole font: the latin file of
    // @fontsource-variable/inter has no rupee sign (U+20B9).
    file: 'inter.woff2',
    source: pkg('inter-ui/variable/InterVariable.woff2'),
    license: pkg('inter-ui/LICENSE.txt'),
    // Text sizes only, so the optical size axis is pinned to its text setting.
    axes: { opsz: 14, wght: { min: 400, max: 800 } },
    features: [...DEFAULT_FEATURES, 'tnum'],
  },
  {
    // The heading font (bold and extra bold only).
    file: 'plus-jakarta-sans.woff2',
    source: pkg(
      '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    ),
    license: pkg('@fontsource-variable/plus-jakarta-sans/LICENSE'),
    axes: { wght: { min: 700, max: 800 } },
    features: DEFAULT_FEATURES,
  },
];

const TYPOGRAPHY = '\u00a0‘’“”–—…•·×₹©';

function sourceCharacters() {
  const found = new Set();
  for (const dir of ['content', 'components', 'lib', 'app']) {
    for (const name of readdirSync(path.join(root, dir), { recursive: true })) {
      if (!/\.(ts|tsx)$/.test(name)) continue;
      for (const ch of readFileSync(path.join(root, dir, name), 'utf8'))
        if (ch.codePointAt(0) > 0x7e) found.add(ch);
    }
  }
  return found;
}

/** Characters of the text of the last export, if there is one: text drawn from data packages. */
function exportCharacters() {
  const out = path.join(root, 'out');
  if (!existsSync(out)) return [];
  let text = '';
  for (const name of readdirSync(out).filter((f) => f.endsWith('.html'))) {
    text += readFileSync(path.join(out, name), 'utf8')
      .replace(/<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<[^>]*>/g, ' ')
      .replace(/[\x00-\x7e]/g, '');
  }
  return [...text];
}

const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i));
const characters = [
  ...new Set([...ascii, ...TYPOGRAPHY, ...sourceCharacters(), ...exportCharacters()]),
]
  .filter((ch) => !/\s/.test(ch) || ch === ' ' || ch === '\u00a0')
  // Devanagari is drawn in the device's own font (app/globals.css): neither font has it.
  .filter((ch) => !/[\u0900-\u097F]/.test(ch))
  .sort((a, b) => a.codePointAt(0) - b.codePointAt(0))
  .join('');

mkdirSync(outDir, { recursive: true });
const manifest = { characters, fonts: {} };
for (const font of FONTS) {
  const data = await subsetFont(readFileSync(font.source), characters, {
    targetFormat: 'woff2',
    keepFeatures: font.features,
    variationAxes: font.axes,
  });
  writeFileSync(path.join(outDir, font.file), data);
  copyFileSync(font.license, path.join(outDir, font.file.replace(/\.woff2$/, '-LICENSE.txt')));
  manifest.fonts[font.file] = {
    source: path.relative(root, font.source),
    axes: font.axes,
    features: font.features,
    bytes: data.length,
  };
  console.log(`${font.file}: ${(data.length / 1024).toFixed(1)} KB`);
}
const manifestFile = path.join(outDir, 'subset.json');
writeFileSync(
  manifestFile,
  await format(JSON.stringify(manifest), {
    ...(await resolveConfig(manifestFile)),
    filepath: manifestFile,
  }),
);
console.log(`${characters.length} characters: ${characters}`);
