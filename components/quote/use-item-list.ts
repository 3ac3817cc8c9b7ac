'use client';

import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import type { Action, FormState } from './form-state';

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
  useEffect(() => {
    if (hasList) request();
  }, [hasList, request]);

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
