import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { OUT, decode } from './export';
import { pageAssets } from '../../scripts/js-bytes.cjs';

/**
 * The brand fonts' budget and coverage, from the exported files (the browser spec
 * tests/e2e/fonts.spec.ts checks what a page downloads and draws): no page declares or preloads
 * more than the budget of font bytes, and every character of the site's text is in the subsets
 * of components/layout/fonts/ (scripts/subset-fonts.mjs).
 */
const FONT_BUDGET = 32 * 1024; // both brand subsets; the full Latin files were 73.8 KB

/**
 * The scripts drawn in the device's own font (app/globals.css names it for each language), never
 * in the subsets: text in them is in its language (the element or the page says so).
 */
const DEVICE_SCRIPTS = [
  { script: /[\u0900-\u097F]/, lang: 'hi-IN' },
  { script: /[\u0B80-\u0BFF]/, lang: 'ta-IN' },
];

/** Every page of the export, the Hindi ones in out/hi/ included. */
const htmlFiles = () =>
  readdirSync(OUT, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.html'))
    .map((f) => f.split(path.sep).join('/'));

const subset = JSON.parse(
  readFileSync(path.resolve(__dirname, '../../components/layout/fonts/subset.json'), 'utf8'),
) as { characters: string };

test(`no page declares or preloads more than ${FONT_BUDGET / 1024} KB of fonts`, () => {
  for (const file of htmlFiles()) {
    const { fonts } = pageAssets(OUT, file);
    expect(fonts, `${file}: ${(fonts / 1024).toFixed(1)} KB of fonts`).toBeLessThanOrEqual(
      FONT_BUDGET,
    );
  }
});

test('every character of every page is in the font subsets', () => {
  // Text a page draws: its elements' text and its fields' placeholders; not the scripts, styles
  // or attributes nobody sees. A character outside the subsets would be drawn in another font:
  // run `npm run fonts` after adding it.
  // Devanagari and Tamil are drawn in the device's own font, named in app/globals.css; nothing is
  // downloaded for them, so they are not in the subsets, and only text in Hindi or Tamil (its
  // lang attribute) may use them.
  const missing = new Map<string, Set<string>>();
  for (const file of htmlFiles()) {
    const html = readFileSync(path.join(OUT, file), 'utf8');
    const body = html.slice(html.indexOf('<body'));
    const placeholders = [...body.matchAll(/\splaceholder="([^"]*)"/g)].map((m) => m[1]!);
    const text = [
      body
        .replace(/<script\b[\s\S]*?<\/script>/g, '')
        .replace(/<style\b[\s\S]*?<\/style>/g, '')
        .replace(/<[^>]*>/g, ' '),
      ...placeholders,
    ]
      .map((t) => decode(t.replace(/&nbsp;/g, '\u00a0')))
      .join(' ');
    for (const { script, lang } of DEVICE_SCRIPTS) {
      if (script.test(text)) expect(html, `${file} has ${lang} text`).toContain(` lang="${lang}"`);
    }
    for (const ch of text) {
      if (/\s/.test(ch) && ch !== '\u00a0') continue;
      if (DEVICE_SCRIPTS.some(({ script }) => script.test(ch))) continue;
      if (!subset.characters.includes(ch)) {
        const pages = missing.get(ch) ?? new Set<string>();
        missing.set(ch, pages.add(file));
      }
    }
  }
  const report = [...missing].map(
    ([ch, pages]) =>
      `${ch} (U+${ch.codePointAt(0)!.toString(16).toUpperCase()}) on ${[...pages].slice(0, 3).join(', ')}`,
  );
  expect(report, 'characters the font subsets lack').toEqual([]);
});
