/**
 * Sends what waits in the outbox (lib/outbox.ts), each lead once. Loaded on demand: after a form
 * is sent, when the connection returns, and on a later visit that finds the outbox not empty.
 * Where the site has its leads endpoint (env.leadsApi) every lead goes there; on a host without
 * one, a quote's e-mail copy goes through EmailJS from the browser, as before.
 *
 * Once, never twice: every tab and every call goes through one lock (the Web Locks API, shared by
 * the tabs of the site; an in-page queue where a browser lacks it), and each entry is read again
 * inside the lock and removed as soon as it is sent. The endpoint stores a reference once, so
 * even a tab closed between the send and the removal makes no second lead.
 */
import { sendQuoteCopy } from './email';
import { env } from './env';
import { postLead } from './leads/client';
import { quoteEmailValues } from './leads/email-values';
import type { QuoteLead } from './leads/lead';
import {
  OUTBOX_EVENT,
  countAttempt,
  pruneOutbox,
  readOutbox,
  removeFromOutbox,
  type OutgoingLead,
  type StorageLike,
} from './outbox';

/** A copy the e-mail service keeps refusing is given up after this many attempts online. */
export const MAX_ATTEMPTS = 8;

/** How one try went: sent, no connection, failed (try later), or refused (never). */
export type Delivery =
  | { status: 'sent'; scope?: string }
  | { status: 'offline' }
  | { status: 'failed' }
  | { status: 'refused' };

export interface Sender {
  send: (lead: OutgoingLead) => Promise<Delivery>;
  /** Failed tries before a lead is given up; the endpoint's leads wait until they expire. */
  maxAttempts: number;
}

export interface FlushDeps {
  storage: StorageLike;
  sender?: Sender;
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
}

export type FlushStatus = 'sent' | 'queued' | 'dropped';
export type FlushResult = Record<string, { status: FlushStatus; scope?: string }>;

let chain: Promise<unknown> = Promise.resolve();

/** The platform's cross-tab lock, else an in-page queue. */
export function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request('shiftease-outbox', task) as Promise<T>;
  const run = chain.then(task, task);
  chain = run.catch(() => undefined);
  return run;
}

/**
 * To the leads endpoint, with a fresh Turnstile token where the site has a site key (a token
 * lives minutes; a lead may wait days). A refused token is a reason to try again later, not to
 * give the lead up.
 */
export function endpointSender(url: string, turnstileSiteKey: string | null = null): Sender {
  return {
    maxAttempts: Number.POSITIVE_INFINITY,
    send: async (lead) => {
      const token = turnstileSiteKey
        ? await (await import('./turnstile-client')).turnstileToken(turnstileSiteKey)
        : '';
      const outcome = await postLead(url, token ? { ...lead, turnstile: token } : lead);
      if (outcome.status === 'stored') return { status: 'sent', scope: outcome.scope };
      if (outcome.status === 'refused' && outcome.field === 'turnstile')
        return { status: 'failed' };
      if (outcome.status === 'refused') {
        console.error('The leads endpoint refused a lead', outcome.field, outcome.error);
        return { status: 'refused' };
      }
      if (outcome.status === 'retry' && outcome.cause === 'network') return { status: 'offline' };
      return { status: 'failed' };
    },
  };
}

/** A quote's e-mail copy through EmailJS, for a host without the endpoint. */
export const emailSender: Sender = {
  maxAttempts: MAX_ATTEMPTS,
  send: async (lead) => {
    if (lead.kind !== 'quote') return { status: 'refused' };
    const outcome = await sendQuoteCopy(
      quoteEmailValues(lead as unknown as QuoteLead, window.location.origin),
    );
    if (outcome.status === 'sent') return { status: 'sent' };
    if (outcome.status === 'not-configured') return { status: 'refused' };
    return outcome.cause === 'network' ? { status: 'offline' } : { status: 'failed' };
  },
};

export const defaultSender = (): Sender =>
  env.leadsApi ? endpointSender(env.leadsApi, env.turnstileSiteKey) : emailSender;

async function sendAll(deps: Required<FlushDeps>): Promise<FlushResult> {
  const result: FlushResult = {};
  pruneOutbox(deps.storage);
  for (const { ref } of readOutbox(deps.storage)) {
    // Read again: another tab may have sent it while this one waited for the lock.
    const entry = readOutbox(deps.storage).find((e) => e.ref === ref);
    if (!entry) continue;
    const delivery = await deps.sender.send(entry.lead);
    if (delivery.status === 'sent' || delivery.status === 'refused') {
      removeFromOutbox(deps.storage, ref);
      result[ref] =
        delivery.status === 'sent'
          ? { status: 'sent', ...(delivery.scope ? { scope: delivery.scope } : {}) }
          : { status: 'dropped' };
      continue;
    }
    if (delivery.status === 'offline') {
      // Still offline: the rest would fail the same way; keep them all for the next chance.
      for (const e of readOutbox(deps.storage)) result[e.ref] ??= { status: 'queued' };
      break;
    }
    if (countAttempt(deps.storage, ref) >= deps.sender.maxAttempts) {
      removeFromOutbox(deps.storage, ref);
      console.error('Lead given up after repeated failures', ref);
      result[ref] = { status: 'dropped' };
    } else {
      result[ref] = { status: 'queued' };
    }
  }
  return result;
}

export function flushOutbox(deps: FlushDeps): Promise<FlushResult> {
  const full: Required<FlushDeps> = {
    storage: deps.storage,
    sender: deps.sender ?? defaultSender(),
    exclusive: deps.exclusive ?? exclusive,
  };
  return full.exclusive(() => sendAll(full));
}

/** The browser's outbox, flushed; the result also goes out as the OUTBOX_EVENT. */
export async function flushStoredOutbox(): Promise<FlushResult> {
  const result = await flushOutbox({ storage: window.localStorage });
  window.dispatchEvent(new CustomEvent(OUTBOX_EVENT, { detail: result }));
  return result;
}
