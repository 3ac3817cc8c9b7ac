/**
 * Loads the gazetteer in the browser: the data (/data/localities.json, written at build time)
 * and the lookup code, both only when a visitor starts typing a place, once per page.
 */
import type { Gazetteer, GazetteerData } from './lookup';

export const GAZETTEER_URL = '/data/localities.json';

export interface LoadedGazetteer {
  gazetteer: Gazetteer;
  /**
   * False when the locality data could not be fetched: the lookup then knows only the served
   * cities' names, so a locality it does not find is not judged unserved.
   */
  complete: boolean;
}

let pending: Promise<LoadedGazetteer> | null = null;

async function fetchData(): Promise<GazetteerData | null> {
  try {
    const res = await fetch(GAZETTEER_URL);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return (await res.json()) as GazetteerData;
  } catch (err) {
    console.error('Could not load the list of localities', err);
    return null;
  }
}

/**
 * The gazetteer. Without its data (offline, a failed request) it still knows the served cities;
 * without its code (a script gone after a redeploy) the promise rejects. Either way the next call
 * tries again.
 */
export function loadGazetteer(): Promise<LoadedGazetteer> {
  pending ??= Promise.all([fetchData(), import('./lookup')]).then(
    ([data, lookup]) => {
      if (!data) pending = null;
      return { gazetteer: lookup.createGazetteer(data), complete: data !== null };
    },
    (err: unknown) => {
      pending = null;
      throw err;
    },
  );
  return pending;
}
