/**
 * The owner moves a lead on (docs/owner-inbox.md#what-each-status-means): a new status, a note,
 * or both. Every change is a row of lead_events with its time, and the lead keeps its status, when
 * its status last changed and its last note.
 */
import { cleanText } from '../leads/clean-text';
import type { D1Like } from '../leads/d1';
import { leadOf, selectLeads } from './rows';
import { isLeadStatus, NOTE_MAX, type LeadStatus } from './statuses';
import type { AdminLead } from './types';

export type StatusChangeReading =
  { ok: true; status: LeadStatus; note: string } | { ok: false; field: string; error: string };

/** The change asked for (parsed JSON), checked, or the field at fault. */
export function readStatusChange(body: unknown): StatusChangeReading {
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return { ok: false, field: 'body', error: 'send { "status": …, "note": … }' };
  const { status, note = '' } = body as Record<string, unknown>;
  if (!isLeadStatus(status))
    return { ok: false, field: 'status', error: 'status is not one of the statuses' };
  if (typeof note !== 'string') return { ok: false, field: 'note', error: 'note is not text' };
  const cleaned = cleanText(note);
  if (cleaned.length > NOTE_MAX)
    return { ok: false, field: 'note', error: `note is too long (at most ${NOTE_MAX} characters)` };
  return { ok: true, status, note: cleaned };
}

export type StatusChange =
  { ok: true; lead: AdminLead } | { ok: false; code: 400 | 404; field: string; error: string };

/** Applies a checked change to the lead `ref` at `now` (seconds); the lead as it is after. */
export async function changeStatus(
  db: D1Like,
  ref: string,
  change: { status: LeadStatus; note: string },
  now: number,
  origin: string,
): Promise<StatusChange> {
  const current = await db
    .prepare('SELECT status FROM leads WHERE ref = ?')
    .bind(ref)
    .first<{ status: string }>();
  if (!current) return { ok: false, code: 404, field: 'ref', error: 'no lead has this reference' };
  if (current.status === change.status && !change.note)
    return {
      ok: false,
      code: 400,
      field: 'note',
      error: 'the status is the same: write a note to keep',
    };
  const note = change.note || null;
  await db.batch([
    db
      .prepare(
        `UPDATE leads SET
           status_at = CASE WHEN status = ?2 THEN status_at ELSE ?3 END,
           status = ?2,
           note = COALESCE(?4, note)
         WHERE ref = ?1`,
      )
      .bind(ref, change.status, now, note),
    db
      .prepare('INSERT INTO lead_events (ref, at, status, note) VALUES (?, ?, ?, ?)')
      .bind(ref, now, change.status, note),
  ]);
  const [row] = await selectLeads(db, { sql: 'WHERE l.ref = ?', values: [ref] }, 1);
  return { ok: true, lead: leadOf(row!, origin) };
}
