/**
 * The item list's rules (docs/product.md#the-written-scope), pure: what a typical home holds, the
 * volume a list takes and the truck it needs. Bad input (a draft or a link edited by hand) is
 * read, never trusted.
 */
import { ITEM_IDS, items, typicalLists, type ItemId } from '@/content/items';
import { HOME_SIZES, type HomeSize } from '@/content/sizes';
import type { Counts, ItemList } from './read-list';
import type { ListSummary } from './trucks';
export { floorCharge, truckFor, truckName, type ListSummary, type TruckChoice } from './trucks';

export { readCounts, readList, readWholeNumber, type Counts, type ItemList } from './read-list';

const isHomeSize = (size: string): size is HomeSize =>
  (HOME_SIZES as readonly string[]).includes(size);

/** The list a home of this size starts from; none for another kind of size. */
export function typicalList(size: string): Counts {
  return isHomeSize(size) ? { ...typicalLists[size] } : {};
}

/** Two lists of counts hold the same items, each as many times. */
export function sameCounts(a: Counts, b: Counts): boolean {
  const keys = Object.keys(a) as ItemId[];
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
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

/** What pricing needs of a list: its volume and its cars (lib/price.ts). */
export function summarize(list: ItemList): ListSummary {
  return { volume: listVolume(list.counts), cars: carCount(list.counts) };
}
