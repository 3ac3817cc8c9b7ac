'use client';

import { createContext, createElement, type ReactNode } from 'react';
import type { PlaceNames } from '@/content/types';
import type { LocalNames } from '@/lib/quote-places';
import { servedNamesFrom } from '@/lib/served-names';

/**
 * The served cities' names in the page's language, for the quote form; undefined in English.
 * A page in another language wraps its form in LocalNames (local-names.tsx), which holds them:
 * this module holds none, so the form's own script stays the same in every language.
 */
export const LocalNamesContext = createContext<LocalNames>(undefined);

/** A component giving the form the served names of one language's places table. */
export function namesProvider(places: PlaceNames) {
  const names = servedNamesFrom(places);
  return function Names({ children }: { children: ReactNode }) {
    return createElement(LocalNamesContext, { value: names }, children);
  };
}
