'use client';

import dynamic from 'next/dynamic';
import type { ComponentType, ReactNode } from 'react';
import type { Locale } from '@/lib/i18n';
import { namesProvider } from './local-names-context';

type Names = ComponentType<{ children: ReactNode }>;

/**
 * Each language's names of served cities, a chunk of its own: the form's routes are one route for
 * every language (app/(l10n)/[lang]/form, [slug]), so a plain import would put every language's
 * names in each page's scripts; loaded through next/dynamic, a page loads the chunk of the one it
 * renders (server-rendered with the page, so the form hydrates with its names).
 */
const PROVIDERS: Partial<Record<Locale, Names>> = {
  hi: dynamic(() => import('@/content/hi/places').then((m) => namesProvider(m.placeNames))),
  ta: dynamic(() => import('@/content/ta/places').then((m) => namesProvider(m.placeNames))),
};

/** Gives the quote form inside it the served cities' names in the page's language. */
export function LocalNames({ locale, children }: { locale: Locale; children: ReactNode }) {
  const Provider = PROVIDERS[locale];
  return Provider ? <Provider>{children}</Provider> : children;
}
