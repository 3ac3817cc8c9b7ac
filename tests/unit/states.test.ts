import { branchStates } from '@/content/states';
import { DEFAULT_STATE_KEY, districtsOf, stateGroups, stateKey } from '@/lib/states';
import { allCities } from '@/lib/cities';
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

  it('gives every card serviceable districts the form accepts', () => {
    for (const card of branchStates) {
      const districts = districtsOf(card.name);
      expect(districts.length).toBeGreaterThanOrEqual(2);
      for (const d of districts) expect(isServiceable(d.name)).toBe(true);
    }
    expect(districtsOf('Uttarakhand & Himachal Pradesh').map((d) => d.name)).toEqual(
      expect.arrayContaining(['Dehradun', 'Shimla']),
    );
  });

  it('returns no districts for an unknown card', () => {
    expect(districtsOf('Atlantis')).toEqual([]);
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
