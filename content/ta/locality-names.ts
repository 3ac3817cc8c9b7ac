/**
 * The neighbourhoods of content/locality-names.ts in Tamil script, by their English name there:
 * what the Tamil city pages list beside each PIN code. The same name is written the same way in
 * every city (Civil Lines is சிவில் லைன்ஸ் wherever it is), so one table serves all; a place a city
 * note or guide names is spelt here as that text spells it. Written in two halves (the names from
 * A to S and from S to Z), read as one.
 */
import { localityNamesTa1 } from './locality-names-1';
import { localityNamesTa2 } from './locality-names-2';

export const localityNamesTa: Readonly<Record<string, string>> = {
  ...localityNamesTa1,
  ...localityNamesTa2,
};
