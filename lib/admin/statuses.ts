/**
 * Where the owner has got to with a lead (docs/owner-inbox.md#what-each-status-means): the
 * statuses the database allows (migrations/0002_sources_and_status.sql; a unit test holds the two
 * equal), in the order a lead moves through them, and how long a note may be.
 */
import type { AdminStatusText } from '@/content/admin-text';

export const LEAD_STATUSES = ['new', 'contacted', 'surveyed', 'quoted', 'booked', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The inbox's words name exactly these statuses: one added on either side fails to compile. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const STATUS_WORDS_MATCH: Same<LeadStatus, keyof AdminStatusText> = true;

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** The longest note the owner may keep with a change, in characters: a phone call's summary. */
export const NOTE_MAX = 1000;
