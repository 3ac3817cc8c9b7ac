import { site } from '@/content/site';

/** Full years of service at `now` (the build date on a static site). */
export function yearsOfService(
  now: Date = new Date(),
  foundedYear: number = site.foundedYear,
): number {
  return Math.max(0, now.getFullYear() - foundedYear);
}
