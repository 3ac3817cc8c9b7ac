/**
 * Leads and rate limits in D1 (schema: migrations/). Every statement is prepared and bound;
 * times are whole seconds since 1970 (UTC) unless a column says otherwise.
 */
import { clickIdOf } from '../attribution';
import type { D1Like } from './d1';
import type { Lead } from './lead';

/** How the business is told of a lead: waiting, told, not configured, or held back as suspect. */
export type NotifyStatus = 'pending' | 'sent' | 'off' | 'held';

export interface StoredLead {
  lead: Lead;
  /** Why the lead looks like a bot's ('honeypot', 'fast', …), or null. */
  suspect: string | null;
  /** A hash of the sender's address: the same source is visible without keeping the address. */
  ipHash: string;
  notify: NotifyStatus;
  /** The written scope's signature, where one was issued. */
  scopeSignature?: string;
}

export async function leadExists(db: D1Like, ref: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS found FROM leads WHERE ref = ?').bind(ref).first();
  return row !== null;
}

/** The served city a lead is about, for the owner's filters: a quote's pickup, a partner's city. */
function cityOf(lead: Lead): string | null {
  if (lead.kind === 'quote') return lead.fromCity;
  if (lead.kind === 'partner') return lead.city;
  return null;
}

/** The places of a lead, for the owner's list: a quote's route, a partner's city. */
function placesOf(lead: Lead): [string | null, string | null] {
  if (lead.kind === 'quote') return [lead.pickup, lead.drop];
  if (lead.kind === 'partner') return [lead.city, null];
  return [null, null];
}

/**
 * Stores a lead once: a second one with the same reference changes nothing. True when this call
 * stored it.
 */
export async function insertLead(db: D1Like, stored: StoredLead, now: number): Promise<boolean> {
  const { lead } = stored;
  const [from, to] = placesOf(lead);
  // Where it came from: the last touch in columns the owner filters and reports by, both touches
  // whole beside them.
  const last = lead.attribution?.last;
  const click = last ? clickIdOf(last) : null;
  // The honeypot and the anti-bot token are the request's, not the lead's; where it came from has
  // its own columns.
  const data: Partial<Lead> = { ...lead };
  delete data.website;
  delete data.turnstile;
  delete data.attribution;
  const result = await db
    .prepare(
      `INSERT INTO leads (ref, kind, created_at, phone, name, email, from_place, to_place, page,
         lang, data, scope_signature, suspect, ip_hash, notify_status, notify_next_at, city,
         src_source, src_medium, src_campaign, click_id, click_id_kind, landing, attribution)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(ref) DO NOTHING`,
    )
    .bind(
      lead.ref,
      lead.kind,
      now,
      lead.phone,
      lead.kind === 'quote' ? null : lead.name,
      lead.kind === 'quote' ? null : lead.email,
      from,
      to,
      lead.page,
      lead.lang,
      JSON.stringify(data),
      stored.scopeSignature ?? null,
      stored.suspect,
      stored.ipHash,
      stored.notify,
      now,
      cityOf(lead),
      last?.source || null,
      last?.medium || null,
      last?.campaign || null,
      click?.id ?? null,
      click?.kind ?? null,
      last?.landing || null,
      lead.attribution ? JSON.stringify(lead.attribution) : null,
    )
    .run();
  return result.meta.changes === 1;
}

/**
 * Counts one hit on `key` in the current fixed window and returns the count so far, in one
 * statement (so two requests at once both count).
 */
export async function countHit(
  db: D1Like,
  key: string,
  windowSeconds: number,
  now: number,
): Promise<number> {
  const windowStart = now - (now % windowSeconds);
  const row = await db
    .prepare(
      `INSERT INTO rate_limits (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET
         count = CASE WHEN window_start = ?2 THEN count + 1 ELSE 1 END,
         window_start = ?2
       RETURNING count`,
    )
    .bind(key, windowStart)
    .first<{ count: number }>();
  return row?.count ?? 1;
}

/** SHA-256 of the address and a salt, first 16 hex digits. */
export async function hashAddress(address: string, salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${salt}|${address}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}
