/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cities } from '@/content/cities';
import { localityFiles, LOCALITY_FILES } from '@/lib/gazetteer/build';
import { pinCodeCount } from '@/lib/neighbourhoods';

/**
 * The locality data the site reads is committed (lib/generated/, written by
 * `npm run data:localities`): it must be what the rules draw from the directory now, so a change
 * to the rules, their content or the package's version cannot ship without its new data.
 */
const root = path.join(__dirname, '..', '..');

test('the committed locality data is what `npm run data:localities` writes today', () => {
  const files = localityFiles();
  expect(Object.keys(files).sort()).toEqual(Object.values(LOCALITY_FILES).sort());
  for (const [file, text] of Object.entries(files)) {
    // Compared as text, so the lines a diff shows are checked too; a short message on failure.
    const committed = readFileSync(path.join(root, file), 'utf8');
    expect({ file, current: committed === text }).toEqual({ file, current: true });
  }
});

test('the served gazetteer is one place a line, and city pages count PIN codes for every city', () => {
  const text = readFileSync(path.join(root, LOCALITY_FILES.gazetteer), 'utf8');
  expect(text).toMatch(/\n {4}\["[^"\n]+","[1-9]\d{5}",\d+\],\n/);
  for (const c of cities) expect([c.name, pinCodeCount(c.name) >= 0]).toEqual([c.name, true]);
  expect(pinCodeCount('Pune')).toBeGreaterThan(20);
  expect(pinCodeCount('Atlantis')).toBe(0);
});
