import { MAX_CITY_LENGTH, useOriginStore } from '@/lib/store/origin';
import { branchCards } from '@/content/home';
import { isServiceable } from '@/lib/quote';
import { footerCities, allCities } from '@/lib/cities';
import { serviceableCityNames } from '@/lib/served-cities';

describe('origin store', () => {
  beforeEach(() => useOriginStore.setState({ from: '', shown: null }));

  it('starts empty and sets the city', () => {
    expect(useOriginStore.getState().from).toBe('');
    useOriginStore.getState().setCity('  Navi Mumbai ');
    expect(useOriginStore.getState().from).toBe('Navi Mumbai');
  });

  it('caps very long input', () => {
    useOriginStore.getState().setCity('x'.repeat(10_000));
    expect(useOriginStore.getState().from).toHaveLength(MAX_CITY_LENGTH);
  });

  it('keeps markup as plain text (rendering escapes it)', () => {
    useOriginStore.getState().setCity('<b>Pune</b>');
    expect(useOriginStore.getState().from).toBe('<b>Pune</b>');
  });
});

describe('lists cross-checked against the one city source', () => {
  const names = new Set(allCities.map((c) => c.name));

  it('every home branch card is a serviceable place', () => {
    expect(branchCards).toHaveLength(10);
    for (const card of branchCards) expect(isServiceable(card.city)).toBe(true);
  });

  it('every serviceable and footer name is spelt as in the data', () => {
    for (const n of serviceableCityNames) expect(names).toContain(n);
    for (const c of footerCities) expect(names).toContain(c.name);
  });
});
