/**
 * The served cities as the browser needs them: their names and other spellings, without the
 * coordinates and states of content/cities.ts. The quote form's first script checks every typed
 * place against these names (docs/product.md#which-places-are-served), so they come with it; the
 * rest of a city's record would only weigh it down, more with every city added.
 *
 * The names are read from content/cities.ts by scripts/served-cities.mjs, which `npm run build`,
 * `npm run dev` and `npm test` run first; tests/unit/served-cities.test.ts holds them to
 * lib/cities.ts. Code that runs in the browser imports these, never lib/cities.ts.
 */
import served from './generated/served-cities.json';

/** The names the quote form accepts (content/cities.ts, all but `serviceable: false`). */
export const serviceableCityNames: readonly string[] = served.names;

/** Alternative names of serviceable cities, each with its canonical name. */
export const serviceableAliases: readonly { alias: string; name: string }[] = Object.entries(
  served.aliases as Record<string, string[]>,
).flatMap(([name, aliases]) => aliases.map((alias) => ({ alias, name })));

/** `Bengaluru` -> `Bangalore`; a known name or unknown text comes back unchanged (trimmed). */
export function canonicalCityName(text: string): string {
  const value = text.trim();
  const hit = serviceableAliases.find((a) => a.alias.toLowerCase() === value.toLowerCase());
  return hit ? hit.name : value;
}
