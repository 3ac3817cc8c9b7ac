'use client';

import { useEffect } from 'react';
import { OUTBOX_KEY } from '@/lib/outbox-key';

/**
 * Sends the e-mail copies of quote requests that could not go before (lib/outbox.ts) on any page
 * of a later visit, and when the connection returns. Costs one storage read per page: the sending
 * code is fetched only when something waits.
 */
export function OutboxFlusher() {
  useEffect(() => {
    const flush = () => {
      let waiting = false;
      try {
        waiting = Boolean(window.localStorage.getItem(OUTBOX_KEY));
      } catch {
        return; // storage disabled: nothing can have been queued either
      }
      if (!waiting || !navigator.onLine) return;
      import('@/lib/outbox-flush')
        .then((m) => m.flushStoredOutbox())
        .catch((err: unknown) => console.error('Could not send queued e-mail copies', err));
    };
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);
  return null;
}
