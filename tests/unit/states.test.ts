import { branchStates } from '@/content/states';
import {
  DEFAULT_STATE_KEY,
  cityMapStates,
  stateGroupBySlug,
  stateGroups,
  stateKey,
  statePagePath,
} from '@/lib/states';
import { allCities } from '@/lib/cities';
import { serviceableCityNames } from '@/lib/served-cities';
import { servedCitiesIn } from '@/lib/city-map';
import { isServiceable } from '@/lib/quote';

describe('branch states', () => {
  it('has 14 cards that cover every one of the spec’s 15 state names', () => {
    expect(branchStates).toHaveLength(14);
    const covered = branchStates.flatMap((s) => s.covers);
    for (const name of [
      'Tamil Nadu',
      'Karnataka',
      'Maharashtra',
      'Delhi NCR',
      'Telangana',
      'West Bengal',
      'Gujarat',
      'Madhya Pradesh',
      'Rajasthan',
      'Uttar Pradesh',
      'Uttarakhand',
      'Andhra Pradesh',
      'Odisha',
      'Bihar',
      'Himachal Pradesh',
    ]) {
      expect(covered).toContain(name);
    }
  });

  it('gives every card serviceable districts the form accepts, A to Z', () => {
    const states = cityMapStates();
    const districtsOf = (name: string) =>
      servedCitiesIn(states, branchStates.find((s) => s.name === name)!.covers).map((d) => d.name);
    for (const card of branchStates) {
      const districts = districtsOf(card.name);
      expect(districts.length).toBeGreaterThanOrEqual(2);
      for (const d of districts) expect(isServiceable(d)).toBe(true);
      expect(districts).toEqual([...districts].sort((a, b) => a.localeCompare(b)));
    }
    expect(districtsOf('Uttarakhand & Himachal Pradesh')).toEqual(
      expect.arrayContaining(['Dehradun', 'Shimla']),
    );
  });

  it('gives a card of no state no districts', () => {
    expect(servedCitiesIn(cityMapStates(), [])).toEqual([]);
  });
});

describe('locations state groups', () => {
  it('keys states by their name without spaces', () => {
    expect(stateKey('Tamil Nadu')).toBe('TamilNadu');
    expect(stateKey('Jammu and Kashmir')).toBe('JammuandKashmir');
  });

  it('groups every city once, with Maharashtra as the default', () => {
    const groups = stateGroups();
    expect(groups.reduce((n, g) => n + g.cities.length, 0)).toBe(allCities.length);
    expect(groups.map((g) => g.key)).toContain(DEFAULT_STATE_KEY);
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
  });
});

describe('the directory of states', () => {
  it('gives each state a page path its slug finds again', () => {
    expect(statePagePath('Tamil Nadu')).toBe('/locations/tamil-nadu');
    expect(statePagePath('Jammu and Kashmir')).toBe('/locations/jammu-and-kashmir');
    for (const g of stateGroups()) {
      const slug = statePagePath(g.name).split('/').pop()!;
      expect(stateGroupBySlug(slug)?.name).toBe(g.name);
    }
    expect(stateGroupBySlug('atlantis')).toBeUndefined();
  });
});

describe('the map data (/data/cities.json)', () => {
  const states = cityMapStates();

  it('holds every city once, by state, with its coordinates', () => {
    const cities = states.flatMap((s) => s.cities.map((c) => ({ ...c, state: s.name })));
    expect(cities).toHaveLength(allCities.length);
    for (const c of allCities) {
      expect(cities).toContainEqual(
        expect.objectContaining({ name: c.name, state: c.state, lat: c.lat, lon: c.lon }),
      );
    }
    expect(states.map((s) => s.key)).toEqual(stateGroups().map((g) => g.key));
  });

  it('marks the cities the quote form does not take, and only those', () => {
    const served = new Set(serviceableCityNames);
    for (const c of states.flatMap((s) => s.cities)) {
      expect(c.served === false).toBe(!served.has(c.name));
    }
  });
});
