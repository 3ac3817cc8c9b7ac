'use client';

import { placeNames } from '@/content/ta/places';
import { namesProvider } from './local-names-context';

/** The Tamil form pages' names of served cities (components/quote/local-names.tsx). */
export const TamilNames = namesProvider(placeNames);
