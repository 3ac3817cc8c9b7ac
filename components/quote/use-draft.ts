'use client';

import { useEffect, useLayoutEffect, useRef, type Dispatch, type RefObject } from 'react';
import { readEarlyInput } from '@/lib/early-input';
import { sanitizeDraft, type QuoteData } from '@/lib/quote';
import { MAX_CITY_LENGTH } from '@/lib/store/origin';
import type { Action } from './form-state';

export const DRAFT_KEY = 'shiftease:quote-draft';
/** The item list, kept beside the draft by components/quote/use-item-list.ts. */
export const LIST_KEY = 'shiftease:quote-list';

/** The kept draft, and the page it was written on. */
function readDraft(): { draft: Partial<QuoteData>; page: string } {
  try {
    const raw: unknown = JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? 'null');
    const page = (raw as { page?: unknown } | null)?.page;
    return { draft: sanitizeDraft(raw), page: typeof page === 'string' ? page : '' };
  } catch {
    return { draft: {}, page: '' };
  }
}

export function writeDraft(data: QuoteData | null) {
  try {
    const page = window.location.pathname;
    if (data) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...data, page }));
    else window.sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage can be full or disabled (private mode); the form still works without a draft.
  }
}

/** The request is sent: the draft and the item list kept beside it go. */
export function clearDraft() {
  writeDraft(null);
  try {
    window.sessionStorage.removeItem(LIST_KEY);
  } catch {
    // As above.
  }
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
 * lost on a reload). Whatever the visitor typed before the page's scripts arrived wins over
 * everything (lib/early-input.ts). Then the draft written on this same page: a reload keeps
 * "Wakad, Pune" rather than going back to the page's "Pune". Otherwise Moving From is `?from=`,
 * then a city page's city, then the shared origin store, then the draft; Moving To is `?to=` (from
 * the home page's first screen), then the draft's. A `?from=` or `?to=` still wins over this
 * page's draft when the page is reached by a link, not shown again by a reload or Back.
 */
export function useDraft(
  data: QuoteData,
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
    const { draft, page } = readDraft();
    const own = page === window.location.pathname ? draft : {};
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
  }, [dispatch, pageFrom, storeFrom, form]);

  useEffect(() => {
    if (!restored.current) return;
    const empty = Object.values(data).every((v) => v === '');
    writeDraft(empty ? null : data);
  }, [data]);
}
