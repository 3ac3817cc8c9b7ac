/**
 * What the owner asks the inbox for (docs/owner-inbox.md#reading-the-list): a status, a city, a
 * source, a range of days (India time) and a search by phone or reference, read from a query
 * string and checked, each refusal naming its field; then the SQL that picks those leads.
 */
import { asciiDigits } from '../phone';
import { indiaDayEnd, indiaDayStart, readDay } from './india-time';
import { isLeadStatus, type LeadStatus } from './statuses';

/** What a source filter and the report call a lead whose visit's source was not recorded. */
export const NOT_SET = '(not set)';

export interface LeadFilters {
  status: LeadStatus | null;
  city: string | null;
  /** `google / cpc` (source and medium), `google` (any medium) or NOT_SET. */
  source: string | null;
  /** Days as `YYYY-MM-DD`, India time, both included. */
  from: string | null;
  to: string | null;
  /** A search: digits of a phone number, or part of a reference. */
  q: string | null;
  offset: number;
  limit: number;
}

export type FiltersReading =
  { ok: true; filters: LeadFilters } | { ok: false; field: string; error: string };

/** Leads a page of the list holds by default and at most. */
export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 100;

class Refusal {
  constructor(
    readonly field: string,
    readonly error: string,
  ) {}
}

function text(params: URLSearchParams, field: string, max: number): string | null {
  const value = (params.get(field) ?? '').trim();
  if (!value) return null;
  if (value.length > max || /\p{Cc}/u.test(value))
    throw new Refusal(field, `${field} is not valid`);
  return value;
}

function day(params: URLSearchParams, field: string): string | null {
  const value = text(params, field, 10);
  if (value === null) return null;
  if (!readDay(value)) throw new Refusal(field, `${field} is not a date (YYYY-MM-DD)`);
  return value;
}

function count(params: URLSearchParams, field: string, fallback: number, max: number): number {
  const value = text(params, field, 6);
  if (value === null) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > max) throw new Refusal(field, `${field} is not valid`);
  return n;
}

/** The filters of a query string, checked, or the first field at fault. */
export function readFilters(params: URLSearchParams): FiltersReading {
  try {
    const status = text(params, 'status', 20);
    if (status !== null && status !== 'any' && !isLeadStatus(status))
      throw new Refusal('status', 'status is not one of the statuses');
    const from = day(params, 'from');
    const to = day(params, 'to');
    if (from && to && from > to) throw new Refusal('to', 'to is before from');
    const q = text(params, 'q', 40);
    if (q !== null && !/^[\p{L}\p{Nd}\s+().-]+$/u.test(q))
      throw new Refusal('q', 'search by phone digits or a reference');
    const limit = count(params, 'limit', PAGE_SIZE, MAX_PAGE_SIZE);
    if (limit < 1) throw new Refusal('limit', 'limit is not valid');
    return {
      ok: true,
      filters: {
        status: status === 'any' ? null : (status as LeadStatus | null),
        city: text(params, 'city', 120),
        source: text(params, 'source', 300),
        from,
        to,
        q,
        offset: count(params, 'offset', 0, 1_000_000),
        limit,
      },
    };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, field: err.field, error: err.error };
    throw err;
  }
}

/** The filters as a query string (the page's links to the CSV files carry them). */
export function filtersQuery(filters: Partial<LeadFilters>): string {
  const params = new URLSearchParams();
  for (const key of ['status', 'city', 'source', 'from', 'to', 'q'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params.toString();
}

/**
 * The city a lead is about: the column, where the leads endpoint fills it; else a quote's pickup
 * city and a partner's city, from the lead as sent.
 */
export const CITY_SQL = `COALESCE(NULLIF(l.city, ''), CASE l.kind
  WHEN 'quote' THEN json_extract(l.data, '$.fromCity')
  WHEN 'partner' THEN json_extract(l.data, '$.city') END)`;

/** The page a lead came from, without its query (`/packers-movers-in-pune`). */
export const PAGE_SQL = `CASE WHEN instr(l.page, '?') > 0
  THEN substr(l.page, 1, instr(l.page, '?') - 1) ELSE l.page END`;

/** The visit's source and medium as the owner reads them: `google / cpc`, or NOT_SET. */
export const SOURCE_SQL = `CASE WHEN COALESCE(l.src_source, '') = '' THEN '${NOT_SET}'
  ELSE l.src_source || CASE WHEN COALESCE(l.src_medium, '') = '' THEN ''
  ELSE ' / ' || l.src_medium END END`;

/** The phone number's digits only (`+91 98765 43210` -> `919876543210`). */
const PHONE_DIGITS_SQL = `replace(replace(replace(replace(l.phone, ' ', ''), '+', ''), '-', ''), '.', '')`;

/** The digits to look for: any script's digits, without the country code or trunk 0 in front. */
export function searchDigits(q: string): string {
  const digits = asciiDigits(q).replace(/\D/g, '');
  if (/^(91|0091)\d{10}$/.test(digits)) return digits.slice(-10);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  return digits;
}

export interface Where {
  sql: string;
  values: unknown[];
}

/** The WHERE clause (over `leads l`) of the filters, with its values. */
export function whereOf(filters: LeadFilters): Where {
  const parts: string[] = [];
  const values: unknown[] = [];
  if (filters.status) {
    parts.push('l.status = ?');
    values.push(filters.status);
  }
  if (filters.city) {
    parts.push(`${CITY_SQL} = ? COLLATE NOCASE`);
    values.push(filters.city);
  }
  if (filters.source) {
    if (filters.source === NOT_SET) parts.push(`COALESCE(l.src_source, '') = ''`);
    else {
      const [source, ...medium] = filters.source.split(' / ');
      parts.push('l.src_source = ? COLLATE NOCASE');
      values.push(source);
      if (medium.length) {
        parts.push('l.src_medium = ? COLLATE NOCASE');
        values.push(medium.join(' / '));
      }
    }
  }
  if (filters.from) {
    parts.push('l.created_at >= ?');
    values.push(indiaDayStart(filters.from));
  }
  if (filters.to) {
    parts.push('l.created_at < ?');
    values.push(indiaDayEnd(filters.to));
  }
  if (filters.q) {
    const digits = searchDigits(filters.q);
    const ref = filters.q.toUpperCase().replace(/\s+/g, '');
    const byRef = /^[A-Z0-9-]+$/.test(ref);
    // Three or more digits and nothing but what a phone number is written with: a phone search
    // (a reference can be all digits too, so it is looked for as well).
    const byPhone = digits.length >= 3 && /^[\d\s+().-]+$/.test(asciiDigits(filters.q));
    const either: string[] = [];
    if (byPhone) {
      either.push(`${PHONE_DIGITS_SQL} LIKE ?`);
      values.push(`%${digits}%`);
    }
    if (byRef) {
      either.push('l.ref LIKE ?');
      values.push(`%${ref}%`);
    }
    parts.push(either.length ? `(${either.join(' OR ')})` : '0');
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', values };
}
