import type { CSSProperties } from 'react';

/** Words this long may not fit a phone's line at a heading's full size. */
export const LONG_WORD = 12;

/**
 * For a heading whose longest word is long ("Thiruvananthapuram", 18 letters), the CSS variable
 * that lets `.fit-words` shrink the heading until that word fits the line, so it is never split.
 * Hyphens and slashes may break a line, so they end a word. Undefined for ordinary headings.
 */
export function fitWords(text: string): (CSSProperties & { '--longest': number }) | undefined {
  const longest = Math.max(
    0,
    ...String(text)
      .split(/[\s\-–—/]+/)
      .map((w) => [...w].length),
  );
  return longest >= LONG_WORD ? { '--longest': longest } : undefined;
}
