/**
 * Road distances between the cities we serve (docs/product.md#road-distances). In the plains a
 * road runs about 1.25 times the straight line (lib/geo.ts). A hill town is another matter: its
 * road winds up a valley and over passes, and the straight line to a town across a ridge can be a
 * third of the drive. So a hill town is reached only by the roads content/road-distances.ts
 * publishes or by a road estimated at HILL_ROAD_FACTOR times a plains road, and a journey to it is
 * the shortest chain of such roads: from Ludhiana to Manali, the estimated road to Chandigarh and
 * Chandigarh's published road up the valley. A published distance between two towns is always
 * the one shown for them.
 */
import type { City } from '@/content/types';
import { hillTowns, publishedRoads } from '@/content/road-distances';
import { allCities } from './cities';
import { roadKm } from './geo';

const hills = new Set(hillTowns);
const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const published = new Map(publishedRoads.map((r) => [pair(r.from, r.to), r.km]));

/**
 * How much longer than a road in the plains a road up to a hill town runs, where no distance is
 * published: fitted to the published roads up from the plains (docs/product.md#road-distances).
 */
export const HILL_ROAD_FACTOR = 1.3;

/**
 * One road, without passing another town: published, else estimated, except between two hill
 * towns, where a ridge may lie between them and only a published road is taken.
 */
function road(a: City, b: City): number {
  const km = published.get(pair(a.name, b.name));
  if (km !== undefined) return km;
  const hill = Number(hills.has(a.name)) + Number(hills.has(b.name));
  if (hill === 2) return Infinity;
  return hill === 1 ? Math.round(roadKm(a, b) * HILL_ROAD_FACTOR) : roadKm(a, b);
}

/** Each hill town's distance to every city, by the shortest chain of roads (Dijkstra). */
const fromHill = new Map<string, Map<string, number>>();

function distancesFrom(town: City): Map<string, number> {
  let done = fromHill.get(town.name);
  if (done) return done;
  done = new Map();
  const byName = new Map(allCities.map((c) => [c.name, c]));
  const best = new Map<string, number>([[town.name, 0]]);
  while (best.size > 0) {
    const [name, km] = [...best].reduce((a, b) => (b[1] < a[1] ? b : a));
    best.delete(name);
    done.set(name, km);
    const city = byName.get(name) ?? town;
    for (const next of allCities) {
      if (done.has(next.name)) continue;
      const via = km + road(city, next);
      if (via < (best.get(next.name) ?? Infinity)) best.set(next.name, via);
    }
  }
  fromHill.set(town.name, done);
  return done;
}

/** The road distance between two of our cities in whole km; 0 within one. */
export function roadDistance(a: City, b: City): number {
  if (a.name === b.name) return 0;
  const km = published.get(pair(a.name, b.name));
  if (km !== undefined) return km;
  if (hills.has(a.name)) return distancesFrom(a).get(b.name) ?? Infinity;
  if (hills.has(b.name)) return distancesFrom(b).get(a.name) ?? Infinity;
  return road(a, b);
}
