/**
 * Where the floating chat button may rest: a spot on the screen's right or left edge where it
 * covers no control, link, price or table cell. Pure geometry here; lib/hooks/use-keep-clear.ts
 * measures the page and moves the button.
 */

/** A box in viewport pixels. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** What the button must never cover at rest (prices are found by their ₹ sign). */
export const KEEP_CLEAR_SELECTOR = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  'label',
  '[role="button"]',
  '[tabindex]:not([tabindex="-1"])',
  'td',
  'th',
].join(',');

/** A price in running text: the rupee sign with a number. */
export const PRICE = /₹\s?\d/;

export const overlaps = (a: Box, b: Box): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The button's box moved `dx` across and `dy` down. */
export const shifted = (box: Box, dx: number, dy: number): Box => ({
  left: box.left + dx,
  right: box.right + dx,
  top: box.top + dy,
  bottom: box.bottom + dy,
});

export type Side = 'right' | 'left';

/**
 * Where a button resting at `home` (its box in the bottom right-hand corner) covers none of the
 * `obstacles`, with `margin` px kept around it: its own corner, else the bottom left-hand corner
 * of a `width`-wide screen, else null (nowhere: it steps aside until the page moves again).
 *
 * Only the two bottom corners: the page keeps a strip at the bottom of the screen clear for a
 * focused control (html's scroll-padding-bottom), and either corner lies in that strip, so moving
 * the button never puts it over the control a keyboard user is on.
 */
export function clearSide(
  home: Box,
  obstacles: readonly Box[],
  width: number,
  margin: number,
): Side | null {
  const mirror = width - home.right - home.left;
  for (const side of ['right', 'left'] as const) {
    const b = shifted(home, side === 'right' ? 0 : mirror, 0);
    const padded = {
      left: b.left - margin,
      right: b.right + margin,
      top: b.top - margin,
      bottom: b.bottom + margin,
    };
    if (!obstacles.some((ob) => overlaps(padded, ob))) return side;
  }
  return null;
}
