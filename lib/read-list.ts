/**
 * An item list's shape, and a list read from anywhere (a stored draft, a written scope's link, what
 * a visitor typed), never trusted: known items, whole numbers within their limits, or nothing.
 * Loaded with the item list's panel and the written scope page; the form's first script knows only
 * the shape.
 */
import { ITEM_IDS, MAX_COUNT, type ItemId } from '@/content/item-ids';

export type Counts = Partial<Record<ItemId, number>>;

/**
 * What moves. The floors and lifts are not the list's: the quote form asks them of every home move
 * (lib/floors.ts), so they are answered in one place.
 */
export interface ItemList {
  counts: Counts;
}

const DEVANAGARI_ZERO = 0x0966;

/**
 * A whole number typed into a count or floor field, 0 to `max`: `'3'`, `' 12 '`, `'०३'`. Empty is
 * 0. Anything else (a sign, a decimal, letters, too large) is null, and the field says so.
 */
export function readWholeNumber(text: unknown, max: number): number | null {
  if (typeof text === 'number')
    return Number.isInteger(text) && text >= 0 && text <= max ? text : null;
  if (typeof text !== 'string') return null;
  const digits = text
    .trim()
    .replace(/[\u0966-\u096F]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
  if (digits === '') return 0;
  if (!/^\d{1,3}$/.test(digits)) return null;
  const n = Number(digits);
  return n <= max ? n : null;
}

/** Counts from anywhere (a stored draft, a link): known items, whole numbers, none at zero. */
export function readCounts(value: unknown): Counts | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const counts: Counts = {};
  for (const [key, raw] of Object.entries(value)) {
    if (!(ITEM_IDS as readonly string[]).includes(key)) return null;
    const n = readWholeNumber(raw, MAX_COUNT);
    if (n === null) return null;
    if (n > 0) counts[key as ItemId] = n;
  }
  return counts;
}

/**
 * A whole list from anywhere, or null when its counts are not one. A list kept before the form
 * asked the floors itself also carries floors and lifts: they are left unread, as the form's own
 * answers are the ones that count.
 */
export function readList(value: unknown): ItemList | null {
  if (typeof value !== 'object' || value === null) return null;
  const counts = readCounts((value as Record<string, unknown>).counts);
  return counts && { counts };
}
