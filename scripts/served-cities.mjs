#!/usr/bin/env node
// Writes lib/generated/served-cities.json: the names of the cities the quote form accepts, and
// their other spellings, read from content/cities.ts. The form's first script needs those names
// (to tell a served city from one we do not serve, offline too) but not the cities' coordinates
// and states, which would ride along if it imported content/cities.ts: 1.5 KB (gzip) today, and
// growing with every city added. `npm run build`, `npm run dev` and `npm test` run this first;
// tests/unit/served-cities.test.ts holds the file to lib/cities.ts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
register('./ts-hooks.mjs', import.meta.url);
const { cities, cityAliases } = await import('../content/cities.ts');

// The same rule as lib/cities.ts: a city is served unless flagged `serviceable: false`.
const names = cities.filter((c) => !('serviceable' in c)).map((c) => c.name);
const aliases = Object.fromEntries(
  Object.entries(cityAliases).filter(([name]) => names.includes(name)),
);
const file = path.join(root, 'lib', 'generated', 'served-cities.json');
const json = `${JSON.stringify({ names, aliases }, null, 2)}\n`;
const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
if (json !== before) {
  writeFileSync(file, json);
  console.log(`lib/generated/served-cities.json: ${names.length} served cities`);
}
