/**
 * Suggestions as a visitor types a place: the page's city's localities first, then served
 * cities, then other localities, each group with the name typed in full first and the rest in
 * alphabetical order, so "Mansarovar" comes before "Man Sarovar Park".
 */
import { allCities } from '@/lib/cities';
import { squash } from './text';
import type { Context, Place, PlaceIndex } from './places';
import type { Suggestion } from './types';

const stateOf = new Map(allCities.map((c) => [c.name, c.state]));

const localityOf = (p: Place): Suggestion => ({
  value: `${p.name}, ${p.cityLabel}`,
  label: p.name,
  detail: `${p.cityLabel} ${p.pin}`,
});

/** Up to `limit` suggestions for a typed text's key (lib/gazetteer/text.ts, placeKey). */
export function rankSuggestions(
  index: PlaceIndex,
  q: string,
  limit: number,
  ctx?: Context,
): Suggestion[] {
  const out: Suggestion[] = [];
  const seen = new Set<string>();
  const add = (s: Suggestion) => {
    if (out.length >= limit || seen.has(s.value.toLowerCase())) return;
    seen.add(s.value.toLowerCase());
    out.push(s);
  };
  const ours = (p: Place) => p.city === ctx?.city;

  // PIN code digits: the localities of those codes, in PIN order.
  const digits = q.replace(/ /g, '');
  if (/^\d{3,6}$/.test(digits)) {
    index.english
      .filter((p) => p.pin.startsWith(digits))
      .sort((a, b) => a.pin.localeCompare(b.pin) || a.name.localeCompare(b.name))
      .forEach((p) => add(localityOf(p)));
    return out;
  }

  const sq = squash(q);
  const byLength = <T extends { key: string }>(a: T, b: T) =>
    a.key.length - b.key.length || a.key.localeCompare(b.key);
  const alphabetical = (a: Place, b: Place) =>
    Number(squash(b.key) === sq) - Number(squash(a.key) === sq) ||
    squash(a.key).localeCompare(squash(b.key)) ||
    a.key.localeCompare(b.key);
  const starts = index.places.filter((p) => squash(p.key).startsWith(sq)).sort(alphabetical);
  const inside =
    q.length >= 3
      ? index.places
          .filter((p) => !squash(p.key).startsWith(sq) && p.key.includes(` ${q}`))
          .sort(alphabetical)
      : [];

  for (const p of starts) if (ours(p)) add(localityOf(p));
  index.cities
    .filter((e) => squash(e.key).startsWith(sq))
    .sort(byLength)
    .forEach((e) =>
      add({
        value: e.value,
        label: e.value,
        detail: e.value === e.city ? (stateOf.get(e.city) ?? '') : e.city,
      }),
    );
  for (const p of [...starts, ...inside.filter(ours), ...inside]) add(localityOf(p));
  return out;
}
