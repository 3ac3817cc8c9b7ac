'use client';

import { placeNames } from '@/content/hi/places';
import { namesProvider } from './local-names-context';

/** The Hindi form pages' names of served cities (components/quote/local-names.tsx). */
export const HindiNames = namesProvider(placeNames);
