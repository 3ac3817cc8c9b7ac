/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository explains itself: every file a comment or a document cites (`docs/product.md`,
 * `lib/quote.ts`, `README.md#offline`) is in it, every heading a citation names is in the
 * document it names, and nothing cites the planning documents that never were in the repository
 * (the first specification, its product decisions and its style guide, by their old file names).
 * Their decisions are in docs/; docs/README.md says where.
 *
 * What counts as a citation (see `problemsIn` and the self-checks at the end):
 * - a path with a folder, `lib/foo.ts`, from the repository root, when its first folder is one
 *   of ours (app, components, content, docs, lib, public, scripts, tests): another project's
 *   `src/x.ts` or a generated `out/404.html` or `reports/bench.md` is not checked; a `*` in it
 *   matches any file name (`tests/unit/hindi-*.test.ts`);
 * - a path starting with `./` or `../`, and a Markdown link's target, from the citing file's folder;
 * - a bare `name.md`, from the root (`README.md`), else from the citing file's folder;
 * - after a Markdown file: `#anchor`, `("Heading")` or `, "Heading"`, and `section N`, each of
 *   which must name a heading of that file (anchors by GitHub's rules); a Markdown link to
 *   `#anchor` in the same file too.
 * Not a citation: a path right after "not" or "no" ("a global page, not app/not-found.tsx"), and
 * a bare name in quotes in code (`'bench.md'`). A file listed in PENDING may be cited before it
 * exists.
 */

const ROOT = path.resolve(__dirname, '../..');

/** Folders scanned whole, and the folders a path citation must start with to be checked. */
const SOURCE_DIRS = ['app', 'components', 'content', 'lib', 'scripts', 'tests'];
const CITABLE_ROOTS = new Set([...SOURCE_DIRS, 'docs', 'public']);

/** Single files scanned beside them: root config and documents, and the CDN headers. */
const SINGLE_FILES = [
  'README.md',
  'public/_headers',
  '.env.example',
  '.ci/run',
  'eslint.config.mjs',
  'jest.config.js',
  'next-sitemap.config.js',
  'next.config.ts',
  'playwright.config.ts',
];

const TEXT_FILE = /\.(?:tsx?|m?js|cjs|css|md)$/;
const SKIP_DIRS = new Set(['node_modules', '.git', '.next', 'out', 'coverage']);

/** Old names of documents that live outside the repository, and one of them as a bare word. */
const FORBIDDEN = [
  { re: /\b(?:PRODUCT|SPEC|STYLE)\.md\b/g, why: 'names a document that is not in the repository' },
  { re: /\b(?:PRODUCT|SPEC)\b(?!\.md)/g, why: 'cites a document that is not in the repository' },
];

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(path.join(ROOT, dir))) {
    if (SKIP_DIRS.has(name)) continue;
    const rel = dir ? `${dir}/${name}` : name;
    if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel, out);
    else out.push(rel);
  }
  return out;
}

/** Every file of the working tree, relative to the root, for existence and glob checks. */
const ALL_FILES = new Set(walk(''));

function scannedFiles(): string[] {
  const inDirs = [...ALL_FILES].filter(
    (f) =>
      (SOURCE_DIRS.some((d) => f.startsWith(`${d}/`)) && TEXT_FILE.test(f)) ||
      /^docs\/[^/]+\.md$/.test(f),
  );
  return [...inDirs, ...SINGLE_FILES.filter((f) => ALL_FILES.has(f))].sort();
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function githubSlug(heading: string): string {
  return heading
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The headings of a Markdown text (outside fenced code) and their anchors. */
function headingsOf(markdown: string): { texts: string[]; anchors: Set<string> } {
  const texts: string[] = [];
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const m = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const text = m[1]!;
    texts.push(text);
    const slug = githubSlug(text);
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return { texts, anchors };
}

// A path segment: a name, a route group `(en)`, a dynamic segment `[slug]`, or a glob.
const SEG = String.raw`(?:[\w@*-][\w@.*-]*|\([\w.-]+\)|\[[\w.-]+\])`;
const EXT = String.raw`(?:md|tsx|ts|mjs|cjs|js|css)`;
// Not inside a longer word, path or URL; then an optional anchor, quoted heading or section.
const CITATION = new RegExp(
  String.raw`(?:(\]\()|(?<![\w@.*/\\-]))((?:\.\.?/)*(?:${SEG}/)*${SEG}\.${EXT})(?![\w/-])` +
    String.raw`(?:#([\w-]+)|\s*(?:,|\()\s*"([^"]+)"|,? section (\d+))?`,
  'g',
);
// `README ("Offline")`, `README, "Offline"` without the .md.
const BARE_README = /\bREADME(?:'s)?(?:,|\s*\()\s*"([^"]+)"/g;
const SAME_FILE_ANCHOR = /\]\(#([\w-]+)\)/g;

interface FileText {
  file: string;
  text: string;
}

/** Reads a file of the repository, or one of the texts given (the self-checks plant files). */
type Reader = (file: string) => string | undefined;

/**
 * Files cited before they exist: another change being made at the same time writes them. Drop an
 * entry once its file is in.
 */
const PENDING = new Set<string>([]);

function resolveCitation(
  from: string,
  cited: string,
  link: boolean,
  exists: (f: string) => boolean,
): string | 'unchecked' {
  const dir = path.posix.dirname(from);
  if (link || cited.startsWith('./') || cited.startsWith('../')) {
    return path.posix.normalize(path.posix.join(dir, cited));
  }
  if (!cited.includes('/')) {
    if (!cited.endsWith('.md')) return 'unchecked';
    const near = path.posix.join(dir, cited);
    if (exists(cited)) return cited;
    return exists(near) || PENDING.has(near) ? near : cited;
  }
  return CITABLE_ROOTS.has(cited.split('/')[0]!) ? cited : 'unchecked';
}

/** A mention that is no citation: "(not app/not-found.tsx)", or a name in code (`'bench.md'`). */
function notACitation(line: string, at: number, cited: string): boolean {
  if (/\b(?:not|no)\s+[(`'"]?$/i.test(line.slice(0, at))) return true;
  const before = line[at - 1];
  return (
    !cited.includes('/') && !!before && `'"`.includes(before) && line[at + cited.length] === before
  );
}

/** Every broken citation in the given files, as `file:line: what`. */
function problemsIn(files: FileText[], exists: (f: string) => boolean, read: Reader): string[] {
  const problems: string[] = [];
  const headingCache = new Map<string, ReturnType<typeof headingsOf>>();
  const headings = (file: string) => {
    if (!headingCache.has(file)) headingCache.set(file, headingsOf(read(file) ?? ''));
    return headingCache.get(file)!;
  };
  const checkHeading = (at: string, target: string, quoted?: string, anchor?: string) => {
    const h = headings(target);
    if (anchor !== undefined && !h.anchors.has(anchor)) {
      problems.push(`${at}: ${target} has no heading with the anchor #${anchor}`);
    }
    if (quoted !== undefined && !h.anchors.has(githubSlug(quoted))) {
      problems.push(`${at}: ${target} has no heading "${quoted}"`);
    }
  };
  for (const { file, text } of files) {
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      const at = `${file}:${i + 1}`;
      for (const { re, why } of FORBIDDEN) {
        for (const m of line.matchAll(re)) problems.push(`${at}: "${m[0]}" ${why}`);
      }
      for (const m of line.matchAll(CITATION)) {
        const [, link, cited, anchor, quoted, section] = m;
        if (/^(?:PRODUCT|SPEC|STYLE)\.md$/.test(cited!)) continue; // reported above
        const start = m.index + (link?.length ?? 0);
        if (!link && notACitation(line, start, cited!)) continue;
        const target = resolveCitation(file, cited!, !!link, exists);
        if (target === 'unchecked' || PENDING.has(target)) continue;
        const found = target.includes('*')
          ? [...ALL_FILES, ...files.map((f) => f.file)].some((f) =>
              new RegExp(
                `^${target.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`,
              ).test(f),
            )
          : exists(target);
        if (!found) {
          problems.push(`${at}: cites ${cited}, which is not in the repository`);
          continue;
        }
        if (!target.endsWith('.md')) continue;
        checkHeading(at, target, quoted, anchor);
        if (section !== undefined) {
          const numbered = headings(target).texts.some((t) => t.startsWith(`${section}.`));
          if (!numbered) problems.push(`${at}: ${target} has no section ${section}`);
        }
      }
      for (const m of line.matchAll(BARE_README)) checkHeading(at, 'README.md', m[1]);
      if (file.endsWith('.md')) {
        for (const m of line.matchAll(SAME_FILE_ANCHOR)) checkHeading(at, file, undefined, m[1]);
      }
    });
  }
  return [...new Set(problems)];
}

describe('citations of documents and files', () => {
  const SELF = 'tests/unit/doc-citations.test.ts';
  const read = (f: string) =>
    ALL_FILES.has(f) ? readFileSync(path.join(ROOT, f), 'utf8') : undefined;
  const exists = (f: string) => ALL_FILES.has(f) || existsSync(path.join(ROOT, f));

  it('name only files, headings and sections that are in the repository', () => {
    // Not this file: it names the old documents and plants bad citations to test itself.
    const files = scannedFiles()
      .filter((file) => file !== SELF)
      .map((file) => ({ file, text: read(file)! }));
    expect(files.length).toBeGreaterThan(300);
    expect(problemsIn(files, exists, read)).toEqual([]);
  });

  describe('fail where they should', () => {
    const docs: Record<string, string> = {
      'docs/guide.md': '# Guide\n\n## Quote form\n\n### Hindi (`/hi`)\n\n## 5. Extras\n',
      'lib/real.ts': '',
    };
    const check = (file: string, text: string) => {
      const planted: Record<string, string> = { ...docs, [file]: text };
      const plantedExists = (f: string) => f in planted || exists(f);
      const plantedRead = (f: string) => planted[f] ?? read(f);
      return problemsIn([{ file, text }], plantedExists, plantedRead);
    };

    it('passes good citations', () => {
      const text = [
        '// Why, see docs/guide.md#quote-form and docs/guide.md#hindi-hi (lib/real.ts).',
        '/** docs/guide.md ("Quote form"), docs/guide.md, "Quote form", docs/guide.md section 5 */',
        "const p = path.join(__dirname, '../lib/real.ts'); // reports/bench.md, out/404.html",
        '// https://github.com/x/y/blob/main/lib/gone.ts and tests/unit/doc-*.test.ts',
        "if (tag === 'STYLE') skip(); const SPEC_MESSAGES = 1;",
        "// A global page (not app/not-found.tsx); writes 'bench.md'; see docs/adding-a-language.md",
      ].join('\n');
      expect(check('scripts/a.ts', text)).toEqual([]);
      expect(
        check('docs/b.md', 'See [the guide](guide.md#quote-form) and [below](#b).\n## B'),
      ).toEqual([]);
    });

    it('names the file and line of each bad one', () => {
      const text = [
        'const a = 1;',
        '// As lib/gone.ts does (docs/guide.md#no-such-heading).',
        '/** SPEC section 8; PRODUCT.md; STYLE.md */',
        '// docs/guide.md ("Nowhere"), docs/guide.md section 4, product.md, tests/unit/nope-*.ts',
      ].join('\n');
      expect(check('lib/x.ts', text)).toEqual([
        'lib/x.ts:2: cites lib/gone.ts, which is not in the repository',
        'lib/x.ts:2: docs/guide.md has no heading with the anchor #no-such-heading',
        'lib/x.ts:3: "PRODUCT.md" names a document that is not in the repository',
        'lib/x.ts:3: "STYLE.md" names a document that is not in the repository',
        'lib/x.ts:3: "SPEC" cites a document that is not in the repository',
        'lib/x.ts:4: docs/guide.md has no heading "Nowhere"',
        'lib/x.ts:4: docs/guide.md has no section 4',
        'lib/x.ts:4: cites product.md, which is not in the repository',
        'lib/x.ts:4: cites tests/unit/nope-*.ts, which is not in the repository',
      ]);
      expect(check('docs/b.md', '[x](guide.md#nope) [y](gone.md) [z](#nowhere)')).toEqual([
        'docs/b.md:1: docs/guide.md has no heading with the anchor #nope',
        'docs/b.md:1: cites gone.md, which is not in the repository',
        'docs/b.md:1: docs/b.md has no heading with the anchor #nowhere',
      ]);
      expect(check('app/y.tsx', '// README ("No such part")')).toEqual([
        'app/y.tsx:1: README.md has no heading "No such part"',
      ]);
    });

    it('makes anchors as GitHub does', () => {
      expect(githubSlug('Hindi (`/hi`)')).toBe('hindi-hi');
      expect(githubSlug('A 404 page in each language')).toBe('a-404-page-in-each-language');
      expect(githubSlug('Quote form: messages')).toBe('quote-form-messages');
      expect([...headingsOf('# A\n## A\n```\n# not\n```\n').anchors]).toEqual(['a', 'a-1']);
    });
  });
});
