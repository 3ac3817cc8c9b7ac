import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Each language's style sheet in docs/ fixes one spelling per term in a table under "## Terms":
 * the first column is written, the second lists the spellings that must not appear (" / " between
 * them). This reads the table and fails on a rejected spelling in the language's texts, so the
 * sheet and the texts cannot drift apart. A number in a rejected spelling stands for any number
 * ("एनएच 48" rejects "एनएच 16" too).
 */

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Term {
  write: string;
  not: string[];
}

/** The rows of the table under "## Terms" of a style sheet. */
export function termsOf(markdown: string): Term[] {
  const section = markdown.split(/^## Terms$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1) // the header row
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, write = '', not = '']) => ({ write, not: not.split(' / ').filter(Boolean) }));
}

/** A spelling as a whole word: no letter or vowel sign of any script on either side. */
export function wordPattern(spelling: string): RegExp {
  const body = spelling
    .split(/(\d+)/)
    .map((part, i) => (i % 2 ? '\\d+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`(?<![\\p{L}\\p{M}])${body}(?![\\p{L}\\p{M}])`, 'u');
}

/** A source file's text without its comments (they are English and may quote a wrong form). */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const tsFiles = (dir: string) =>
  readdirSync(path.join(root, dir))
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `${dir}/${name}`);

/**
 * The names a locality list shows (the third field of each entry; the later ones are other
 * spellings visitors type, which the form must understand however they are spelt).
 */
const shownNames = (source: string) =>
  [...withoutComments(source).matchAll(/\['[^']*', '\d{6}', '([^']+)'/g)]
    .map((m) => m[1])
    .join(' ');

const languages = [
  {
    name: 'Hindi',
    sheet: 'docs/hindi-style.md',
    texts: () => [
      ...tsFiles('content/hi').map((file) => [file, withoutComments(read(file))] as const),
      ['content/locality-names.ts', shownNames(read('content/locality-names.ts'))] as const,
    ],
  },
  {
    name: 'Tamil',
    sheet: 'docs/tamil-style.md',
    texts: () =>
      tsFiles('content/ta')
        .filter((file) => !file.endsWith('/places.ts'))
        .map((file) => [file, withoutComments(read(file))] as const),
  },
];

describe.each(languages)('$name style sheet', ({ sheet, texts }) => {
  const terms = termsOf(read(sheet));

  it('has a table of terms, each with a spelling to write and one to refuse', () => {
    expect(terms.length).toBeGreaterThan(10);
    for (const term of terms) {
      expect(term.write).not.toBe('');
      expect(term.not.length).toBeGreaterThan(0);
      expect(term.not).not.toContain(term.write);
    }
  });

  it('no text uses a spelling the sheet refuses', () => {
    const found: string[] = [];
    for (const [file, text] of texts()) {
      for (const { write, not } of terms) {
        for (const spelling of not) {
          if (wordPattern(spelling).test(text))
            found.push(`${file}: "${spelling}" (write "${write}")`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('reading a style sheet', () => {
  const sheet = [
    '# X',
    '## Terms',
    '| write | not |',
    '| --- | --- |',
    '| बायपास | बाईपास / बाइपास |',
    '| एनएच-48 | एनएच 48 |',
    '## After',
    '| a | b |',
  ].join('\n');

  it('takes the rows of the Terms table only', () => {
    expect(termsOf(sheet)).toEqual([
      { write: 'बायपास', not: ['बाईपास', 'बाइपास'] },
      { write: 'एनएच-48', not: ['एनएच 48'] },
    ]);
  });

  it('matches whole words, in any script, and any number for a number', () => {
    expect(wordPattern('बाईपास').test('ईएम बाईपास के पास')).toBe(true);
    expect(wordPattern('कन्नड').test('कन्नड़ परिवार')).toBe(false);
    expect(wordPattern('कन्नड').test('कन्नड परिवार')).toBe(true);
    expect(wordPattern('IT').test('IT पार्क')).toBe(true);
    expect(wordPattern('IT').test('ITI कॉलेज')).toBe(false);
    expect(wordPattern('एनएच 48').test('एनएच 16 से')).toBe(true);
    expect(wordPattern('एनएच 48').test('एनएच-16 से')).toBe(false);
  });
});
