/**
 * The browser's side of the leads endpoint: one POST, with `keepalive` so that a request made as
 * the visitor leaves for WhatsApp still arrives, and its answer read into what the form and the
 * outbox need to decide: stored, refused for good (a 4xx naming its field), limited for now, or
 * worth trying again (no connection, the edge down, or no endpoint on this host).
 */
import type { LeadAnswer } from './handle';

export type PostOutcome =
  /** Stored now, or before (a retry): `scope` is the written scope as issued, if one was. */
  | { status: 'stored'; ref: string; duplicate: boolean; scope?: string }
  /** Refused for what it holds: sending it again cannot help. */
  | { status: 'refused'; code: number; field: string; error: string }
  /** Too many requests from this connection or number: later may work. */
  | { status: 'limited'; field: string; retryAfterSeconds: number }
  /** Not sent or not stored: no connection, the edge failed, or this host has no endpoint. */
  | { status: 'retry'; cause: 'network' | 'server' | 'missing' };

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

async function answerOf(res: Response): Promise<LeadAnswer | null> {
  try {
    return (await res.json()) as LeadAnswer;
  } catch {
    return null;
  }
}

export async function postLead(
  url: string,
  lead: object,
  fetcher: Fetch = (u, init) => fetch(u, init),
): Promise<PostOutcome> {
  let res: Response;
  try {
    res = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(lead),
      keepalive: true,
      credentials: 'same-origin',
    });
  } catch {
    return { status: 'retry', cause: 'network' };
  }
  const answer = await answerOf(res);
  if (res.ok && answer?.ok && answer.ref) {
    return {
      status: 'stored',
      ref: answer.ref,
      duplicate: Boolean(answer.duplicate),
      ...(answer.scope ? { scope: answer.scope } : {}),
    };
  }
  // A host without functions answers its 404 page, or 405 for a POST to a static file.
  if (res.status === 404 || res.status === 405 || !answer)
    return { status: 'retry', cause: 'missing' };
  if (res.status === 429) {
    const wait = Number(res.headers.get('Retry-After'));
    return {
      status: 'limited',
      field: answer.field ?? 'ip',
      retryAfterSeconds: Number.isFinite(wait) && wait > 0 ? wait : 600,
    };
  }
  if (res.status >= 400 && res.status < 500 && res.status !== 408)
    return {
      status: 'refused',
      code: res.status,
      field: answer.field ?? 'body',
      error: answer.error ?? '',
    };
  return { status: 'retry', cause: 'server' };
}
