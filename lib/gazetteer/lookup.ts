/**
 * The gazetteer in the browser: which served city a typed place belongs to ("Andheri West" is
 * Mumbai, "560066" is Bangalore, "Sector 62, Noida" is Noida), and suggestions as the visitor
 * types. Pure functions over the data that lib/gazetteer/build.ts draws from India Post's
 * directory at build time; the quote form loads both (this module and /data/localities.json)
 * when the visitor starts typing. A city page passes its city as the context: a name that
 * several cities share is then that city's, and its places come first.
 */
import { matchServiceableCity } from '@/lib/quote';
import { hasSector, isSectorCity } from '@/content/sectors';
import { indexPlaces, pick, readContext, type Context, type Place } from './places';
import { rankSuggestions } from './suggest';
import {
  findPin,
  findSector,
  letterCount,
  normalizePlace,
  placeKey,
  squash,
  wordRuns,
  type SectorMention,
  type WordRun,
} from './text';
import type { Gazetteer, GazetteerData, PlaceContext, PlaceMatch, SuggestOptions } from './types';

export { normalizePlace } from './text';
export type {
  Gazetteer,
  GazetteerData,
  PlaceContext,
  PlaceMatch,
  Suggestion,
  SuggestOptions,
} from './types';

const DEFAULT_LIMIT = 8;
/** Letters a text needs before it is offered as a place of the page's city. */
const MIN_OFFER_LETTERS = 3;

/** Refused for a reason (a place we do not serve, a PIN code or sector that is not ours). */
const ELSEWHERE = 'elsewhere';
type Judgement = PlaceMatch | typeof ELSEWHERE | undefined;

export function createGazetteer(data: GazetteerData | null): Gazetteer {
  const index = indexPlaces(data);
  const { byKey, bySquashed, byPin, unserved, cityByKey } = index;

  /** A served city named in whole words ("Andheri, Mumbai"; the page's own name for its city). */
  function namedCity(runs: readonly WordRun[], ctx?: Context) {
    const labelKey = ctx && normalizePlace(ctx.label);
    for (const run of runs) {
      const city = cityByKey.get(run.text) ?? (run.text === labelKey ? ctx?.city : undefined);
      if (city) return { city, run };
    }
    return undefined;
  }

  /** A locality named in whole words, unless the text also names a place we do not serve. */
  function locality(runs: readonly WordRun[], ctx?: Context) {
    const found = runs.find((r) => byKey.has(r.text) || bySquashed.has(squash(r.text)));
    const hit = found && pick(byKey.get(found.text) ?? bySquashed.get(squash(found.text))!, ctx);
    // "Civil Lines, Bareilly" names a place we do not serve, whatever Delhi's Civil Lines is;
    // "Vaishali Nagar" is a locality of Jaipur, though Vaishali is also a district in Bihar.
    // A text that is an unserved place itself ("Gandhinagar", also a Jaipur "Gandhi Nagar") is
    // not, unless the page's city has a locality of that very name (Delhi's Dwarka).
    const inside = (r: WordRun) =>
      found !== undefined &&
      r.start >= found.start &&
      r.end <= found.end &&
      (r.end - r.start < found.end - found.start || hit?.city === ctx?.city);
    if (runs.some((r) => unserved.has(r.text) && !inside(r))) return ELSEWHERE;
    return found && hit ? { run: found, hit } : undefined;
  }

  const matchOf = (p: Place): PlaceMatch => ({ city: p.city, place: p.name, pin: p.pin });

  /** The sector in a sector-numbered city, with the PIN code when India Post names it. */
  function sectorOf(city: string, sector: SectorMention): Judgement {
    const listed = byKey.get(placeKey(sector.name))?.find((p) => p.city === city);
    if (isSectorCity(city) && !hasSector(city, sector.number)) return ELSEWHERE;
    if (listed) return matchOf(listed);
    return isSectorCity(city) ? { city, place: sector.name } : undefined;
  }

  /**
   * "Sector 62" belongs to the city the text or the page names, or to the locality beside it
   * ("Vashi Sector 17"); alone and on no city's page, it is no single place.
   */
  function bySector(runs: readonly WordRun[], sector: SectorMention, ctx?: Context): Judgement {
    if (!sector.rest) return ctx ? sectorOf(ctx.city, sector) : undefined;
    // A locality whose name has the sector in it: "Dwarka Sector 6", "Indiranagar Sector 14".
    const whole = locality(runs, ctx);
    if (whole && whole !== ELSEWHERE && findSector(whole.hit.key)?.rest) return matchOf(whole.hit);
    const beside = locality(wordRuns(sector.rest), ctx);
    if (beside === ELSEWHERE) return ELSEWHERE;
    if (beside) {
      const city = beside.hit.city;
      return isSectorCity(city) && sectorOf(city, sector) === ELSEWHERE
        ? ELSEWHERE
        : matchOf(beside.hit);
    }
    return ctx ? sectorOf(ctx.city, sector) : undefined;
  }

  function judge(text: unknown, ctx?: Context): Judgement {
    if (typeof text !== 'string' || text.trim() === '') return undefined;
    const key = placeKey(text);
    const runs = wordRuns(key);
    const sector = findSector(key);
    // A served city named in whole words: "Pune", "Andheri, Mumbai" (not Patna in "Mehdipatnam").
    const named = namedCity(runs, ctx);
    if (named) {
      // Unless a locality's name holds it: "Hosur Road" is in Bangalore, not in Hosur.
      const road = sector ? undefined : locality(runs, ctx);
      if (road && road !== ELSEWHERE && road.run.text.length > named.run.text.length) {
        const r = road.run;
        if (r.start <= named.run.start && r.end >= named.run.end) return matchOf(road.hit);
      }
      if (sector && isSectorCity(named.city)) return sectorOf(named.city, sector);
      return { city: named.city };
    }
    // A PIN code is the most precise thing a visitor can type: ours or not served.
    const pin = findPin(text);
    if (pin) {
      const hit = byPin.get(pin);
      return hit ? matchOf(hit) : ELSEWHERE;
    }
    const found = sector ? bySector(runs, sector, ctx) : locality(runs, ctx);
    if (found === ELSEWHERE) return ELSEWHERE;
    if (found) return 'hit' in found ? matchOf(found.hit) : found;
    // The containment rule: a text that contains a served city's name at all is served
    // (docs/product.md#which-places-are-served).
    const city = matchServiceableCity(text);
    return city ? { city } : undefined;
  }

  function resolve(text: unknown, context?: PlaceContext): PlaceMatch | undefined {
    const found = judge(text, readContext(context));
    return found === ELSEWHERE ? undefined : found;
  }

  function suggest(text: string, options?: SuggestOptions) {
    if (typeof text !== 'string') return [];
    const ctx = readContext(options?.context);
    const asked = options?.limit;
    const limit =
      typeof asked === 'number' && Number.isInteger(asked) && asked > 0 ? asked : DEFAULT_LIMIT;
    const q = placeKey(text);
    if (q.length < 2) return [];
    const out = rankSuggestions(index, q, limit, ctx);
    // Nothing of that name anywhere: offer it as a place of the page's city, in the page's words.
    const typed = text.trim();
    if (ctx && letterCount(typed) >= MIN_OFFER_LETTERS && judge(typed, ctx) === undefined) {
      const value = `${typed}, ${ctx.label}`;
      if (resolve(value, ctx)?.city === ctx.city) {
        out.splice(limit - 1);
        out.push({ value, label: typed, detail: ctx.label });
      }
    }
    return out;
  }

  return { resolve, suggest };
}
