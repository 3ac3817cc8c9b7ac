'use client';

import { useEffect, type Dispatch } from 'react';
import { useLazyModule } from '@/lib/hooks/use-lazy-module';
import type { Action, FormState } from './form-state';
import { LIST_KEY } from './use-draft';

const loadItemsPanel = () => import('./items-panel');
/** The item list's module: its panel (the default export) and the code that works the list out. */
export type ItemsModule = typeof import('./items-panel');

/**
 * The item list's code, fetched when the visitor opens the list (or comes back to a page with a
 * list kept from before a reload), so a page whose list is never opened loads none of it. All the
 * list's work is done by that code (components/quote/item-list-sync.ts).
 */
export function useItemList(state: FormState, dispatch: Dispatch<Action>) {
  // Asked again on the next press after a failure: the connection may be back by then.
  const { module: items, failed, request } = useLazyModule(loadItemsPanel, 'the item list');

  useEffect(() => {
    try {
      if (window.sessionStorage.getItem(LIST_KEY)) request();
    } catch {
      // No storage, no kept list.
    }
  }, [request]);

  const { list, listEdited: edited, listOpen: open } = state;
  const { size, service } = state.data;
  // A size is enough for a written scope (components/quote/write-request.ts), which the list's
  // code writes: fetch it once the service is chosen (the size comes next, and the send may follow
  // at once), so it is in by the time the request is sent.
  const scoped = Boolean(size || service);
  useEffect(() => {
    if (scoped) request();
  }, [scoped, request]);
  useEffect(() => {
    items?.syncList({ list, edited, open, size }, dispatch);
  }, [items, list, edited, open, size, dispatch]);

  return {
    items,
    failed,
    dispatch,
    toggle: () => {
      if (!open) request();
      dispatch({ type: 'listOpen', open: !open });
    },
    open: () => {
      request();
      dispatch({ type: 'listOpen', open: true });
    },
  };
}
