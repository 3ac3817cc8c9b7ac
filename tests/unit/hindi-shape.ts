/**
 * The check behind every "each English text has its Hindi one" test (issue 17): the Hindi value
 * has the English one's shape (same keys, same list lengths, a function where there is a
 * function), and each text a visitor reads is written in Devanagari. Paths, URLs, image files and
 * values that are not words (phone numbers, codes) are the same in both languages and skipped.
 */
const DEVANAGARI = /[\u0900-\u097F]/;
/** Keys whose values are addresses or identifiers, not text. */
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

export function shapeProblems(en: unknown, hi: unknown, at = ''): string[] {
  if (typeof en !== typeof hi)
    return [`${at || '(root)'}: ${typeof en} in English, ${typeof hi} in Hindi`];
  if (Array.isArray(en)) {
    if (!Array.isArray(hi)) return [`${at}: a list in English only`];
    if (en.length !== hi.length)
      return [`${at}: ${en.length} items in English, ${hi.length} in Hindi`];
    return en.flatMap((item, i) => shapeProblems(item, hi[i], `${at}[${i}]`));
  }
  if (en && typeof en === 'object') {
    const h = hi as Record<string, unknown>;
    const e = en as Record<string, unknown>;
    const missing = Object.keys(e)
      .filter((k) => !(k in h))
      .map((k) => `${at}.${k}: no Hindi`);
    const extra = Object.keys(h)
      .filter((k) => !(k in e))
      .map((k) => `${at}.${k}: Hindi only`);
    return [
      ...missing,
      ...extra,
      ...Object.keys(e)
        .filter((k) => k in h)
        .flatMap((k) => (NOT_TEXT.has(k) ? [] : shapeProblems(e[k], h[k], `${at}.${k}`))),
    ];
  }
  if (typeof en === 'string' && typeof hi === 'string') {
    // Words in English must be words in Hindi; "+91 98765 43210" or "GST" may stay as they are.
    // A piece of a sentence around a value ("in " before a city) may be empty in Hindi, whose
    // word order puts it after the value instead.
    if (hi === '' && /^\s|\s$/.test(en)) return [];
    const words = /[a-z]{3,}/.test(en.replace(/\{\w+\}/g, ''));
    if (words && !DEVANAGARI.test(hi)) return [`${at}: not in Devanagari: "${hi}"`];
  }
  if (typeof en === 'function' && typeof hi === 'function' && en.length !== hi.length) {
    return [`${at}: takes ${en.length} arguments in English, ${hi.length} in Hindi`];
  }
  return [];
}
