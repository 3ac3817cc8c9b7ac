'use client';

import { createContext } from 'react';
import type { LocalNames } from '@/lib/quote-places';

/**
 * The served cities' names in the page's language, for the quote form; undefined in English.
 * A page in another language wraps its form in LocalNames (local-names.tsx), which holds them:
 * this module holds none, so the form's own script stays the same in every language.
 */
export const LocalNamesContext = createContext<LocalNames>(undefined);
