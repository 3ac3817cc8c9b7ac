'use client';

import { useEffect, useRef, type Dispatch } from 'react';
import { sanitizeDraft, type QuoteData } from '@/lib/quote';
import { MAX_CITY_LENGTH } from '@/lib/store/origin';
import type { Action } from './form-state';

export const DRAFT_KEY = 'shiftease:quote-draft';
/** The item list, kept beside the draft by components/quote/use-item-list.ts. */
export const LIST_KEY = 'shiftease:quote-list';

function readDraft(): Partial<QuoteData> {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    return raw ? sanitizeDraft(JSON.parse(raw)) : {};
  } catch {
    return {};
  }
}

export function writeDraft(data: QuoteData | null) {
  try {
    if (data) window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(data));
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

/**
 * Restores the form once on load and keeps the draft until it is sent (no enquiry is lost on a
 * reload). Moving From: `?from=` wins, then a city page's city, then the shared origin store, then
 * the draft; Moving To: `?to=` (from the home page's first screen) wins over the draft's.
 */
export function useDraft(
  data: QuoteData,
  dispatch: Dispatch<Action>,
  origin: { pageFrom: string; storeFrom: string },
): void {
  const restored = useRef(false);
  const { pageFrom, storeFrom } = origin;

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const draft = readDraft();
    const param = readPlaceParam('from');
    const from = param || pageFrom || storeFrom || draft.from || '';
    const to = readPlaceParam('to') || draft.to || '';
    // Still the page's own city: the first tap into the field selects it, to type over.
    const prefilled = from !== '' && from === pageFrom && !param;
    dispatch({ type: 'restore', data: { ...draft, from, to }, prefilled });
  }, [dispatch, pageFrom, storeFrom]);

  useEffect(() => {
    if (!restored.current) return;
    const empty = Object.values(data).every((v) => v === '');
    writeDraft(empty ? null : data);
  }, [data]);
}
