/**
 * The inbox page's side of `/api/admin` (lib/admin/handle.ts): one function a call, each answer
 * read into what the page must do next: show it, ask for the password again, say the inbox is not
 * set up, say the server cannot be reached, or name the field the edge refused.
 */
import { filtersQuery, type LeadFilters } from './filters';
import { indiaDay } from './india-time';
import type { LeadStatus } from './statuses';
import type { AdminLead, AdminReport, LeadList } from './types';

export const ADMIN_API = '/api/admin';

export type Outcome<T> =
  | { ok: true; value: T }
  /** No session (or it expired), or a wrong password. */
  | { ok: false; reason: 'signed-out' }
  /** No LEADS_ADMIN_PASSWORD at the edge. */
  | { ok: false; reason: 'not-configured' }
  /** No connection, no functions on this host, or the database is down. */
  | { ok: false; reason: 'unreachable' }
  /** Bad input: the field and why. */
  | { ok: false; reason: 'refused'; field: string; error: string };

/** What every answer of the API holds, besides its own fields. */
interface Answer {
  ok?: boolean;
  field?: string;
  error?: string;
}

/** An answer of the API read into what the page does next. */
export async function outcomeOf<T>(res: Response): Promise<Outcome<T>> {
  let body: Answer | null;
  try {
    body = (await res.json()) as Answer;
  } catch {
    // Not the API's JSON: a host without the functions answering its 404 page.
    body = null;
  }
  if (res.ok && body?.ok) return { ok: true, value: body as T };
  if (res.status === 401) return { ok: false, reason: 'signed-out' };
  if (res.status === 503 && body?.field === 'config')
    return { ok: false, reason: 'not-configured' };
  if (body && res.status >= 400 && res.status < 500 && res.status !== 404 && res.status !== 405)
    return { ok: false, reason: 'refused', field: body.field ?? '', error: body.error ?? '' };
  return { ok: false, reason: 'unreachable' };
}

async function call<T>(path: string, init: RequestInit = {}): Promise<Outcome<T>> {
  let res: Response;
  try {
    res = await fetch(`${ADMIN_API}${path}`, {
      credentials: 'same-origin',
      cache: 'no-store',
      ...init,
      headers: init.body ? { 'Content-Type': 'application/json' } : undefined,
    });
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  return outcomeOf<T>(res);
}

const json = (method: string, value: unknown): RequestInit => ({
  method,
  body: JSON.stringify(value),
});

export type Filters = Omit<LeadFilters, 'offset' | 'limit'>;

export const adminApi = {
  session: () => call<{ ok: true }>('/session'),
  signIn: (password: string) => call<{ ok: true }>('/session', json('POST', { password })),
  signOut: () => call<{ ok: true }>('/session', { method: 'DELETE' }),
  leads: (filters: Filters, offset: number) => {
    const query = filtersQuery(filters);
    return call<LeadList>(`/leads?${query}${query ? '&' : ''}offset=${offset}`);
  },
  setStatus: (ref: string, status: LeadStatus, note: string) =>
    call<{ ok: true; lead: AdminLead }>(
      `/leads/${encodeURIComponent(ref)}/status`,
      json('POST', { status, note }),
    ),
  report: (from: string, to: string) => call<AdminReport>(`/report?${filtersQuery({ from, to })}`),
};

/** The file of the leads the filters show. */
export const leadsCsvHref = (filters: Filters): string => {
  const query = filtersQuery(filters);
  return `${ADMIN_API}/leads.csv${query ? `?${query}` : ''}`;
};

/** How far back the Google Ads file reaches: Google takes clicks up to 90 days old. */
export const ADS_DAYS = 90;

/** The Google Ads file of the bookings of the last ADS_DAYS days (India time), at `now` (seconds). */
export const adsCsvHref = (now: number, ios = false): string =>
  `${ADMIN_API}/google-ads.csv?from=${indiaDay(now - (ADS_DAYS - 1) * 24 * 60 * 60)}${ios ? '&ios=1' : ''}`;
