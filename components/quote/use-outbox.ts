'use client';

import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import { OUTBOX_EVENT, addToOutbox, type OutgoingLead } from '@/lib/outbox';
import type { FlushResult, FlushStatus } from '@/lib/outbox-flush';
import type { Action } from './form-state';

/** What the page says of a request: dropped means nowhere to send it, or it was given up. */
const SHOWN = { sent: 'sent', queued: 'queued', dropped: 'none' } as const satisfies Record<
  FlushStatus,
  string
>;

/**
 * Each request's copy for the business (the lead at the edge, or the e-mail copy where the host
 * has no endpoint), through the outbox (lib/outbox.ts): queued on the device first, then sent now
 * if the device is online. When the connection returns, or on a later visit, the layout's
 * OutboxFlusher sends what waits; every flush announces its result (OUTBOX_EVENT), and the form
 * shows how its own requests fared. With storage blocked, nothing can wait: it is sent at once.
 */
export function useOutbox(enabled: boolean, dispatch: Dispatch<Action>) {
  const mine = useRef(new Set<string>());

  const report = useCallback(
    (result: FlushResult) => {
      for (const [ref, { status, scope }] of Object.entries(result)) {
        if (!mine.current.has(ref)) continue;
        // Waiting while online means the edge said "later" (a limit, an outage): the chat
        // message is the request then, and "no connection" would not be true.
        const shown = status === 'queued' && navigator.onLine ? 'none' : SHOWN[status];
        dispatch({ type: 'copy', ref, status: shown });
        if (scope) dispatch({ type: 'issued', ref, scope });
      }
    },
    [dispatch],
  );

  useEffect(() => {
    if (!enabled) return;
    const onResult = (e: Event) => report((e as CustomEvent<FlushResult>).detail ?? {});
    window.addEventListener(OUTBOX_EVENT, onResult);
    return () => window.removeEventListener(OUTBOX_EVENT, onResult);
  }, [enabled, report]);

  /** Queues a request just written out and, online, sends it. */
  const send = useCallback(
    (lead: OutgoingLead) => {
      if (!enabled) return;
      const { ref } = lead;
      mine.current.add(ref);
      let queued = false;
      try {
        queued = addToOutbox(window.localStorage, lead);
      } catch {
        queued = false; // storage blocked by the browser: window.localStorage itself throws
      }
      const online = navigator.onLine;
      dispatch({ type: 'copy', ref, status: online || !queued ? 'sending' : 'queued' });
      if (queued && !online) return;
      import('@/lib/outbox-flush')
        .then(async (m) => {
          if (queued) return void (await m.flushStoredOutbox());
          const delivery = await m.sendNow(lead);
          report({
            [ref]:
              delivery.status === 'sent'
                ? { status: 'sent', scope: delivery.scope }
                : { status: 'dropped' },
          });
        })
        .catch((err: unknown) => {
          // The sending code itself could not be fetched (a redeploy, a dropped line): it waits.
          console.error('Could not send the request yet', err);
          dispatch({ type: 'copy', ref, status: queued ? 'queued' : 'none' });
        });
    },
    [enabled, dispatch, report],
  );

  return { send };
}
