'use client';

import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import type { QuoteEmailValues } from '@/lib/email';
import { OUTBOX_EVENT, addToOutbox } from '@/lib/outbox';
import type { FlushResult } from '@/lib/outbox-flush';
import type { Action } from './form-state';

/** What the page says of a copy: dropped means e-mail is not configured, or it was given up. */
const SHOWN = { sent: 'sent', queued: 'queued', dropped: 'none' } as const;

/**
 * The e-mail copy of each request, through the outbox (lib/outbox.ts): queued on the device first,
 * then sent now if the device is online. When the connection returns, or on a later visit, the
 * layout's OutboxFlusher sends what waits; every flush announces its result (OUTBOX_EVENT), and the
 * form shows how its own copies fared.
 */
export function useOutbox(enabled: boolean, dispatch: Dispatch<Action>) {
  const mine = useRef(new Set<string>());

  useEffect(() => {
    if (!enabled) return;
    const onResult = (e: Event) => {
      const result = (e as CustomEvent<FlushResult>).detail ?? {};
      for (const [ref, status] of Object.entries(result))
        if (mine.current.has(ref)) dispatch({ type: 'copy', ref, status: SHOWN[status] });
    };
    window.addEventListener(OUTBOX_EVENT, onResult);
    return () => window.removeEventListener(OUTBOX_EVENT, onResult);
  }, [enabled, dispatch]);

  /** Queues the copy of a request just written out and, online, sends it. */
  const send = useCallback(
    (values: QuoteEmailValues) => {
      if (!enabled) return;
      const ref = values.reference;
      if (!addToOutbox(window.localStorage, values)) {
        dispatch({ type: 'copy', ref, status: 'none' });
        return;
      }
      mine.current.add(ref);
      // Offline, a send can only fail: the 'online' event brings the next try.
      const online = navigator.onLine;
      dispatch({ type: 'copy', ref, status: online ? 'sending' : 'queued' });
      if (!online) return;
      import('@/lib/outbox-flush')
        .then((m) => m.flushStoredOutbox())
        .catch((err: unknown) => {
          // The sending code itself could not be fetched (a redeploy, a dropped line): it waits.
          console.error('Could not send the e-mail copy yet', err);
          dispatch({ type: 'copy', ref, status: 'queued' });
        });
    },
    [enabled, dispatch],
  );

  return { send };
}
