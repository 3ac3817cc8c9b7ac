/**
 * Telling the business of each lead by e-mail, from the edge: EmailJS's REST API with the
 * account's private key (a secret of the deployment, never in a page), so the templates the
 * browser used keep working. The lead is stored before any of this runs; a notification that
 * fails waits in D1 (notify_status 'pending') and is tried again after a growing wait, on later
 * requests, for as long as it takes.
 */
import { sourceText } from '../attribution';
import { contactTemplateParams, partnerTemplateParams, quoteTemplateParams } from '../email-params';
import type { D1Like } from './d1';
import { quoteEmailValues } from './email-values';
import type { Lead } from './lead';
import { NOTIFY_RETRY } from './limits';

export const DEFAULT_EMAIL_API_URL = 'https://api.emailjs.com/api/v1.0/email/send';

/** The deployment's e-mail settings (Pages secrets and variables; .dev.vars locally). */
export interface NotifyEnv {
  EMAILJS_PUBLIC_KEY?: string;
  EMAILJS_PRIVATE_KEY?: string;
  EMAILJS_SERVICE_ID?: string;
  EMAILJS_QUOTE_TEMPLATE_ID?: string;
  EMAILJS_CONTACT_TEMPLATE_ID?: string;
  EMAILJS_PARTNER_TEMPLATE_ID?: string;
  /** Where the REST API is: EmailJS by default; tests point it at a stub on this machine. */
  EMAIL_API_URL?: string;
  /** The site's address, for the written scope's link in the e-mail. */
  SITE_URL?: string;
}

/** True when the e-mail settings are complete for this kind of lead. */
export function notifyConfigured(env: NotifyEnv, kind: Lead['kind']): boolean {
  return Boolean(
    env.EMAILJS_PUBLIC_KEY &&
    env.EMAILJS_PRIVATE_KEY &&
    env.EMAILJS_SERVICE_ID &&
    templateId(env, kind),
  );
}

function templateId(env: NotifyEnv, kind: Lead['kind']): string | undefined {
  if (kind === 'quote') return env.EMAILJS_QUOTE_TEMPLATE_ID;
  if (kind === 'contact') return env.EMAILJS_CONTACT_TEMPLATE_ID;
  return env.EMAILJS_PARTNER_TEMPLATE_ID;
}

/** The template's parameters for a lead: the same names the browser's templates use. */
export function templateParams(lead: Lead, siteUrl = ''): Record<string, string> {
  const source = lead.attribution ? sourceText(lead.attribution) : '';
  if (lead.kind === 'contact') return contactTemplateParams({ ...lead, source });
  if (lead.kind === 'partner') return partnerTemplateParams({ ...lead, source });
  return quoteTemplateParams({ ...quoteEmailValues(lead, siteUrl), source });
}

/** The REST API's request body (https://www.emailjs.com/docs/rest-api/send/). */
export function emailRequest(env: NotifyEnv, lead: Lead) {
  return {
    service_id: env.EMAILJS_SERVICE_ID,
    template_id: templateId(env, lead.kind),
    user_id: env.EMAILJS_PUBLIC_KEY,
    accessToken: env.EMAILJS_PRIVATE_KEY,
    template_params: { ...templateParams(lead, env.SITE_URL ?? ''), reference: lead.ref },
  };
}

/** Seconds to wait after the `attempts`-th failure. */
export function retryDelay(attempts: number): number {
  const wait = NOTIFY_RETRY.firstDelaySeconds * 2 ** Math.max(0, attempts - 1);
  return Math.min(wait, NOTIFY_RETRY.maxDelaySeconds);
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Sends one notification; the error text when it did not go. */
async function send(env: NotifyEnv, lead: Lead, fetcher: Fetch): Promise<string | null> {
  try {
    const res = await fetcher(env.EMAIL_API_URL || DEFAULT_EMAIL_API_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(emailRequest(env, lead)),
    });
    if (res.ok) return null;
    return `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`;
  } catch (err) {
    return `network: ${String((err as Error)?.message ?? err).slice(0, 200)}`;
  }
}

interface PendingRow {
  ref: string;
  data: string;
  scope_signature: string | null;
  attribution: string | null;
  notify_attempts: number;
  notify_next_at: number;
}

/**
 * Sends the notifications that are due (a lead just stored among them), a few at a time. Each is
 * claimed first (its next try moved a lease ahead, only if nobody moved it since), so two
 * requests never send the same one. Returns what happened to each.
 */
export async function deliverPending(
  db: D1Like,
  env: NotifyEnv,
  now: number,
  fetcher: Fetch = fetch,
  /** The lead the calling request just stored: tried first, so that a burst of requests, each
   * taking the oldest waiting ones, does not leave its own lead waiting for a later request. */
  first?: string,
): Promise<Record<string, 'sent' | 'failed'>> {
  const { results } = await db
    .prepare(
      `SELECT ref, data, scope_signature, attribution, notify_attempts, notify_next_at FROM leads
       WHERE notify_status = 'pending' AND notify_next_at <= ?
       ORDER BY ref = ? DESC, notify_next_at LIMIT ?`,
    )
    .bind(now, first ?? '', NOTIFY_RETRY.batch)
    .all<PendingRow>();
  const done: Record<string, 'sent' | 'failed'> = {};
  for (const row of results) {
    const claim = await db
      .prepare(
        `UPDATE leads SET notify_next_at = ? WHERE ref = ? AND notify_status = 'pending'
           AND notify_next_at = ?`,
      )
      .bind(now + NOTIFY_RETRY.leaseSeconds, row.ref, row.notify_next_at)
      .run();
    if (claim.meta.changes !== 1) continue;
    const lead = JSON.parse(row.data) as Lead;
    if (row.attribution) lead.attribution = JSON.parse(row.attribution) as Lead['attribution'];
    // The e-mail's scope link carries our signature where the edge issued the scope.
    if (lead.kind === 'quote' && lead.scope && row.scope_signature)
      lead.scope = `${lead.scope.split('.').slice(0, 2).join('.')}.${row.scope_signature}`;
    const error = notifyConfigured(env, lead.kind)
      ? await send(env, lead, fetcher)
      : 'not configured';
    const attempts = row.notify_attempts + 1;
    if (error === null) {
      await db
        .prepare(
          `UPDATE leads SET notify_status = 'sent', notify_attempts = ?, notify_error = NULL,
             notified_at = ? WHERE ref = ?`,
        )
        .bind(attempts, now, row.ref)
        .run();
      done[row.ref] = 'sent';
    } else {
      await db
        .prepare(
          `UPDATE leads SET notify_attempts = ?, notify_error = ?, notify_next_at = ? WHERE ref = ?`,
        )
        .bind(attempts, error, now + retryDelay(attempts), row.ref)
        .run();
      done[row.ref] = 'failed';
    }
  }
  return done;
}
