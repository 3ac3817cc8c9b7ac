/**
 * The outbox: leads that could not be sent yet (no connection, the edge or the e-mail API down),
 * kept on the device in localStorage until they go, for OUTBOX_DAYS at most: after that a lead is
 * stale (the move may be booked elsewhere) and the phone number in it should not linger. The
 * privacy policy says so. Pure functions over a Storage, so tests pass their own; the sending is
 * in lib/outbox-flush.ts, loaded only when there is something to send.
 */
import { LEAD_KINDS, type LeadKind } from './leads/kinds';
import { isQuoteRef } from './quote-ref';
import { OUTBOX_KEY } from './outbox-key';

export { OUTBOX_EVENT, OUTBOX_KEY } from './outbox-key';

/** More than a visitor could mean to send: a full outbox drops its oldest entry. */
export const OUTBOX_MAX = 20;

/**
 * Days an unsent lead waits on the device (the privacy policy says so). Here, not with the edge's
 * limits, so that the quote form's first script carries this one number and not the rest.
 */
export const OUTBOX_DAYS = 7;

export const OUTBOX_MAX_AGE_MS = OUTBOX_DAYS * 24 * 60 * 60 * 1000;

/** A lead as the endpoint takes it (lib/leads/lead.ts), not yet checked there. */
export type OutgoingLead = { kind: LeadKind; ref: string } & Record<string, unknown>;

export interface OutboxEntry {
  ref: string;
  lead: OutgoingLead;
  /** Failed attempts so far (not counting those made offline). */
  attempts: number;
  queuedAt: number;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A stored entry as the code expects it, or null: storage is the visitor's to change. */
function asEntry(raw: unknown, now: number): OutboxEntry | null {
  if (!raw || typeof raw !== 'object') return null;
  const { ref, lead, attempts, queuedAt } = raw as Record<string, unknown>;
  if (!isQuoteRef(ref) || !lead || typeof lead !== 'object' || Array.isArray(lead)) return null;
  const l = lead as Record<string, unknown>;
  if (l.ref !== ref || !(LEAD_KINDS as readonly unknown[]).includes(l.kind)) return null;
  if (typeof queuedAt !== 'number' || !(now - queuedAt < OUTBOX_MAX_AGE_MS)) return null;
  const count = typeof attempts === 'number' && attempts >= 0 ? Math.floor(attempts) : 0;
  return { ref, lead: l as OutgoingLead, attempts: count, queuedAt };
}

export function readOutbox(storage: StorageLike, now: number = Date.now()): OutboxEntry[] {
  try {
    const raw: unknown = JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]');
    return Array.isArray(raw)
      ? raw.map((e) => asEntry(e, now)).filter((e): e is OutboxEntry => e !== null)
      : [];
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
    return false; // storage full or disabled: the caller sends at once instead
  }
}

/** Queues a lead; the same reference twice is one entry. False when storage refused it. */
export function addToOutbox(
  storage: StorageLike,
  lead: OutgoingLead,
  now: number = Date.now(),
): boolean {
  if (!isQuoteRef(lead.ref)) return false;
  const entries = readOutbox(storage, now).filter((e) => e.ref !== lead.ref);
  entries.push({ ref: lead.ref, lead, attempts: 0, queuedAt: now });
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

/** Drops what has expired (reading skips it; this also clears it from the device). */
export function pruneOutbox(storage: StorageLike, now: number = Date.now()): void {
  write(storage, readOutbox(storage, now));
}
