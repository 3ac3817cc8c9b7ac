/**
 * `POST /api/leads` (functions/api/leads.ts): a quote, contact or partner request, judged by the
 * same rules as the form (./lead.ts), stored in D1 before the answer, once per reference, and the
 * business told by e-mail after the answer. Bad input gets a 4xx naming its field; a database
 * that cannot be reached gets a 503, which the browser's outbox answers by trying again.
 */
import type { D1Like } from './d1';
import { readLead, phoneKey, type Lead } from './lead';
import { LEAD_LIMITS } from './limits';
import { issueScope, scopeSuspicion } from './issue-scope';
import { deliverPending, notifyConfigured, type NotifyEnv } from './notify';
import { findIssuedScope } from './scope-lookup';
import { countHit, hashAddress, insertLead, leadExists, type NotifyStatus } from './store';
import { checkTurnstile, type TurnstileEnv } from './turnstile';
import { jsonAnswer, readJsonBody, refuse } from './http';

export interface LeadsEnv extends NotifyEnv, TurnstileEnv {
  DB: D1Like;
  /** Mixed into the hash of each sender's address, so the hashes cannot be reversed by a table. */
  IP_SALT?: string;
  /**
   * The private key that signs written scopes, a P-256 JWK as JSON (npm run scope-keys); without
   * it no scope is issued (docs/product.md#the-written-scope).
   */
  SCOPE_SIGNING_KEY?: string;
}

export interface LeadAnswer {
  ok: boolean;
  ref?: string;
  /** A lead with this reference was stored before: nothing new was stored. */
  duplicate?: boolean;
  error?: string;
  /** The field at fault: a form field, or `body`, `origin`, `ip`, `turnstile`. */
  field?: string;
  /** The written scope as issued (signed), for a quote that carried one. */
  scope?: string;
}

const answer = (status: number, body: LeadAnswer) => jsonAnswer(status, body);

/** Why a lead looks like a bot's, or null. */
function suspicion(lead: Lead, turnstile: 'pass' | 'unchecked'): string | null {
  if (lead.website) return 'honeypot';
  if (lead.elapsedMs < LEAD_LIMITS.minFillMs) return 'fast';
  if (turnstile === 'unchecked') return 'turnstile-unchecked';
  return null;
}

export async function handleLeadPost(
  request: Request,
  env: LeadsEnv,
  waitUntil: (work: Promise<unknown>) => void,
  now: Date = new Date(),
): Promise<Response> {
  // A form on another site may not post here (a JSON body already needs CORS, which we never
  // grant; this says so plainly).
  const origin = request.headers.get('Origin');
  if (origin && origin !== new URL(request.url).origin)
    return refuse(403, 'origin', 'leads are accepted from this site only');

  const body = await readJsonBody(request, {
    maxBytes: LEAD_LIMITS.maxBodyBytes,
    what: 'the lead',
  });
  if (body instanceof Response) return body;
  const reading = readLead(body.json, now);
  if (!reading.ok) return refuse(400, reading.field, reading.message);
  const { lead } = reading;
  const seconds = Math.floor(now.getTime() / 1000);
  const db = env.DB;

  try {
    // A retry of a lead already stored: the same answer, nothing counted.
    if (await leadExists(db, lead.ref)) {
      const scope = lead.kind === 'quote' && lead.scope && (await findIssuedScope(db, lead.scope));
      return answer(200, { ok: true, ref: lead.ref, duplicate: true, ...(scope ? { scope } : {}) });
    }

    const address = request.headers.get('CF-Connecting-IP') ?? '';
    const ipHash = await hashAddress(address, env.IP_SALT ?? '');
    const limits = [
      ['ip', `ip:${ipHash}`, LEAD_LIMITS.perIp],
      ['phone', `phone:${phoneKey(lead)}`, LEAD_LIMITS.perPhone],
    ] as const;
    for (const [field, key, limit] of limits) {
      if ((await countHit(db, key, limit.windowSeconds, seconds)) > limit.max) {
        const wait = limit.windowSeconds - (seconds % limit.windowSeconds);
        const who = field === 'ip' ? 'this connection' : 'this phone number';
        return refuse(429, field, `too many requests from ${who}; try again later`, {
          'Retry-After': String(wait),
        });
      }
    }

    const turnstile = await checkTurnstile(env, lead.turnstile, address);
    if (turnstile === 'fail')
      return refuse(403, 'turnstile', 'the anti-bot check failed; reload the page and try again');

    const suspect = suspicion(lead, turnstile);
    const notify: NotifyStatus =
      suspect === 'honeypot' || suspect === 'fast'
        ? 'held'
        : notifyConfigured(env, lead.kind)
          ? 'pending'
          : 'off';
    // A scope that fails a check is kept unsigned, the lead with it (lib/leads/issue-scope.ts).
    const issue =
      lead.kind === 'quote' && lead.scope && env.SCOPE_SIGNING_KEY
        ? await issueScope(lead, now, env.SCOPE_SIGNING_KEY)
        : null;
    if (issue && !issue.issued)
      console.warn(`leads: scope of ${lead.ref} not issued: ${issue.reason}`);
    const marks = [suspect, scopeSuspicion(issue)].filter(Boolean).join(', ') || null;
    const scopeSignature = issue?.issued ? issue.signature : undefined;
    const stored = await insertLead(
      db,
      { lead, suspect: marks, ipHash, notify, scopeSignature },
      seconds,
    );
    // Telling the business waits for nothing the visitor needs: after the answer.
    waitUntil(
      deliverPending(db, env, seconds, fetch, lead.ref).catch((err: unknown) =>
        console.error('leads: delivering notifications failed', String(err)),
      ),
    );
    return answer(stored ? 201 : 200, {
      ok: true,
      ref: lead.ref,
      duplicate: !stored,
      ...(issue?.issued ? { scope: issue.fragment } : {}),
    });
  } catch (err) {
    console.error('leads: storing failed', String(err));
    return refuse(503, 'server', 'the lead could not be stored just now; try again', {
      'Retry-After': '30',
    });
  }
}
