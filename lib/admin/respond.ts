/**
 * The inbox API's answers (lib/admin/handle.ts): never stored by a browser or a cache, never
 * indexed, and the one refusal every request without the owner's secret gets, word for word,
 * whatever it asked for. Cloudflare Pages does not apply _headers to what a function answers, so
 * these headers are set here.
 */
import { jsonAnswer } from '../leads/http';
import { clearedSessionCookie } from './session';

const PRIVATE = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  jsonAnswer(status, body, { ...PRIVATE, ...headers });

/** A 4xx or 5xx naming the field at fault: `{ ok: false, field, error }`. */
export const refuse = (
  status: number,
  field: string,
  error: string,
  headers?: Record<string, string>,
): Response => json(status, { ok: false, field, error }, headers);

/**
 * The answer to a request without the secret, or with a wrong one: the same for every path,
 * reference and method, so that it tells nothing (not whether a lead exists). Its challenge names
 * the sign-in form, not HTTP Basic, so that a browser never pops up a password box of its own.
 */
export const unauthorized = (): Response =>
  refuse(401, 'auth', 'sign in first', {
    'WWW-Authenticate': 'Cookie realm="ShiftEase owner", form-action="/admin"',
    'Set-Cookie': clearedSessionCookie(),
  });

/** A CSV file to save, as `name`. */
export function csv(body: string, name: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      ...PRIVATE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
}
