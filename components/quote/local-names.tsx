'use client';

import { useMemo, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n';
import { servedNamesIn } from '@/lib/served-names';
import { LocalNamesContext } from './local-names-context';

/**
 * Gives the quote form inside it the served cities' names in the page's language. Imported only
 * by the routes of the prefixed languages (app/(l10n)/[lang]/form, [slug]), so only their pages
 * load the names, as a script of their own (lib/served-names.ts says why).
 */
export function LocalNames({ locale, children }: { locale: Locale; children: ReactNode }) {
  const names = useMemo(() => servedNamesIn(locale), [locale]);
  return <LocalNamesContext value={names}>{children}</LocalNamesContext>;
}
