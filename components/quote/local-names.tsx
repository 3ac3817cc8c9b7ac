import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n';
import { HindiNames } from './local-names-hi';
import { TamilNames } from './local-names-ta';

/**
 * Gives the quote form inside it the served cities' names in the page's language. Used only by
 * the routes of the prefixed languages (app/(l10n)/[lang]/form, [slug]); each language's names are
 * a client module of their own, so a page loads its language's names and no other's.
 */
const PROVIDERS: Partial<Record<Locale, (props: { children: ReactNode }) => ReactNode>> = {
  hi: HindiNames,
  ta: TamilNames,
};

export function LocalNames({ locale, children }: { locale: Locale; children: ReactNode }) {
  const Names = PROVIDERS[locale];
  return Names ? <Names>{children}</Names> : children;
}
