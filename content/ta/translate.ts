/**
 * The Tamil twin of content/hi/translate.ts: a Tamil list made from its English one. Each item
 * keeps from the English item what is not words (images, icons, paths, ids) and takes its words
 * from the Tamil one, so an image or a path is written once. Nested objects (a card's `image`) are
 * merged the same way; a list in the Tamil item (bullet points) replaces the English list.
 *
 * A text the Tamil item leaves out stays English.
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

function merge<T extends object>(en: T, ta: Words<T>): T {
  const out: Record<string, unknown> = { ...(en as Record<string, unknown>) };
  for (const [key, value] of Object.entries(ta)) {
    const base = out[key];
    out[key] = isRecord(base) && isRecord(value) ? merge(base, value) : value;
  }
  return out as T;
}

export function translated<T extends object>(en: readonly T[], ta: readonly Words<T>[]): T[] {
  if (en.length !== ta.length)
    throw new Error(`${en.length} items in English, ${ta.length} in Tamil`);
  return en.map((item, i) => merge(item, ta[i] as Words<T>));
}
