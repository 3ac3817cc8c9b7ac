'use client';

import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import type { QuoteEmailValues } from '@/lib/email';
import { addToOutbox, hasOutbox } from '@/lib/outbox';
import type { Action } from './form-state';

const loadFlush = () => import('@/lib/outbox-flush');

/** What the page says of a copy: dropped means e-mail is not configured, or it was given up. */
const SHOWN = { sent: 'sent', queued: 'queued', dropped: 'none' } as const;

/**
 * The e-mail copy of each request, through the outbox (lib/outbox.ts): queued on the device first,
 * then sent, now or when the connection returns, once. The form hears how its copy fared
 * (`copy` actions); the site's layout also empties the outbox on a later visit.
 */
export function useOutbox(enabled: boolean, dispatch: Dispatch<Action>) {
  const mine = useRef(new Set<string>());

  const flush = useCallback(async () => {
    if (!hasOutbox(window.localStorage)) return;
    try {
      const result = await (await loadFlush()).flushStoredOutbox();
      for (const [ref, status] of Object.entries(result)) {
        if (!mine.current.has(ref)) continue;
        dispatch({ type: 'copy', ref, status: SHOWN[status] });
      }
    } catch (err) {
      // The sending code itself could not be fetched (offline, a redeploy): the copy waits.
      console.error('Could not send the e-mail copy yet', err);
      for (const ref of mine.current) dispatch({ type: 'copy', ref, status: 'queued' });
    }
  }, [dispatch]);

  useEffect(() => {
    if (!enabled) return;
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [enabled, flush]);

  /** Queues the copy of a request just written out and tries to send it. */
  const send = useCallback(
    (values: QuoteEmailValues) => {
      if (!enabled) return;
      if (!addToOutbox(window.localStorage, values)) {
        dispatch({ type: 'copy', ref: values.reference, status: 'none' });
        return;
      }
      mine.current.add(values.reference);
      dispatch({
        type: 'copy',
        ref: values.reference,
        status: navigator.onLine ? 'sending' : 'queued',
      });
      void flush();
    },
    [enabled, dispatch, flush],
  );

  return { send };
}
