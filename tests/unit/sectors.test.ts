/**
 * @jest-environment node
 */
import { hasSector, isSectorCity, sectorRanges, type SectorRange } from '@/content/sectors';
import { serviceableCityNames } from '@/lib/served-cities';
import { assignOffices } from '@/lib/gazetteer/build';
import { readDirectory } from '@/lib/gazetteer/directory';
import { findSector, placeKey } from '@/lib/gazetteer/text';

const ranges = Object.entries(sectorRanges) as [string, SectorRange][];

test('the sector-numbered cities are served cities, each range sound and explained', () => {
  expect(ranges.map(([city]) => city).sort()).toEqual(
    ['Chandigarh', 'Faridabad', 'Greater Noida', 'Gurgaon', 'Navi Mumbai', 'Noida'].sort(),
  );
  for (const [city, range] of ranges) {
    expect(serviceableCityNames).toContain(city);
    expect(Number.isInteger(range.from) && Number.isInteger(range.to)).toBe(true);
    expect(range.from).toBeGreaterThanOrEqual(1);
    expect(range.to).toBeGreaterThan(range.from);
    for (const n of range.missing ?? []) expect(n > range.from && n < range.to).toBe(true);
    expect(range.basis.length).toBeGreaterThan(40);
  }
});

test('every sector India Post names in those cities is inside the city’s range', () => {
  const outside = assignOffices(readDirectory()).flatMap(({ office, city }) => {
    const sector = isSectorCity(city) ? findSector(placeKey(office.o)) : undefined;
    return sector && !hasSector(city, sector.number) ? [`${city}: ${office.o}`] : [];
  });
  expect(outside).toEqual([]);
});

test.each([
  ['Noida', 1, true],
  ['Noida', 137, true],
  ['Noida', 168, true],
  ['Noida', 169, false],
  ['Noida', 0, false],
  ['Noida', -5, false],
  ['Noida', 62.5, false],
  ['Noida', Number.NaN, false],
  ['Chandigarh', 13, false], // the plan has no Sector 13
  ['Chandigarh', 17, true],
  ['Gurgaon', 115, true],
  ['Gurgaon', 137, false],
  ['Faridabad', 999, false],
  ['Pune', 15, false], // not a sector-numbered city
  ['Atlantis', 1, false],
])('%s has a Sector %p: %p', (city, n, yes) => {
  expect(hasSector(city, n)).toBe(yes);
});

test('isSectorCity knows only the cities of the table', () => {
  expect(isSectorCity('Noida')).toBe(true);
  expect(isSectorCity('noida')).toBe(false);
  expect(isSectorCity('Pune')).toBe(false);
  expect(isSectorCity('toString')).toBe(false);
  expect(isSectorCity('')).toBe(false);
});
