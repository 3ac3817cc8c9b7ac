import { site } from '../site';

/**
 * Where the rating's reviews are (`site.rating.source`), as Hindi readers write it. A source not
 * named here is written as content/site.ts has it: add its Hindi name when the source changes.
 */
const HINDI_NAMES: Record<string, string> = { 'Google Maps': 'गूगल मैप्स' };

/** A reviews site's name as Hindi readers write it. */
export const sourceInHindi = (source: string): string => HINDI_NAMES[source] ?? source;

export const ratingSource = sourceInHindi(site.rating.source);
