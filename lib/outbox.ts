/**
 * The outbox: e-mail copies of quote requests that could not be sent yet (no connection, the
 * e-mail API down), kept on the device in localStorage until they go. Pure functions over a
 * Storage, so tests pass their own; the sending is in lib/outbox-flush.ts, loaded only when
 * there is something to send.
 */
import type { QuoteEmailValues } from './email';
import { isQuoteRef } from './quote-ref';

import { OUTBOX_KEY } from './outbox-key';

export { OUTBOX_EVENT, OUTBOX_KEY } from './outbox-key';

/** More than a visitor could mean to send: a full outbox drops its oldest entry. */
export const OUTBOX_MAX = 20;

export interface OutboxEntry {
  ref: string;
  values: QuoteEmailValues;
  /** Failed attempts so far (not counting those made offline). */
  attempts: number;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const VALUE_KEYS: readonly (keyof QuoteEmailValues)[] = [
  'reference',
  'pickup',
  'drop',
  'phone',
  'time',
  'service',
  'size',
  'message',
  'estimate',
  'page',
];

/** Fields a copy has only with an item list (and entries stored before them lack). */
const OPTIONAL_KEYS: readonly (keyof QuoteEmailValues)[] = ['items', 'scopeLink'];

/** A stored entry as the code expects it, or null: storage is the visitor's to change. */
function asEntry(raw: unknown): OutboxEntry | null {
  if (!raw || typeof raw !== 'object') return null;
  const { ref, values, attempts } = raw as Record<string, unknown>;
  if (!isQuoteRef(ref) || !values || typeof values !== 'object') return null;
  const v = values as Record<string, unknown>;
  const text = (k: string) => typeof v[k] === 'string' && (v[k] as string).length <= 4000;
  if (!VALUE_KEYS.every(text)) return null;
  if (!OPTIONAL_KEYS.every((k) => v[k] === undefined || text(k))) return null;
  const keys = [...VALUE_KEYS, ...OPTIONAL_KEYS.filter((k) => v[k] !== undefined)];
  const clean = Object.fromEntries(keys.map((k) => [k, v[k]])) as unknown as QuoteEmailValues;
  const count = typeof attempts === 'number' && attempts >= 0 ? Math.floor(attempts) : 0;
  return { ref, values: clean, attempts: count };
}

export function readOutbox(storage: StorageLike): OutboxEntry[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.map(asEntry).filter((e): e is OutboxEntry => e !== null) : [];
  } catch {
    return [];
  }
}

function write(storage: StorageLike, entries: OutboxEntry[]): boolean {
  try {
    if (entries.length === 0) storage.removeItem(OUTBOX_KEY);
    else storage.setItem(OUTBOX_KEY, JSON.stringify(entries));
    return true;
  } catch {
    return false; // storage full or disabled: the WhatsApp message is the request that counts
  }
}

/** Queues a copy; the same reference twice is one entry. False when storage refused it. */
export function addToOutbox(storage: StorageLike, values: QuoteEmailValues): boolean {
  if (!isQuoteRef(values.reference)) return false;
  const entries = readOutbox(storage).filter((e) => e.ref !== values.reference);
  entries.push({ ref: values.reference, values, attempts: 0 });
  return write(storage, entries.slice(-OUTBOX_MAX));
}

export function removeFromOutbox(storage: StorageLike, ref: string): void {
  write(
    storage,
    readOutbox(storage).filter((e) => e.ref !== ref),
  );
}

/** Counts a failed attempt on an entry and returns the count. */
export function countAttempt(storage: StorageLike, ref: string): number {
  let count = 0;
  write(
    storage,
    readOutbox(storage).map((e) =>
      e.ref === ref ? { ...e, attempts: (count = e.attempts + 1) } : e,
    ),
  );
  return count;
}
