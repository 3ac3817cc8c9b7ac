import { cities, cityAliases } from '@/content/cities';
import { canonicalCityName, serviceableAliases, serviceableCityNames } from '@/lib/served-cities';

/**
 * lib/generated/served-cities.json is written from content/cities.ts by scripts/served-cities.mjs
 * (npm run build, npm run dev and npm test run it first). These tests hold it to the data: they
 * fail when the data changed and the names were not written again, or when the script's rule
 * drifts from the one below. When they fail after an edit of content/cities.ts, run
 * `node scripts/served-cities.mjs`.
 */

describe('the served cities the browser gets', () => {
  it('are the cities of content/cities.ts not flagged serviceable: false, in its order', () => {
    const expected = cities.filter((c) => !('serviceable' in c)).map((c) => c.name);
    expect(serviceableCityNames).toEqual(expected);
    expect(cities.length).toBeGreaterThan(serviceableCityNames.length);
  });

  it("carry every served city's other spellings, and no unserved city's", () => {
    const expected = Object.entries(cityAliases).flatMap(([name, aliases]) =>
      serviceableCityNames.includes(name) ? aliases.map((alias) => ({ alias, name })) : [],
    );
    expect(serviceableAliases).toEqual(expected);
  });

  it('carry names only: no coordinates or states', async () => {
    const file = await import('@/lib/generated/served-cities.json');
    expect(Object.keys(file.default ?? file).filter((k) => k !== 'default')).toEqual([
      'names',
      'aliases',
    ]);
    expect(JSON.stringify(file)).not.toMatch(/"(lat|lon|state)"/);
  });

  it('give a canonical name for another spelling, in any case, and leave anything else as typed', () => {
    expect(canonicalCityName('Bengaluru')).toBe('Bangalore');
    expect(canonicalCityName('  bombay ')).toBe('Mumbai');
    expect(canonicalCityName('Pune')).toBe('Pune');
    expect(canonicalCityName(' Atlantis ')).toBe('Atlantis');
    expect(canonicalCityName('')).toBe('');
  });
});
