'use client';

import { useHydrated } from '@/lib/hooks/use-hydrated';
import { selectShown, useOriginStore } from '@/lib/store/origin';

/**
 * The city in the quote page's heading: the served city that Moving From names (worked out by the
 * quote form, in the page's language), else the fallback (Chennai, the head office). A place we do
 * not serve is never named: "Packers and Movers in Kathmandu" would promise what the form refuses.
 * `initial` is what the static HTML says (a city page's own city) until the form has judged.
 */
export function CityName({
  initial,
  fallback,
}: {
  initial?: string;
  /** The name shown while Moving From names no served place, in the page's language. */
  fallback: string;
}) {
  const shown = useOriginStore(selectShown);
  const hydrated = useHydrated();
  const city = hydrated && shown !== null ? shown : initial?.trim();
  return <>{city || fallback}</>;
}
