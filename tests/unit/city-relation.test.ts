/**
 * @jest-environment node
 */
import { branchCards } from '@/content/home';
import { branches } from '@/content/site';
import { allCities, findCityByName } from '@/lib/cities';
import {
  citiesServedBy,
  cityRelation,
  farStatesOf,
  NEAR_BRANCH_KM,
  relationOfPlace,
} from '@/lib/city-relation';

const city = (name: string) => findCityByName(name)!;

test('each kind of relation, from the offices of content/site.ts', () => {
  expect(cityRelation(city('Chennai'))).toMatchObject({ kind: 'head-office', km: 0 });
  expect(cityRelation(city('Agra'))).toMatchObject({ kind: 'branch', km: 0 });
  const mathura = cityRelation(city('Mathura'));
  expect(mathura).toMatchObject({ kind: 'near', office: { city: 'Agra' } });
  expect(mathura.km).toBeLessThanOrEqual(NEAR_BRANCH_KM);
  const jaipur = cityRelation(city('Jaipur'));
  expect(jaipur).toMatchObject({ kind: 'far', office: { city: 'Agra' } });
  expect(jaipur.km).toBeGreaterThan(NEAR_BRANCH_KM);
});

test('a card’s place: a city, or the area an office is known by; anything else is unknown', () => {
  expect(relationOfPlace('Delhi NCR')).toMatchObject({
    kind: 'branch',
    office: { city: 'Faridabad' },
  });
  expect(relationOfPlace('Jaipur')).toMatchObject({ kind: 'far' });
  expect(relationOfPlace('Atlantis')).toBeUndefined();
  expect(relationOfPlace('')).toBeUndefined();
  for (const card of branchCards)
    expect([card.city, relationOfPlace(card.city)]).not.toContain(undefined);
});

test('every city is served by exactly one office, and each office lists its own city first', () => {
  const served = branches.flatMap((office) => citiesServedBy(office).map((r) => r.city.name));
  expect(served.sort()).toEqual(allCities.map((c) => c.name).sort());
  for (const office of branches) expect(citiesServedBy(office)[0]?.city.name).toBe(office.city);
});

test('the states an office sends a travelling crew to, with how many, most first', () => {
  for (const office of branches) {
    const far = citiesServedBy(office).filter((r) => r.kind === 'far');
    const states = farStatesOf(office);
    expect(states.reduce((n, s) => n + s.count, 0)).toBe(far.length);
    for (const s of states) {
      expect(s.count).toBe(far.filter((r) => r.city.state === s.state).length);
    }
    const counts = states.map((s) => s.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  }
  const agra = branches.find((b) => b.city === 'Agra')!;
  expect(farStatesOf(agra)).toContainEqual({ state: 'Rajasthan', count: expect.any(Number) });
});
