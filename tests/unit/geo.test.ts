import { greatCircleKm, roadKm } from '@/lib/geo';
import { metroDistances, nearbyServedCities } from '@/lib/city-facts';
import { nearestOffice } from '@/lib/city-relation';
import { transitDays, transitLabel } from '@/lib/transit';
import { findCityByName } from '@/lib/cities';

const chennai = { lat: 13.0827, lon: 80.2707 };
const bangalore = { lat: 12.9716, lon: 77.5946 };

describe('distances', () => {
  it('measures Chennai to Bangalore like a map does', () => {
    expect(greatCircleKm(chennai, bangalore)).toBeGreaterThan(280);
    expect(greatCircleKm(chennai, bangalore)).toBeLessThan(300);
    expect(roadKm(chennai, bangalore)).toBeGreaterThan(330);
    expect(roadKm(chennai, bangalore)).toBeLessThan(380);
  });

  it('is zero for the same place and symmetric', () => {
    expect(greatCircleKm(chennai, chennai)).toBe(0);
    expect(greatCircleKm(chennai, bangalore)).toBeCloseTo(greatCircleKm(bangalore, chennai), 9);
  });

  it('returns NaN for impossible coordinates instead of a wrong number', () => {
    expect(greatCircleKm({ lat: 91, lon: 0 }, chennai)).toBeNaN();
    expect(greatCircleKm({ lat: Number.NaN, lon: 0 }, chennai)).toBeNaN();
    expect(greatCircleKm({ lat: 0, lon: Infinity }, chennai)).toBeNaN();
  });
});

describe('city facts', () => {
  const city = (name: string) => {
    const c = findCityByName(name);
    if (!c) throw new Error(name);
    return c;
  };

  it('finds the nearest branch', () => {
    expect(nearestOffice(city('Chennai'))).toMatchObject({ office: { city: 'Chennai' }, km: 0 });
    expect(nearestOffice(city('Mysore')).office.city).toBe('Bangalore');
    expect(nearestOffice(city('Mathura')).office.city).toBe('Agra');
    expect(nearestOffice(city('Noida')).office.city).toBe('Faridabad');
  });

  it('lists nearby served cities nearest first, without the city itself', () => {
    const near = nearbyServedCities(city('Pune'), 4);
    expect(near).toHaveLength(4);
    expect(near.map((c) => c.name)).not.toContain('Pune');
    expect(near.map((c) => c.name)).toContain('Mumbai');
    for (let i = 1; i < near.length; i++)
      expect(near[i]!.km).toBeGreaterThanOrEqual(near[i - 1]!.km);
  });

  it('gives longer transit for longer distances', () => {
    expect(transitDays(20)).toEqual([0, 1]);
    expect(transitLabel(20)).toBe('same or next day');
    expect(transitLabel(345)).toBe('1–2 days');
    const lengths = [10, 200, 500, 1200, 2000, 3000].map((km) => transitDays(km)[1]);
    for (let i = 1; i < lengths.length; i++)
      expect(lengths[i]).toBeGreaterThanOrEqual(lengths[i - 1]!);
    expect(transitDays(Number.NaN)).toEqual([0, 0]);
    expect(transitDays(-5)).toEqual([0, 0]);
  });

  it('leaves a metro out of its own metro list', () => {
    const fromChennai = metroDistances(city('Chennai'));
    expect(fromChennai.map((m) => m.metro)).toEqual([
      'Delhi',
      'Mumbai',
      'Bangalore',
      'Kolkata',
      'Hyderabad',
    ]);
    expect(metroDistances(city('Jaipur'))).toHaveLength(6);
  });
});
