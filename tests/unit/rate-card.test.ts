import { distanceBandLabels } from '@/lib/rate-card';
import { DISTANCE_BANDS } from '@/content/pricing';

const words = {
  upTo: (km: string) => `<${km}`,
  between: (from: string, to: string) => `${from}-${to}`,
  above: (km: string) => `>${km}`,
};

describe('distanceBandLabels', () => {
  it('heads the first band "up to", the open last one "above", the others "from–to"', () => {
    expect(distanceBandLabels(words)).toEqual([
      '<100',
      '101-500',
      '501-1,000',
      '1,001-1,500',
      '1,501-2,000',
      '>2,000',
    ]);
    expect(distanceBandLabels(words).length).toBe(DISTANCE_BANDS.length);
  });

  it('follows other limits, and a card whose last band is closed', () => {
    expect(distanceBandLabels(words, [{ maxKm: 50 }, { maxKm: Infinity }])).toEqual(['<50', '>50']);
    expect(distanceBandLabels(words, [{ maxKm: 40 }, { maxKm: 1250 }])).toEqual([
      '<40',
      '41-1,250',
    ]);
  });

  it('gives no headings for no bands', () => {
    expect(distanceBandLabels(words, [])).toEqual([]);
  });
});
