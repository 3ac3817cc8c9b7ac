/**
 * Road distances where the straight line misleads (docs/product.md#road-distances): hill towns,
 * whose roads wind through valleys and over passes, and ghat roads. lib/roads.ts reaches a hill
 * town only by the roads listed here; everywhere else a road is the straight line times 1.25.
 *
 * Each figure is as a published page gives it (travel publishers, state tourism and distance
 * sites, travellers' logs where nothing better was found), with the page. Replace a figure with a
 * better source (a state PWD or transport corporation table) when you have one; a new hill town
 * needs its roads to the nearest plains city and to the hill towns next to it.
 */
export interface PublishedRoad {
  /** City names as content/cities.ts writes them. */
  from: string;
  to: string;
  km: number;
  source: string;
}

/** Towns in the hills, reached only by the roads below. */
export const hillTowns = ['Shimla', 'Manali', 'Dharamshala', 'Solan'];

export const publishedRoads = [
  {
    from: 'Chandigarh',
    to: 'Shimla',
    km: 113,
    source: 'https://www.holidify.com/places/chandigarh/how-to-reach/shimla-to-chandigarh-313.html',
  },
  {
    from: 'Chandigarh',
    to: 'Manali',
    km: 307,
    source: 'https://somme2016.org/recommendations/is-it-safe-to-drive-from-chandigarh-to-manali/',
  },
  {
    from: 'Chandigarh',
    to: 'Dharamshala',
    km: 245,
    source:
      'https://travelindiablog007.blogspot.com/2016/03/delhi-to-dharamshala-by-road-road-trip.html',
  },
  { from: 'Chandigarh', to: 'Solan', km: 65, source: 'https://www.sookshmatech.com/solan/' },
  { from: 'Shimla', to: 'Solan', km: 45, source: 'https://www.sookshmatech.com/solan/' },
  {
    from: 'Manali',
    to: 'Shimla',
    km: 247,
    source: 'https://www.holidify.com/places/shimla/how-to-reach/manali-to-shimla-1556.html',
  },
  {
    from: 'Dharamshala',
    to: 'Manali',
    km: 250,
    source: 'http://fasttrek-travelogue.blogspot.com/2007/07/long-road-to-manali-day-5.html',
  },
  {
    from: 'Dharamshala',
    to: 'Shimla',
    km: 239,
    source:
      'https://www.holidify.com/places/dharamsala/how-to-reach/shimla-to-dharamsala-1830.html',
  },
  {
    from: 'Amritsar',
    to: 'Dharamshala',
    km: 210,
    source: 'https://blog.alandotchin.com/1998/09/17/dharamsala-to-amritsar/',
  },
  {
    from: 'Delhi',
    to: 'Shimla',
    km: 344,
    source: 'https://holidify.com/places/shimla/how-to-reach/delhi-to-shimla-1550.html',
  },
  {
    from: 'Delhi',
    to: 'Manali',
    km: 540,
    source: 'https://thefliy.com/2024/02/22/delhi-to-manali-himachal-pradesh/',
  },
  {
    from: 'Delhi',
    to: 'Dharamshala',
    km: 480,
    source: 'https://www.abplive.com/web-stories/travel/distance-from-delhi-to-dharamshala-2956910',
  },
  {
    from: 'Dehradun',
    to: 'Shimla',
    km: 270,
    source: 'https://aadityalele.blogspot.com/2010/10/travel-log-from-shimla-to-dehradun.html',
  },
  {
    from: 'Haridwar',
    to: 'Shimla',
    km: 290,
    source: 'http://pradiptap.blogspot.com/2015/08/road-trip-to-shimla-from-haridwar.html',
  },
  // Ghat roads between towns in the plains, more than 15% longer than the straight line says.
  {
    from: 'Goa',
    to: 'Kolhapur',
    km: 230,
    source: 'https://tourismofgoa.org/travel-guide/how-to-reach-goa/',
  },
  {
    // By Salem: the straight line crosses the hills of the Sathyamangalam forest.
    from: 'Bangalore',
    to: 'Coimbatore',
    km: 350,
    source: 'http://overdrive.in/features/%EF%BB%BFbest-driving-roads-bengaluru-to-coimbatore/',
  },
  {
    from: 'Dehradun',
    to: 'Haldwani',
    km: 290,
    source: 'https://doontaxiservice.com/dehradun-to-haldwani/',
  },
] satisfies PublishedRoad[];
