import { allCities, findCityByName } from '@/lib/cities';
import { cityRoutes, nearbyServedCities } from '@/lib/city-facts';
import { cityRelation } from '@/lib/city-relation';
import { roadKm } from '@/lib/geo';
import { roadDistance } from '@/lib/roads';
import { hillTowns, publishedRoads } from '@/content/road-distances';

/**
 * Road distances as published (travel publishers, tourism and distance sites, travellers' logs),
 * for routes our city pages show on hill and ghat roads. Left out: Coimbatore-Mysore (the one
 * figure found, 275 km, is a forum itinerary by Ooty; the usual road is by Sathyamangalam) and
 * Dehradun-Manali (a range, 450-500 km, in the log of a trip from Kanpur).
 */
const KNOWN: [string, string, number, string][] = [
  [
    'Amritsar',
    'Dharamshala',
    210,
    'https://blog.alandotchin.com/1998/09/17/dharamsala-to-amritsar/',
  ],
  ['Amritsar', 'Shimla', 355, 'https://2upadventures.com/2015/09'],
  [
    'Bangalore',
    'Coimbatore',
    350,
    'http://overdrive.in/features/%EF%BB%BFbest-driving-roads-bengaluru-to-coimbatore/',
  ],
  [
    'Bangalore',
    'Mangalore',
    364,
    'https://natgeotraveller.in/bengaluru-to-mangaluru-a-road-trippers-edition/',
  ],
  ['Belgaum', 'Goa', 113, 'http://lastbustovasco.blogspot.com/2018/05/chorla-ghat.html'],
  [
    'Chandigarh',
    'Dharamshala',
    245,
    'https://travelindiablog007.blogspot.com/2016/03/delhi-to-dharamshala-by-road-road-trip.html',
  ],
  [
    'Chandigarh',
    'Manali',
    307,
    'https://somme2016.org/recommendations/is-it-safe-to-drive-from-chandigarh-to-manali/',
  ],
  [
    'Chandigarh',
    'Shimla',
    113,
    'https://www.holidify.com/places/chandigarh/how-to-reach/shimla-to-chandigarh-313.html',
  ],
  ['Chandigarh', 'Solan', 65, 'https://www.sookshmatech.com/solan/'],
  ['Dehradun', 'Haldwani', 290, 'https://doontaxiservice.com/dehradun-to-haldwani/'],
  [
    'Dehradun',
    'Shimla',
    270,
    'https://aadityalele.blogspot.com/2010/10/travel-log-from-shimla-to-dehradun.html',
  ],
  [
    'Delhi',
    'Dharamshala',
    480,
    'https://www.abplive.com/web-stories/travel/distance-from-delhi-to-dharamshala-2956910',
  ],
  ['Delhi', 'Manali', 540, 'https://thefliy.com/2024/02/22/delhi-to-manali-himachal-pradesh/'],
  [
    'Delhi',
    'Shimla',
    344,
    'https://holidify.com/places/shimla/how-to-reach/delhi-to-shimla-1550.html',
  ],
  [
    'Dharamshala',
    'Manali',
    250,
    'http://fasttrek-travelogue.blogspot.com/2007/07/long-road-to-manali-day-5.html',
  ],
  [
    'Dharamshala',
    'Shimla',
    239,
    'https://www.holidify.com/places/dharamsala/how-to-reach/shimla-to-dharamsala-1830.html',
  ],
  ['Goa', 'Kolhapur', 230, 'https://tourismofgoa.org/travel-guide/how-to-reach-goa/'],
  ['Goa', 'Mangalore', 360, 'https://tourismofgoa.org/travel-guide/how-to-reach-goa/'],
  ['Goa', 'Pune', 460, 'https://tourismofgoa.org/travel-guide/how-to-reach-goa/'],
  [
    'Haridwar',
    'Shimla',
    290,
    'http://pradiptap.blogspot.com/2015/08/road-trip-to-shimla-from-haridwar.html',
  ],
  [
    'Manali',
    'Shimla',
    247,
    'https://www.holidify.com/places/shimla/how-to-reach/manali-to-shimla-1556.html',
  ],
  ['Shimla', 'Solan', 45, 'https://www.sookshmatech.com/solan/'],
];

const city = (name: string) => {
  const c = findCityByName(name);
  if (!c) throw new Error(`no city ${name}`);
  return c;
};

/** Every pair of cities a page shows a distance for: routes, neighbours, the serving office. */
function shownPairs(): Set<string> {
  const pairs = new Set<string>();
  const add = (a: string, b: string) => a !== b && pairs.add([a, b].sort().join('|'));
  for (const c of allCities) {
    for (const r of cityRoutes(c)) add(c.name, r.to);
    for (const n of nearbyServedCities(c)) add(c.name, n.name);
    add(c.name, cityRelation(c).office.city);
  }
  return pairs;
}

describe('road distances', () => {
  it.each(KNOWN)('%s to %s is within 15%% of the published %d km', (a, b, km) => {
    const ours = roadDistance(city(a), city(b));
    expect(Math.abs(ours - km) / km).toBeLessThanOrEqual(0.15);
    expect(roadDistance(city(b), city(a))).toBe(ours);
  });

  it('knows distances for routes the pages show', () => {
    const shown = shownPairs();
    const known = KNOWN.filter(([a, b]) => shown.has([a, b].sort().join('|')));
    expect(known.length).toBeGreaterThanOrEqual(15);
  });

  it('would be far too short in the hills without them: the straight line times 1.25', () => {
    const off = KNOWN.filter(([a, b, km]) => Math.abs(roadKm(city(a), city(b)) - km) / km > 0.15);
    expect(off.map(([a, b]) => `${a}-${b}`)).toEqual(
      expect.arrayContaining(['Chandigarh-Shimla', 'Manali-Shimla', 'Dharamshala-Manali']),
    );
  });

  it('reaches a hill town from the plains through the published road up, never across a ridge', () => {
    // Ludhiana to Manali: no published figure, so by Chandigarh (or an estimated hill road),
    // never the 244 km of the straight line times 1.25.
    expect(roadDistance(city('Ludhiana'), city('Manali'))).toBeGreaterThan(300);
    // Two hill towns with no published road between them are joined by the published roads
    // through a third (Solan to Dharamshala by Shimla), not across the ridge.
    const [solan, shimla, dharamshala] = ['Solan', 'Shimla', 'Dharamshala'].map(city);
    expect(roadDistance(solan!, dharamshala!)).toBe(
      roadDistance(solan!, shimla!) + roadDistance(shimla!, dharamshala!),
    );
  });

  it('names only real cities and hill towns in the published table', () => {
    for (const r of publishedRoads) {
      expect([findCityByName(r.from)?.name, findCityByName(r.to)?.name]).toEqual([r.from, r.to]);
      expect(r.source).toMatch(/^https?:\/\//);
    }
    for (const t of hillTowns) expect(findCityByName(t)?.name).toBe(t);
  });

  it('is 0 within a city and the straight line times 1.25 in the plains', () => {
    expect(roadDistance(city('Chennai'), city('Chennai'))).toBe(0);
    expect(roadDistance(city('Chennai'), city('Bangalore'))).toBe(
      roadKm(city('Chennai'), city('Bangalore')),
    );
  });
});
