/**
 * `/api/admin/*` (functions/api/admin/): the owner's inbox at the edge. Every request is checked
 * in this order (docs/owner-inbox.md#only-the-owner-gets-in):
 *
 * 1. from this site's own page, or from no page at all (./same-origin.ts): else 403;
 * 2. LEADS_ADMIN_PASSWORD is configured: else 503, and nothing else is said;
 * 3. the owner's (./auth.ts): a live session, or the secret by HTTP Basic; signing in offers it
 *    in the form's JSON. Else the one 401 of ./respond.ts, the same for every path and reference,
 *    after the growing wait where a wrong secret was offered;
 * 4. then the route, whose bad input gets a 4xx naming the field.
 *
 *   GET    /api/admin/session              200 while signed in
 *   POST   /api/admin/session              sign in: { "password": … } -> the session cookie
 *   DELETE /api/admin/session              sign out
 *   GET    /api/admin/leads?…              the list (./filters.ts: status, city, source, from,
 *                                          to, q, offset, limit)
 *   POST   /api/admin/leads/<ref>/status   { "status": …, "note": … }
 *   GET    /api/admin/leads.csv?…          the filtered leads for Excel
 *   GET    /api/admin/google-ads.csv?…     booked ad clicks for Google Ads (from, to, ios=1)
 *   GET    /api/admin/report?from=&to=     leads and bookings by page, city and source
 */
import { isQuoteRef } from '../quote-ref';
import type { D1Like } from '../leads/d1';
import { readJsonBody } from '../leads/http';
import { adsCsv, bookedClicks, conversionName } from './ads-csv';
import { checkOffered, isOwner, type Clock } from './auth';
import { readFilters } from './filters';
import { indiaDay } from './india-time';
import { exportLeads } from './leads-csv';
import { listLeads } from './list';
import { leadReport } from './report';
import { csv, json, refuse, unauthorized } from './respond';
import { sameOrigin } from './same-origin';
import { configuredPassword } from './secret';
import { clearedSessionCookie, makeSession, SESSION_SECONDS, sessionCookie } from './session';
import { changeStatus, readStatusChange } from './status';

export interface AdminEnv {
  DB: D1Like;
  /** The owner's secret (a Pages secret; .dev.vars locally). Without it the inbox stays shut. */
  LEADS_ADMIN_PASSWORD?: string;
  /** Mixed into the hash kept of each sender's address. */
  IP_SALT?: string;
  /** The Google Ads conversion action bookings are imported into; `Booked move` by default. */
  GOOGLE_ADS_CONVERSION_NAME?: string;
}

export interface AdminOptions {
  /** The edge's clock (tests pass their own). */
  now?: Date;
  /** How a wrong secret's wait is waited (tests record it instead). */
  sleep?: (ms: number) => Promise<void>;
}

/** The largest JSON body the inbox takes: a note of 1,000 characters and room to spare. */
const MAX_BODY_BYTES = 16 * 1024;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const readJson = (request: Request) =>
  readJsonBody(request, { maxBytes: MAX_BODY_BYTES, what: 'the request', refuseWith: refuse });

const methodNotAllowed = (allow: string) => refuse(405, 'method', `use ${allow}`, { Allow: allow });

/** POST /api/admin/session: the sign-in form's password, checked as any offered secret is. */
async function signIn(
  request: Request,
  env: AdminEnv,
  password: string,
  clock: Clock,
): Promise<Response> {
  const body = await readJson(request);
  if (body instanceof Response) return body;
  const offered = (body.json as { password?: unknown } | null)?.password;
  if (typeof offered !== 'string' || !offered)
    return refuse(400, 'password', 'password is required');
  if (offered.length > 1000) return refuse(400, 'password', 'password is too long');
  if (!(await checkOffered(request, env, password, offered, clock))) return unauthorized();
  return json(
    200,
    { ok: true, expiresAt: clock.now + SESSION_SECONDS },
    { 'Set-Cookie': sessionCookie(await makeSession(password, clock.now)) },
  );
}

/** Everything after the owner is known. `path` is the part after /api/admin. */
async function route(
  request: Request,
  env: AdminEnv,
  path: string,
  clock: Clock,
): Promise<Response> {
  const url = new URL(request.url);
  const { method } = request;
  const db = env.DB;

  if (path === '/session') {
    if (method === 'GET') return json(200, { ok: true });
    if (method === 'DELETE')
      return json(200, { ok: true }, { 'Set-Cookie': clearedSessionCookie() });
    return methodNotAllowed('GET, POST, DELETE');
  }

  const status = /^\/leads\/([^/]+)\/status$/.exec(path);
  if (status) {
    if (method !== 'POST') return methodNotAllowed('POST');
    const ref = status[1]!;
    if (!isQuoteRef(ref)) return refuse(404, 'ref', 'no lead has this reference');
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const change = readStatusChange(body.json);
    if (!change.ok) return refuse(400, change.field, change.error);
    const done = await changeStatus(db, ref, change, clock.now, url.origin);
    return done.ok
      ? json(200, { ok: true, lead: done.lead })
      : refuse(done.code, done.field, done.error);
  }

  const reads: Record<string, true> = {
    '/leads': true,
    '/leads.csv': true,
    '/google-ads.csv': true,
    '/report': true,
  };
  if (!reads[path]) return refuse(404, 'path', 'no such part of the inbox');
  if (method !== 'GET') return methodNotAllowed('GET');
  const reading = readFilters(url.searchParams);
  if (!reading.ok) return refuse(400, reading.field, reading.error);
  const { filters } = reading;
  const today = indiaDay(clock.now);

  if (path === '/leads') return json(200, await listLeads(db, filters, url.origin));
  if (path === '/leads.csv')
    return csv(await exportLeads(db, filters, url.origin), `leads-${today}.csv`);
  if (path === '/report') return json(200, await leadReport(db, filters.from, filters.to));
  const ios = url.searchParams.get('ios') === '1';
  const clicks = await bookedClicks(db, filters.from, filters.to);
  return csv(
    adsCsv(clicks, conversionName(env.GOOGLE_ADS_CONVERSION_NAME), { ios }),
    `google-ads-conversions-${today}${ios ? '-ios' : ''}.csv`,
  );
}

export async function handleAdmin(
  request: Request,
  env: AdminEnv,
  options: AdminOptions = {},
): Promise<Response> {
  const clock: Clock = {
    now: Math.floor((options.now ?? new Date()).getTime() / 1000),
    sleep: options.sleep ?? wait,
  };
  if (!sameOrigin(request)) return refuse(403, 'origin', 'the inbox answers its own page only');
  const password = configuredPassword(env.LEADS_ADMIN_PASSWORD);
  if (!password) return refuse(503, 'config', 'the inbox is not configured');

  const path = new URL(request.url).pathname.replace(/^\/api\/admin/, '').replace(/\/$/, '') || '/';
  try {
    if (path === '/session' && request.method === 'POST')
      return await signIn(request, env, password, clock);
    if (!(await isOwner(request, env, password, clock))) return unauthorized();
    return await route(request, env, path, clock);
  } catch (err) {
    console.error('admin: the database failed', String(err));
    return refuse(503, 'server', 'the leads could not be read just now; try again', {
      'Retry-After': '30',
    });
  }
}
