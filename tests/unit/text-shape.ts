/**
 * The one walk behind every "each text of one language has its other-language twin" test: the
 * other language's value has the base value's shape (same keys, same list lengths, a function
 * where there is a function taking as many arguments), and each string passes the language's own
 * check. Problems are named by path: `.home.steps: no Hindi`.
 */
export interface ShapeRules {
  /** The other language's name in messages ("Hindi"). */
  name: string;
  /** Keys whose values are the language's own or not text at all: not compared. */
  skip: ReadonlySet<string>;
  /** A problem with one string of the other language, if any. */
  text?: (base: string, other: string) => string | undefined;
}

export function shapeGaps(base: unknown, other: unknown, rules: ShapeRules, at = ''): string[] {
  const { name } = rules;
  if (typeof base !== typeof other)
    return [`${at || '(root)'}: ${typeof base} in English, ${typeof other} in ${name}`];
  if (Array.isArray(base)) {
    if (!Array.isArray(other)) return [`${at}: a list in English only`];
    if (base.length !== other.length)
      return [`${at}: ${base.length} items in English, ${other.length} in ${name}`];
    return base.flatMap((item, i) => shapeGaps(item, other[i], rules, `${at}[${i}]`));
  }
  if (base && typeof base === 'object') {
    const b = base as Record<string, unknown>;
    const o = other as Record<string, unknown>;
    return [
      ...Object.keys(b)
        .filter((k) => !(k in o))
        .map((k) => `${at}.${k}: no ${name}`),
      ...Object.keys(o)
        .filter((k) => !(k in b) && !rules.skip.has(k))
        .map((k) => `${at}.${k}: ${name} only`),
      ...Object.keys(b)
        .filter((k) => k in o && !rules.skip.has(k))
        .flatMap((k) => shapeGaps(b[k], o[k], rules, `${at}.${k}`)),
    ];
  }
  if (typeof base === 'function' && typeof other === 'function' && base.length !== other.length)
    return [`${at}: takes ${base.length} arguments in English, ${other.length} in ${name}`];
  if (typeof base === 'string' && typeof other === 'string') {
    // A piece of a sentence around a value ("in " before a city) may be empty in a language whose
    // word order puts it on the value's other side.
    if (!other.trim() && /^\s|\s$/.test(base)) return [];
    if (!other.trim() && base.trim()) return [`${at}: empty`];
    const problem = rules.text?.(base, other);
    if (problem) return [`${at}: ${problem}`];
  }
  return [];
}

const DEVANAGARI = /[\u0900-\u097F]/;

/** Keys whose values are addresses or identifiers, not text: the same in both languages. */
const NOT_TEXT = new Set([
  'href',
  'src',
  'image',
  'icon',
  'url',
  'proofUrl',
  'path',
  'id',
  'link',
  'value',
]);

/** Hindi: English words become Devanagari ones; "+91 98765 43210" or "GST" may stay. */
export const HINDI: ShapeRules = {
  name: 'Hindi',
  skip: NOT_TEXT,
  text: (en, hi) =>
    /[a-z]{3,}/.test(en.replace(/\{\w+\}/g, '')) && !DEVANAGARI.test(hi)
      ? `not in Devanagari: "${hi}"`
      : undefined,
};

/** Where a Hindi text differs from its English one in shape or script. */
export const shapeProblems = (en: unknown, hi: unknown) => shapeGaps(en, hi, HINDI);
