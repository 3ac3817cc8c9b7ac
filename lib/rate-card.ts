/**
 * The published rate card (/packers-and-movers-charges and its Hindi twin): headings built from
 * the limits in content/pricing.ts, so no distance is written twice.
 */
import { DISTANCE_BANDS } from '@/content/pricing';
import type { ChargesText } from '@/content/charges-text';
import { formatNumber } from './format';

/**
 * A heading per distance band, in the words given: the first band "up to" its limit, the open
 * last one "above" the one before, the others "from–to" (a band starts 1 km after the last ends).
 */
export function distanceBandLabels(
  words: ChargesText['bands'],
  bands: readonly { maxKm: number }[] = DISTANCE_BANDS,
): string[] {
  return bands.map((band, i) => {
    const before = bands[i - 1];
    if (!Number.isFinite(band.maxKm) && before) return words.above(formatNumber(before.maxKm));
    if (!before) return words.upTo(formatNumber(band.maxKm));
    return words.between(formatNumber(before.maxKm + 1), formatNumber(band.maxKm));
  });
}
