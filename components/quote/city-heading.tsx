'use client';

import { useHydrated } from '@/lib/hooks/use-hydrated';
import { selectFrom, useOriginStore } from '@/lib/store/origin';

export const FALLBACK_CITY = 'Chennai';

/**
 * SPEC: the city in the copy follows Moving From and falls back to Chennai when it is empty.
 * `initial` is what the static HTML says (a city page's own city) until the page is live.
 */
export function CityName({ initial }: { initial?: string }) {
  const from = useOriginStore(selectFrom);
  const hydrated = useHydrated();
  const city = hydrated ? from.trim() : initial?.trim();
  return <>{city || FALLBACK_CITY}</>;
}
