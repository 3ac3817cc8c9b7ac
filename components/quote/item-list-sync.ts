/**
 * The item list's changes, worked out by the list's own code (loaded when the list is opened, so
 * the form's first script holds only its state): a new list from a typical home, a count changed,
 * the list following the home size while untouched, and kept across a reload.
 */
import type { Dispatch } from 'react';
import type { ItemId } from '@/content/item-ids';
import type { ItemList } from '@/lib/item-list';
import { readList } from '@/lib/read-list';
import { sameCounts, typicalList } from '@/lib/volume';
import type { Action } from './form-state';
import { LIST_KEY } from './use-draft';

/** The list's part of the form's state, and the home size chosen. */
export interface ListView {
  list: ItemList | null;
  edited: boolean;
  open: boolean;
  size: string;
}

/** The list with the counts of a typical home of this size. */
export const refilled = (size: string): ItemList => ({ counts: typicalList(size) });

export function withCount(list: ItemList, id: ItemId, count: number): ItemList {
  const counts = { ...list.counts };
  if (count > 0) counts[id] = count;
  else delete counts[id];
  return { ...list, counts };
}

/**
 * A list kept in storage before a reload, with whether it was edited and open; null if it is not
 * one.
 */
export function readKept(
  value: unknown,
): { list: ItemList; edited: boolean; open: boolean } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { list, edited, open } = value as Record<string, unknown>;
  const read = readList(list);
  return read && { list: read, edited: edited === true, open: open === true };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

let restored = false;

/**
 * Brings the form's list in line, once its code is in and after each change: restores a kept list
 * (once a page), fills a newly opened list, refills an untouched one when the home size changes,
 * and keeps the list in storage beside the draft (components/quote/use-draft.ts clears both once
 * the request is sent).
 */
export function syncList(view: ListView, dispatch: Dispatch<Action>): void {
  const store = storage();
  if (!restored) {
    restored = true;
    let kept = null;
    try {
      kept = readKept(JSON.parse(store?.getItem(LIST_KEY) ?? 'null'));
    } catch {
      // A kept list that is not JSON is no list.
    }
    if (kept && !view.list) {
      // A list that was open before a reload is open again.
      if (kept.open && !view.open) dispatch({ type: 'listOpen', open: true });
      return dispatch({ type: 'list', list: kept.list, edited: kept.edited });
    }
  }
  if (view.open && !view.list)
    return dispatch({ type: 'list', list: refilled(view.size), edited: false });
  if (view.list && !view.edited && !sameCounts(view.list.counts, typicalList(view.size)))
    return dispatch({ type: 'list', list: refilled(view.size), edited: false });
  try {
    if (view.list)
      store?.setItem(
        LIST_KEY,
        JSON.stringify({ list: view.list, edited: view.edited, open: view.open }),
      );
    else store?.removeItem(LIST_KEY);
  } catch {
    // Storage full or off: the list lives as long as the page.
  }
}
