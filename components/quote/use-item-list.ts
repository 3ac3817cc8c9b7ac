'use client';

import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import type { Action, FormState } from './form-state';
import { LIST_KEY } from './use-draft';

/** The list kept from before a reload, as stored: read by the list's code (never trusted). */
function storedList(): unknown {
  try {
    return JSON.parse(window.sessionStorage.getItem(LIST_KEY) ?? 'null');
  } catch {
    return null;
  }
}

const loadItemsPanel = () => import('./items-panel');
/** The item list's module: its panel (the default export) and the code that writes a list out. */
export type ItemsModule = typeof import('./items-panel');

/**
 * The item list's code, fetched when the visitor opens the list (or comes back to a page whose
 * stored draft has one), so a page whose list is never opened loads none of it. Fills a new list
 * from the typical home of the chosen size, and refills it when the size changes while the visitor
 * has not changed a count.
 */
export function useItemList(state: FormState, dispatch: Dispatch<Action>) {
  const [items, setItems] = useState<ItemsModule | null>(null);
  const [failed, setFailed] = useState(false);
  const requested = useRef(false);

  const request = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    setFailed(false);
    loadItemsPanel().then(setItems, (err: unknown) => {
      console.error('Could not load the item list', err);
      // Asked again on the next press: the connection may be back by then.
      requested.current = false;
      setFailed(true);
    });
  }, []);

  const { list, listOpen, listEdited } = state;
  const { size } = state.data;
  const hasList = list !== null;
  // A list kept from before a reload: fetch its code, which reads it back.
  const kept = useRef<unknown>(undefined);
  useEffect(() => {
    kept.current = storedList();
    if (kept.current) request();
  }, [request]);
  useEffect(() => {
    if (!items || !kept.current) return;
    const back = items.readStored(kept.current);
    kept.current = null;
    if (back) dispatch({ type: 'restoreList', ...back });
  }, [items, dispatch]);
  // Kept beside the draft until the request is sent (use-draft.ts clears both).
  const stored = list ? JSON.stringify({ list, edited: listEdited }) : '';
  useEffect(() => {
    try {
      if (stored) window.sessionStorage.setItem(LIST_KEY, stored);
      else if (kept.current === null) window.sessionStorage.removeItem(LIST_KEY);
    } catch {
      // Storage full or off: the list lives as long as the page.
    }
  }, [stored]);

  // Opened for the first time, or the home size changed under an untouched list.
  const fill = (listOpen && !hasList) || (hasList && !listEdited);
  useEffect(() => {
    if (items && fill) dispatch({ type: 'refillList', typical: items.typicalList(size) });
  }, [items, fill, size, dispatch]);

  return {
    items,
    failed,
    toggle: () => {
      if (listOpen) dispatch({ type: 'closeList' });
      else {
        request();
        dispatch({ type: 'openList' });
      }
    },
  };
}
