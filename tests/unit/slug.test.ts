import { cityPagePath, toSlug } from '@/lib/slug';
import { cityFromPageSegment, cityPageSegments, findCityBySlug } from '@/lib/cities';

describe('toSlug', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(toSlug('Navi Mumbai')).toBe('navi-mumbai');
    expect(toSlug('Chennai')).toBe('chennai');
  });

  it('collapses runs of spaces and trims', () => {
    expect(toSlug('  Greater   Noida ')).toBe('greater-noida');
  });

  it('changes nothing else', () => {
    expect(toSlug('Delhi NCR')).toBe('delhi-ncr');
    expect(toSlug('')).toBe('');
  });
});

describe('city slugs against the data', () => {
  it('uses the canonical spelling for a known city', () => {
    expect(findCityBySlug('navi-mumbai')?.name).toBe('Navi Mumbai');
    expect(findCityBySlug('THIRUVANANTHAPURAM')?.name).toBe('Thiruvananthapuram');
  });

  it('finds no city for an unknown slug', () => {
    expect(findCityBySlug('atlantis-east')).toBeUndefined();
  });

  it('round-trips every city through its landing page segment', () => {
    const segments = cityPageSegments();
    expect(segments.length).toBeGreaterThanOrEqual(100);
    expect(new Set(segments).size).toBe(segments.length);
    for (const segment of segments) {
      const city = cityFromPageSegment(segment);
      expect(city).toBeDefined();
      expect(cityPagePath(city!.name)).toBe(`/${segment}`);
    }
  });

  it('rejects segments without the prefix or with an unknown city', () => {
    expect(cityFromPageSegment('chennai')).toBeUndefined();
    expect(cityFromPageSegment('packers-movers-in-')).toBeUndefined();
    expect(cityFromPageSegment('packers-movers-in-<script>')).toBeUndefined();
  });
});
