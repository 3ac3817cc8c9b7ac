/** Typical transit times for household goods by road (used by the estimate and city pages). */
import { estimateLineLabels as L } from '@/content/pricing';

/** Typical door-to-door transit for household goods by road distance (days, low-high). */
export function transitDays(km: number): [number, number] {
  if (!Number.isFinite(km) || km < 0) return [0, 0];
  if (km <= 60) return [0, 1];
  if (km <= 350) return [1, 2];
  if (km <= 800) return [2, 4];
  if (km <= 1500) return [4, 6];
  if (km <= 2200) return [5, 8];
  return [7, 10];
}

/** The transit time in English, as the office reads it (content/pricing.ts). */
export function transitLabel(km: number): string {
  return L.transit(...transitDays(km));
}
