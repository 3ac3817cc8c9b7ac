'use client';

import { useEffect, useRef, type Dispatch } from 'react';
import { sanitizeDraft, type QuoteData } from '@/lib/quote';
import { MAX_CITY_LENGTH } from '@/lib/store/origin';
import { readList, type ItemList } from '@/lib/item-list';
import type { Action } from './form-state';

export const DRAFT_KEY = 'shiftease:quote-draft';
/** The item list, kept beside the draft (and read back as carefully: storage can be edited). */
export const LIST_KEY = 'shiftease:quote-list';

interface StoredList {
  list: ItemList;
  edited: boolean;
}

function readStoredList(): StoredList | null {
  try {
    const raw: unknown = JSON.parse(window.sessionStorage.getItem(LIST_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { list, edited } = raw as Record<string, unknown>;
    const read = readList(list);
    return read ? { list: read, edited: edited === true } : null;
  } catch {
    return null;
  }
}

function writeStoredList(value: StoredList | null) {
  try {
    if (value) window.sessionStorage.setItem(LIST_KEY, JSON.stringify(value));
    else window.sessionStorage.removeItem(LIST_KEY);
  } catch {
    // As for the draft: the form works without it.
  }
}

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
  if (!data) writeStoredList(null);
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
  list: StoredList | null,
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
    dispatch({ type: 'restore', data: { ...draft, from, to }, prefilled, list: readStoredList() });
  }, [dispatch, pageFrom, storeFrom]);

  useEffect(() => {
    if (!restored.current) return;
    const empty = Object.values(data).every((v) => v === '');
    writeDraft(empty ? null : data);
  }, [data]);

  const stored = list ? JSON.stringify(list) : '';
  useEffect(() => {
    if (!restored.current) return;
    writeStoredList(stored ? (JSON.parse(stored) as StoredList) : null);
  }, [stored]);
}
