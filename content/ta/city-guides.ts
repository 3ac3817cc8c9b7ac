/**
 * The Tamil of content/city-guides.ts: one guide per city, keyed the same way (the exact English
 * names in content/cities.ts), written in two halves (the cities of the English file's first and
 * second half) and read as one.
 */
import { cityGuides1 } from './city-guides-1';
import { cityGuides2 } from './city-guides-2';

export const cityGuides: Record<string, string> = { ...cityGuides1, ...cityGuides2 };
