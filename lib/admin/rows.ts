/**
 * Leads as stored (migrations/) read into what the owner sees (./types.ts): the row's columns,
 * the lead as sent (its `data` JSON: the estimate, the item list, the written scope), and its
 * history from lead_events, in one statement.
 */
import type { D1Like } from '../leads/d1';
import { scopeLinkOf } from '../leads/email-values';
import type { Locale } from '../i18n';
import type { LeadKind } from '../leads/kinds';
import { CITY_SQL, type Where } from './filters';
import { isLeadStatus, type LeadStatus } from './statuses';
import type { AdminLead, LeadEvent } from './types';

/** The columns of a lead the inbox reads, over `leads l`, with its city and its history. */
export const LEAD_COLUMNS = `l.ref, l.kind, l.created_at, l.phone, l.name, l.email, l.from_place,
  l.to_place, l.page, l.lang, l.data, l.scope_signature, l.suspect, l.src_source, l.src_medium,
  l.src_campaign, l.click_id, l.click_id_kind, l.landing, ${CITY_SQL} AS city_name, l.status,
  l.status_at, l.note,
  (SELECT json_group_array(json_object('at', e.at, 'status', e.status, 'note', e.note))
     FROM (SELECT at, status, note FROM lead_events WHERE ref = l.ref ORDER BY at, id) e) AS events`;

export interface LeadRow {
  ref: string;
  kind: LeadKind;
  created_at: number;
  phone: string;
  name: string | null;
  email: string | null;
  from_place: string | null;
  to_place: string | null;
  page: string;
  lang: string;
  data: string;
  scope_signature: string | null;
  suspect: string | null;
  src_source: string | null;
  src_medium: string | null;
  src_campaign: string | null;
  click_id: string | null;
  click_id_kind: string | null;
  landing: string | null;
  city_name: string | null;
  status: string;
  status_at: number | null;
  note: string | null;
  events: string | null;
}

function parse(json: string | null): unknown {
  try {
    return JSON.parse(json ?? 'null');
  } catch {
    return null;
  }
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

function eventsOf(json: string | null): LeadEvent[] {
  const list = parse(json);
  if (!Array.isArray(list)) return [];
  return list.flatMap((e: Record<string, unknown>) =>
    typeof e?.at === 'number' && isLeadStatus(e.status)
      ? [{ at: e.at, status: e.status, note: str(e.note) }]
      : [],
  );
}

/** The written scope's link, signed where the edge issued it (as in the e-mail). */
function scopeLink(row: LeadRow, data: Record<string, unknown>, origin: string): string {
  const scope = str(data.scope);
  if (row.kind !== 'quote' || !scope) return '';
  const signed = row.scope_signature
    ? `${scope.split('.').slice(0, 2).join('.')}.${row.scope_signature}`
    : scope;
  return scopeLinkOf({ lang: row.lang as Locale, scope: signed }, origin);
}

/** A row as the owner reads it; `origin` is the site's, for the scope link. */
export function leadOf(row: LeadRow, origin: string): AdminLead {
  const parsed = parse(row.data);
  const data = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  return {
    ref: row.ref,
    kind: row.kind,
    createdAt: row.created_at,
    status: (isLeadStatus(row.status) ? row.status : 'new') as LeadStatus,
    statusAt: row.status_at,
    note: row.note ?? '',
    name: row.name ?? '',
    phone: row.phone,
    email: row.email ?? '',
    from: row.from_place ?? '',
    to: row.to_place ?? '',
    city: row.city_name ?? '',
    moveTime: str(data.moveTime),
    service: str(data.service),
    size: str(data.size),
    message: str(data.message),
    estimate: str(data.estimate),
    items: str(data.items),
    scopeLink: scopeLink(row, data, origin),
    page: row.page,
    landing: row.landing ?? '',
    lang: row.lang,
    source: row.src_source ?? '',
    medium: row.src_medium ?? '',
    campaign: row.src_campaign ?? '',
    clickIdKind: row.click_id ? (row.click_id_kind ?? '') : '',
    suspect: row.suspect ?? '',
    events: eventsOf(row.events),
  };
}

/** The leads the WHERE clause picks, newest first. */
export async function selectLeads(
  db: D1Like,
  where: Where,
  limit: number,
  offset = 0,
): Promise<LeadRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${LEAD_COLUMNS} FROM leads l ${where.sql}
       ORDER BY l.created_at DESC, l.ref DESC LIMIT ? OFFSET ?`,
    )
    .bind(...where.values, limit, offset)
    .all<LeadRow>();
  return results;
}
