/**
 * The truck a volume needs and the charge for the floors a crew climbs
 * (docs/product.md#the-written-scope), pure: what the estimate needs of an item list, without the
 * item catalogue (lib/volume.ts sums a list into a ListSummary with it), so the estimator's script
 * does not carry the catalogue.
 */
import { extras } from '@/content/pricing';
import { TRUCK_IDS, trucks, type TruckId } from '@/content/trucks';
import type { Floors } from './floors';

/** An item list as pricing sees it: cubic feet in the container, cars on a carrier. */
export interface ListSummary {
  volume: number;
  cars: number;
}

export interface TruckChoice {
  truck: TruckId;
  /** More than one only past the largest truck's load. */
  count: number;
}

/**
 * The smallest truck that carries the volume, or as many of the largest as it takes. Nothing to
 * carry (an empty list, or only a car) needs no truck: null.
 */
export function truckFor(volumeCft: number): TruckChoice | null {
  if (!Number.isFinite(volumeCft) || volumeCft <= 0) return null;
  const fits = TRUCK_IDS.find((id) => trucks[id].capacityCft >= volumeCft);
  if (fits) return { truck: fits, count: 1 };
  const largest = TRUCK_IDS[TRUCK_IDS.length - 1]!;
  return { truck: largest, count: Math.ceil(volumeCft / trucks[largest].capacityCft) };
}

/** `17 ft truck`, `2 × 32 ft container`, in English (the page words it in its language). */
export function truckName(
  choice: TruckChoice,
  names: Partial<Record<TruckId, string>> = {},
): string {
  const name = names[choice.truck] ?? trucks[choice.truck].name;
  return choice.count > 1 ? `${choice.count} × ${name}` : name;
}

/**
 * The published charge for the floors climbed without a lift (content/pricing.ts
 * `extras.floorWithoutLift`); a floor or lift not given adds nothing.
 */
export function floorCharge(floors: Floors): number {
  return floorsWithoutLift(floors) * extras.floorWithoutLift.amount;
}

/** Floors climbed with the goods where the visitor said there is no lift. */
export function floorsWithoutLift(floors: Floors): number {
  const end = (floor: number | null, lift: boolean | null) => (lift === false ? (floor ?? 0) : 0);
  return end(floors.pickupFloor, floors.liftPickup) + end(floors.dropFloor, floors.liftDrop);
}

/**
 * Whether stairs may still cost something nobody priced: a floor not given, or a floor above the
 * ground with the lift not given.
 */
export function floorsUnknown(floors: Floors): boolean {
  const end = (floor: number | null, lift: boolean | null) =>
    floor === null || (floor > 0 && lift === null);
  return end(floors.pickupFloor, floors.liftPickup) || end(floors.dropFloor, floors.liftDrop);
}
