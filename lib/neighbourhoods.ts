/**
 * The neighbourhoods a city page shows: the names residents use (content/locality-names.ts), each
 * with its PIN code, and how many PIN codes India Post lists for the city. India Post's own
 * office names ("Srpf", "Nmpalika") stay in the quote form's data and are never shown.
 */
import { localityNames, type LocalityName } from '@/content/locality-names';
import pinCodes from './generated/pin-code-counts.json';

const lists = localityNames as Readonly<Record<string, readonly LocalityName[]>>;
const counts: Readonly<Record<string, number>> = pinCodes;

/** The city's neighbourhoods, in the owner's order (best known first); none for an unknown city. */
export function neighbourhoodsOf(cityName: string): readonly LocalityName[] {
  return Object.hasOwn(lists, cityName) ? lists[cityName]! : [];
}

/**
 * How many PIN codes India Post's directory has for the city (what the quote form knows), as
 * `npm run data:localities` counted them (lib/generated/pin-code-counts.json); 0 for an unknown city.
 */
export function pinCodeCount(cityName: string): number {
  return Object.hasOwn(counts, cityName) ? counts[cityName]! : 0;
}
