/**
 * The item list's rules (docs/product.md#the-written-scope), pure: what a typical home holds, the
 * volume a list takes, the truck it needs and the charge for floors climbed without a lift. Bad
 * input (a draft or a link edited by hand) is read, never trusted.
 */
import { ITEM_IDS, items, typicalLists, type ItemId } from '@/content/items';
import { extras } from '@/content/pricing';
import { HOME_SIZES, type HomeSize } from '@/content/sizes';
import { TRUCK_IDS, trucks, type TruckId } from '@/content/trucks';
import type { Counts, ItemList } from './item-list';

export {
  NO_FLOORS,
  readCounts,
  readList,
  readWholeNumber,
  type Counts,
  type ItemList,
} from './item-list';

const isHomeSize = (size: string): size is HomeSize =>
  (HOME_SIZES as readonly string[]).includes(size);

/** The list a home of this size starts from; none for another kind of size. */
export function typicalList(size: string): Counts {
  return isHomeSize(size) ? { ...typicalLists[size] } : {};
}

/** The items of a list with a count, in the catalogue's order. */
export function listedItems(counts: Counts): { id: ItemId; count: number }[] {
  return ITEM_IDS.flatMap((id) => {
    const count = counts[id] ?? 0;
    return count > 0 ? [{ id, count }] : [];
  });
}

/** Cubic feet the list takes in the container, rounded up (a car goes on its own carrier). */
export function listVolume(counts: Counts): number {
  const cft = listedItems(counts).reduce(
    (sum, { id, count }) => sum + (items[id].ownCarrier ? 0 : items[id].cft * count),
    0,
  );
  // 3.4 × 10 is 33.99… in floating point: round off the noise before rounding up.
  return Math.ceil(Math.round(cft * 10) / 10);
}

/** How many cars the list puts on a car carrier. */
export function carCount(counts: Counts): number {
  return listedItems(counts)
    .filter(({ id }) => items[id].ownCarrier)
    .reduce((n, { count }) => n + count, 0);
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
  names: Record<TruckId, string> = englishTrucks(),
): string {
  const name = names[choice.truck];
  return choice.count > 1 ? `${choice.count} × ${name}` : name;
}

function englishTrucks(): Record<TruckId, string> {
  return Object.fromEntries(TRUCK_IDS.map((id) => [id, trucks[id].name])) as Record<
    TruckId,
    string
  >;
}

/** Floors climbed with the goods, at both ends, where there is no lift. */
export function floorsWithoutLift(list: ItemList): number {
  return (list.liftPickup ? 0 : list.pickupFloor) + (list.liftDrop ? 0 : list.dropFloor);
}

/** The published charge for those floors (content/pricing.ts `extras.floorWithoutLift`). */
export function floorCharge(list: ItemList): number {
  return floorsWithoutLift(list) * extras.floorWithoutLift.amount;
}
