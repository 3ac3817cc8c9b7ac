'use client';

import { useEffect, useLayoutEffect, useRef, type Dispatch } from 'react';
import type { Action, CopyStatus, Sent } from './form-state';

/**
 * The sent state (reference, chat link, scope link, what happens next) kept for the tab's session,
 * so it survives a reload, Back and Forward: people open the scope, go elsewhere and come back.
 * It is kept for the page it was sent from, and goes when the visitor starts a new request there.
 */
export const SENT_KEY = 'shiftease:quote-sent';

const COPY: readonly CopyStatus[] = ['none', 'sending', 'sent', 'queued'];

/** The scope is a page of ours: a link elsewhere was not written by this site. */
function isOurs(link: string): boolean {
  try {
    return new URL(link, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** A kept sent state, or null if `raw` is not one (storage is the visitor's to change). */
export function readSent(raw: unknown): Sent | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const text = (k: string) => (typeof r[k] === 'string' ? (r[k] as string) : null);
  const ref = text('ref');
  const chatLink = text('chatLink');
  const body = text('text');
  const scopeLink = text('scopeLink');
  if (!ref || !chatLink?.startsWith('https://') || body === null) return null;
  if (scopeLink !== null && !isOurs(scopeLink)) return null;
  return {
    ref,
    chatLink,
    text: body,
    tabBlocked: r.tabBlocked === true,
    estimateMissing: r.estimateMissing === true,
    copy: COPY.includes(r.copy as CopyStatus) ? (r.copy as CopyStatus) : 'none',
    ...(scopeLink ? { scopeLink } : {}),
    ...(r.noSignal === true ? { noSignal: true } : {}),
  };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Puts the kept sent state back as the form becomes live, and keeps it as it changes. */
export function useKeptSent(sent: Sent | null, dispatch: Dispatch<Action>): void {
  const restored = useRef(false);

  useLayoutEffect(() => {
    try {
      const kept = JSON.parse(storage()?.getItem(SENT_KEY) ?? 'null') as { page?: unknown } | null;
      const read = kept?.page === window.location.pathname ? readSent(kept) : null;
      if (read) dispatch({ type: 'keptSent', sent: read });
    } catch {
      // Not JSON: nothing kept.
    }
  }, [dispatch]);

  useEffect(() => {
    // The first run sees the state from before the kept one was put back.
    if (!restored.current) {
      restored.current = true;
      return;
    }
    try {
      if (sent)
        storage()?.setItem(SENT_KEY, JSON.stringify({ ...sent, page: window.location.pathname }));
      else storage()?.removeItem(SENT_KEY);
    } catch {
      // Storage full or off: the sent state lives as long as the page.
    }
  }, [sent]);
}
