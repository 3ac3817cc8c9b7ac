/**
 * Sends what waits in the outbox (lib/outbox.ts), each copy once. Loaded on demand: after a quote
 * is submitted, when the connection returns, and on a later visit that finds the outbox not empty.
 *
 * Once, never twice: every tab and every call goes through one lock (the Web Locks API, shared by
 * the tabs of the site; an in-page queue where a browser lacks it), and each entry is read again
 * inside the lock and removed as soon as it is sent. The reference in each copy lets the business
 * spot the one duplicate no browser can rule out: a tab closed between the send and the removal.
 */
import { sendQuoteCopy, type QuoteEmailValues, type SendOutcome } from './email';
import {
  OUTBOX_EVENT,
  countAttempt,
  readOutbox,
  removeFromOutbox,
  type OutboxEntry,
  type StorageLike,
} from './outbox';

/** A copy the e-mail service keeps refusing is given up after this many attempts online. */
export const MAX_ATTEMPTS = 8;

export interface FlushDeps {
  storage: StorageLike;
  send?: (values: QuoteEmailValues) => Promise<SendOutcome>;
  /** Runs `task` alone among all flushes (all tabs where the platform allows). */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>;
}

export type FlushResult = Record<string, 'sent' | 'queued' | 'dropped'>;

let chain: Promise<unknown> = Promise.resolve();

/** The platform's cross-tab lock, else an in-page queue. */
export function exclusive<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) return locks.request('shiftease-outbox', task) as Promise<T>;
  const run = chain.then(task, task);
  chain = run.catch(() => undefined);
  return run;
}

async function sendAll(deps: Required<FlushDeps>): Promise<FlushResult> {
  const result: FlushResult = {};
  for (const { ref } of readOutbox(deps.storage)) {
    // Read again: another tab may have sent it while this one waited for the lock.
    const entry: OutboxEntry | undefined = readOutbox(deps.storage).find((e) => e.ref === ref);
    if (!entry) continue;
    const outcome = await deps.send(entry.values);
    if (outcome.status !== 'failed') {
      removeFromOutbox(deps.storage, ref);
      result[ref] = outcome.status === 'sent' ? 'sent' : 'dropped';
      continue;
    }
    if (outcome.cause === 'network') {
      // Still offline: the rest would fail the same way; keep them all for the next chance.
      for (const e of readOutbox(deps.storage)) result[e.ref] ??= 'queued';
      break;
    }
    if (countAttempt(deps.storage, ref) >= MAX_ATTEMPTS) {
      removeFromOutbox(deps.storage, ref);
      console.error('Quote e-mail copy given up', ref, outcome);
      result[ref] = 'dropped';
    } else {
      result[ref] = 'queued';
    }
  }
  return result;
}

export function flushOutbox(deps: FlushDeps): Promise<FlushResult> {
  const full: Required<FlushDeps> = {
    storage: deps.storage,
    send: deps.send ?? ((values) => sendQuoteCopy(values)),
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
