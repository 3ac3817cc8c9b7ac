'use client';

import { useEffect, useLayoutEffect, useRef, type Dispatch, type RefObject } from 'react';
import { readEarlyInput } from '@/lib/early-input';
import { sanitizeDraft, type QuoteData } from '@/lib/quote';
import { MAX_CITY_LENGTH } from '@/lib/store/origin';
import type { Action, CopyStatus, Sent } from './form-state';

const DRAFT_KEY = 'shiftease:quote-draft';
/** The item list, kept beside the draft by its own code (components/quote/items-panel.tsx). */
export const LIST_KEY = 'shiftease:quote-list';
/**
 * The sent state (reference, chat link, scope link, what happens next), so it survives a reload,
 * Back and Forward: people open the scope, go elsewhere and come back.
 */
const SENT_KEY = 'shiftease:quote-sent';

/** What the tab keeps under `key`, as JSON; null when nothing (or not JSON, or storage is off). */
export function readKept(key: string): unknown {
  try {
    return JSON.parse(window.sessionStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

/** Keeps `value` for the tab's session, or drops it (null). */
export function keep(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or disabled (private mode): the form works, for as long as the page.
  }
}

/** The request is sent: the draft and the item list kept beside it go. */
export function clearDraft() {
  keep(DRAFT_KEY, null);
  keep(LIST_KEY, null);
}

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
  const [ref, chatLink, body, scopeLink] = ['ref', 'chatLink', 'text', 'scopeLink'].map(text);
  if (!ref || !chatLink?.startsWith('https://') || typeof body !== 'string') return null;
  if (scopeLink && !isOurs(scopeLink)) return null;
  return {
    ref,
    chatLink,
    text: body,
    tabBlocked: r.tabBlocked === true,
    estimateMissing: r.estimateMissing === true,
    copy: COPY.includes(r.copy as CopyStatus) ? (r.copy as CopyStatus) : 'none',
    ...(scopeLink ? { scopeLink } : {}),
    ...(r.noSignal === true ? { noSignal: true } : {}),
    ...(r.scopeNeedsSize === true ? { scopeNeedsSize: true } : {}),
  };
}

/** `?from=` or `?to=` as plain text (URLSearchParams decodes it); never rendered as HTML. */
function readPlaceParam(name: 'from' | 'to'): string {
  const value = new URLSearchParams(window.location.search).get(name);
  return value ? value.trim().slice(0, MAX_CITY_LENGTH) : '';
}

/** This page is shown again (a reload, Back or Forward), not reached by a link. */
function isReturn(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/**
 * Restores the form once, as it becomes live, and keeps the draft until it is sent (no enquiry is
 * lost on a reload), and the sent state of this page until a new request starts. Whatever the
 * visitor typed before the page's scripts arrived wins over everything (lib/early-input.ts). Then
 * the draft written on this same page: a reload keeps "Wakad, Pune" rather than going back to the
 * page's "Pune". Otherwise Moving From is `?from=`, then a city page's city, then the shared origin
 * store, then the draft; Moving To is `?to=` (from the home page's first screen), then the
 * draft's. A `?from=` or `?to=` still wins over this page's draft when the page is reached by a
 * link, not shown again by a reload or Back.
 */
export function useDraft(
  { data, sent }: { data: QuoteData; sent: Sent | null },
  dispatch: Dispatch<Action>,
  origin: { pageFrom: string; storeFrom: string },
  form: RefObject<HTMLFormElement | null>,
): void {
  const restored = useRef(false);
  const { pageFrom, storeFrom } = origin;

  // A layout effect: the fields must not show the page's defaults for a frame over what was typed.
  useLayoutEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const typed = sanitizeDraft(readEarlyInput(form.current));
    const kept = readKept(DRAFT_KEY) as { page?: unknown } | null;
    const draft = sanitizeDraft(kept);
    const page = window.location.pathname;
    const own = kept?.page === page ? draft : {};
    const back = isReturn();
    const param = readPlaceParam('from');
    const toParam = readPlaceParam('to');
    const from =
      typed.from ??
      ((back && own.from) || param || own.from || pageFrom || storeFrom || draft.from || '');
    const to = typed.to ?? ((back && own.to) || toParam || own.to || draft.to || '');
    // Still the page's own city: the first tap into the field selects it, to type over.
    const prefilled = from !== '' && from === pageFrom && !param && typed.from === undefined;
    dispatch({ type: 'restore', data: { ...draft, ...typed, from, to }, prefilled });
    const keptSent = readKept(SENT_KEY) as { page?: unknown } | null;
    const read = keptSent?.page === page ? readSent(keptSent) : null;
    if (read) dispatch({ type: 'sent', sent: read });
  }, [dispatch, pageFrom, storeFrom, form]);

  useEffect(() => {
    const empty = Object.values(data).every((v) => v === '');
    keep(DRAFT_KEY, empty ? null : { ...data, page: window.location.pathname });
  }, [data]);
  // Not on the first run, which sees the state from before the kept one was put back: another
  // page's form must not drop the confirmation this tab keeps for its own page.
  const sentSeen = useRef(false);
  useEffect(() => {
    if (sentSeen.current) keep(SENT_KEY, sent && { ...sent, page: window.location.pathname });
    sentSeen.current = true;
  }, [sent]);
}
