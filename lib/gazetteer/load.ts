/**
 * Loads the gazetteer in the browser: the data (/data/localities.json, written at build time)
 * and the lookup code, both only when a visitor starts typing a place, once per page.
 */
import type { Gazetteer, GazetteerData } from './lookup';

export const GAZETTEER_URL = '/data/localities.json';

let pending: Promise<Gazetteer> | null = null;

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
 * The gazetteer. Without its data (offline, a failed request) it still knows the served cities,
 * and the next call tries the data again.
 */
export function loadGazetteer(): Promise<Gazetteer> {
  pending ??= Promise.all([fetchData(), import('./lookup')]).then(([data, lookup]) => {
    if (!data) pending = null;
    return lookup.createGazetteer(data);
  });
  return pending;
}
