import { site } from '../site';

/**
 * The Tamil twin of content/hi/rating-source.ts (English pages name the source as content/site.ts
 * has it): where the rating's reviews are (`site.rating.source`), as Tamil readers write it. A
 * source not named here is written as content/site.ts has it: add its Tamil name when the source
 * changes.
 */
const TAMIL_NAMES: Record<string, string> = { 'Google Maps': 'கூகுள் மேப்ஸ்' };

/** A reviews site's name as Tamil readers write it. */
export const sourceInTamil = (source: string): string => TAMIL_NAMES[source] ?? source;

export const ratingSource = sourceInTamil(site.rating.source);
