import { greatCircleKm } from '@/lib/geo';
import { cityNotes } from '@/content/city-notes';
import { truckHours } from '@/content/truck-hours';
import { cities } from '@/content/cities';
import { branches } from '@/content/site';
import { allCities, footerCities } from '@/lib/cities';
import { serviceableCityNames } from '@/lib/served-cities';

describe('city data', () => {
  it('has about 100 unique cities', () => {
    expect(allCities.length).toBeGreaterThanOrEqual(95);
    expect(new Set(allCities.map((c) => c.name.toLowerCase())).size).toBe(allCities.length);
  });

  it('keeps every city inside India', () => {
    for (const c of allCities) {
      expect(c.lat).toBeGreaterThan(6);
      expect(c.lat).toBeLessThan(37.5);
      expect(c.lon).toBeGreaterThan(68);
      expect(c.lon).toBeLessThan(97.5);
    }
  });

  it('derives the 82-name serviceable list', () => {
    expect(serviceableCityNames).toHaveLength(82);
    expect(serviceableCityNames).toEqual(
      expect.arrayContaining(['Mumbai', 'Chennai', 'Bangalore', 'Shimla']),
    );
  });

  it('names a bounded list of distinct cities in the footer', () => {
    // Bounded so the footer stays a few phone screens; the rest are on /locations.
    expect(footerCities.length).toBeGreaterThanOrEqual(8);
    expect(footerCities.length).toBeLessThanOrEqual(20);
    expect(new Set(footerCities.map((c) => c.name)).size).toBe(footerCities.length);
  });

  it('places every branch in a known city', () => {
    const names = new Set(cities.map((c) => c.name));
    for (const b of branches) expect(names).toContain(b.city);
  });
});

describe('city notes', () => {
  it('has one note for every city and none for an unknown one', () => {
    expect(Object.keys(cityNotes).sort()).toEqual(allCities.map((c) => c.name).sort());
    for (const note of Object.values(cityNotes))
      expect(note.split(/\s+/).length).toBeGreaterThan(30);
  });
});

describe('truck hours', () => {
  it('are for cities of ours, each with its hours, a source and a link', () => {
    const names = allCities.map((c) => c.name);
    expect(Object.keys(truckHours).length).toBeGreaterThanOrEqual(4);
    for (const [city, t] of Object.entries(truckHours)) {
      expect(names).toContain(city);
      expect(t.text).toMatch(/\d{1,2}(\.\d{2})? (am|pm)/);
      expect(t.source).toMatch(/\b20\d{2}\b/);
      expect(new URL(t.url).protocol).toMatch(/^https?:$/);
    }
  });
});

describe('coordinates against known distances', () => {
  // Great-circle distances between city centres as published by distance calculators, in km.
  // If a city's coordinates were off by more than a few km, these would drift.
  it.each([
    ['Chennai', 'Bangalore', 290],
    ['Mumbai', 'Delhi', 1150],
    ['Delhi', 'Kolkata', 1305],
    ['Chennai', 'Kolkata', 1360],
    ['Hyderabad', 'Bangalore', 500],
    ['Mumbai', 'Pune', 120],
    ['Delhi', 'Agra', 180],
    ['Jaipur', 'Delhi', 240],
  ])('%s to %s is about %i km', (a, b, km) => {
    const from = allCities.find((c) => c.name === a)!;
    const to = allCities.find((c) => c.name === b)!;
    expect(Math.abs(greatCircleKm(from, to) - km)).toBeLessThan(km * 0.04 + 6);
  });
});
