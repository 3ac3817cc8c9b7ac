/**
 * Which served place a quote form field names, and what to say when it names none. Pure: the
 * locality lookup (lib/gazetteer) is passed in when it has loaded, so the same rules judge a field
 * while typing and on submit, with or without a connection.
 */
import type { Gazetteer, PlaceContext, PlaceMatch } from './gazetteer/lookup';
import { matchLocalName, matchServiceableCity } from './quote';

export type { PlaceContext, PlaceMatch } from './gazetteer/lookup';

/** What the form needs of the gazetteer: any lookup with this shape will do. */
export type PlaceLookup = Pick<Gazetteer, 'resolve'>;

/** Served cities' names in the page's language by their English name (Hindi pages). */
export type LocalNames = Readonly<Record<string, readonly string[]>> | undefined;

export interface Judge {
  /** The gazetteer, once loaded; null before. */
  lookup: PlaceLookup | null;
  /**
   * True when the locality data could not be had (offline, a failed request, a script that is
   * gone after a redeploy): a place that is no served city's name can then not be judged.
   */
  lookupFailed: boolean;
  localNames?: LocalNames;
  context?: PlaceContext;
}

export type PlaceVerdict =
  | { kind: 'empty' }
  | { kind: 'served'; match: PlaceMatch }
  | { kind: 'unserved' }
  /** Needs the gazetteer, which has not loaded yet. */
  | { kind: 'pending' }
  /** Needs the gazetteer, which could not be loaded: ask for the city's name. */
  | { kind: 'unchecked' };

export function judgePlace(text: unknown, judge: Judge): PlaceVerdict {
  if (typeof text !== 'string' || text.trim() === '') return { kind: 'empty' };
  const local = matchLocalName(text, judge.localNames);
  const byLocalName = local ? { city: local } : undefined;
  if (judge.lookup) {
    const found = judge.lookup.resolve(text, judge.context) ?? byLocalName;
    if (found) return { kind: 'served', match: found };
    return judge.lookupFailed ? { kind: 'unchecked' } : { kind: 'unserved' };
  }
  if (byLocalName) return { kind: 'served', match: byLocalName };
  // The rule that needs no data: the text names a served city ("Wakad, Pune").
  const city = matchServiceableCity(text);
  if (city) return { kind: 'served', match: { city } };
  return judge.lookupFailed ? { kind: 'unchecked' } : { kind: 'pending' };
}
