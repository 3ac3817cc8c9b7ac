/**
 * A list in another language made from its English one (content/hi/, content/ta/): each item keeps
 * from the English item what is not words (images, icons, paths, ids) and takes its words from
 * the translated one, so an image or a path is written once. Nested objects (a card's `image`)
 * are merged the same way; a list in the translated item (bullet points) replaces the English
 * list.
 *
 * A text the translated item leaves out stays English: tests/unit/hindi-home-text.test.ts finds it
 * in Hindi.
 */
export type Words<T> = {
  [K in keyof T]?: T[K] extends string | readonly unknown[]
    ? T[K]
    : T[K] extends object
      ? Words<T[K]>
      : T[K];
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function merge<T extends object>(en: T, words: Words<T>): T {
  const out: Record<string, unknown> = { ...(en as Record<string, unknown>) };
  for (const [key, value] of Object.entries(words)) {
    const base = out[key];
    out[key] = isRecord(base) && isRecord(value) ? merge(base, value) : value;
  }
  return out as T;
}

export function translated<T extends object>(en: readonly T[], other: readonly Words<T>[]): T[] {
  if (en.length !== other.length)
    throw new Error(`${en.length} items in English, ${other.length} in the translation`);
  return en.map((item, i) => merge(item, other[i] as Words<T>));
}
