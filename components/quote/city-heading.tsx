'use client';

import { useHydrated } from '@/lib/hooks/use-hydrated';
import { selectFrom, useOriginStore } from '@/lib/store/origin';

/**
 * SPEC: the city in the copy follows Moving From and falls back to Chennai when it is empty
 * (`fallback`, content/quote-page.ts, in the page's language).
 * `initial` is what the static HTML says (a city page's own city) until the page is live.
 */
export function CityName({
  initial,
  fallback,
}: {
  initial?: string;
  /** The name shown while Moving From is empty, in the page's language. */
  fallback: string;
}) {
  const from = useOriginStore(selectFrom);
  const hydrated = useHydrated();
  const city = hydrated ? from.trim() : initial?.trim();
  return <>{city || fallback}</>;
}
