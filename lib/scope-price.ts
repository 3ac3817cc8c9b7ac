/**
 * What a written scope should say, worked out again by the code the quote form prices with
 * (docs/product.md#the-written-scope): the volume, the truck and the cars of its list, and the
 * price range of the move: a home move by its list (or, with no list given, by its home size)
 * with its floors, an office move by its office size, a vehicle's by the vehicle, between two
 * served cities. The edge checks a scope with it before it signs (lib/leads/issue-scope.ts), and
 * the scope page checks it again when the scope is shown. Loads the cities and the rates: the page
 * fetches it on demand.
 */
import { DEFAULT_SERVICE } from '@/content/sizes';
import { estimateMove } from './estimate';
import { serviceForSize } from './estimate-options';
import { matchServiceableCity } from './quote';
import type { Scope } from './scope-link';
import { carCount, listVolume, sameCounts, summarize, truckFor, typicalList } from './volume';

/** The service a scope is of: by its size, or a home move's own item list. */
export const scopeService = (scope: Scope) =>
  scope.basis ? serviceForSize(scope.basis) : DEFAULT_SERVICE;

/**
 * Whether the scope's volume, truck and cars are those of its list, and the list has anything; a
 * scope based on a home size holds exactly that size's typical list. An office's or a vehicle's
 * has no list, volume, truck, cars or floors: the survey or the vehicle itself settles those.
 */
export function listAgrees(scope: Scope): boolean {
  if (scopeService(scope) !== 'Home Shifting')
    return (
      Object.keys(scope.list.counts).length === 0 &&
      scope.volume === 0 &&
      scope.truck === null &&
      scope.cars === 0 &&
      Object.values(scope.floors).every((v) => v === null)
    );
  if (scope.basis && !sameCounts(scope.list.counts, typicalList(scope.basis))) return false;
  const volume = listVolume(scope.list.counts);
  const truck = truckFor(volume);
  const cars = carCount(scope.list.counts);
  return (
    (volume > 0 || cars > 0) &&
    scope.volume === volume &&
    scope.cars === cars &&
    (truck === null
      ? scope.truck === null
      : scope.truck?.truck === truck.truck && scope.truck.count === truck.count)
  );
}

/**
 * The range the quote form gives this move between two served cities (as content/cities.ts names
 * them): by its list, or by its size where it has no list, with a home's floors; null when it
 * cannot price the move.
 */
export function listRange(
  scope: Scope,
  fromCity: string,
  toCity: string,
): { low: number; high: number } | null {
  const estimate = estimateMove({
    from: fromCity,
    to: toCity,
    service: scopeService(scope) ?? DEFAULT_SERVICE,
    size: scope.basis,
    list: scope.basis ? null : summarize(scope.list),
    floors: scope.floors,
  });
  return estimate.ok ? { low: estimate.low, high: estimate.high } : null;
}

export type PriceCheck =
  /** The range is what the list gives today. */
  | 'agrees'
  /** Another range: the rates have changed since, or the scope was made up. */
  | 'differs'
  /** No price in the scope, or no way to price it (a place that names no served city). */
  | 'unknown';

/** The scope's range against its list, the cities read from its places as the form wrote them. */
export function checkPrice(scope: Scope): PriceCheck {
  if (scope.high === 0) return 'unknown';
  const from = matchServiceableCity(scope.from);
  const to = matchServiceableCity(scope.to);
  const range = from && to ? listRange(scope, from, to) : null;
  if (!range) return 'unknown';
  return range.low === scope.low && range.high === scope.high && listAgrees(scope)
    ? 'agrees'
    : 'differs';
}
