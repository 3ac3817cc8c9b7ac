/**
 * An item list's shape: all the quote form knows of a list before its panel is opened. Reading one
 * from anywhere is lib/read-list.ts, and the rules that need the catalogue (volume, truck, price)
 * are lib/volume.ts: both load with the panel.
 */
import type { ItemId } from '@/content/item-ids';

export type Counts = Partial<Record<ItemId, number>>;

export interface ItemList {
  counts: Counts;
  /** 0 is the ground floor. */
  pickupFloor: number;
  dropFloor: number;
  liftPickup: boolean;
  liftDrop: boolean;
}

export const NO_FLOORS = { pickupFloor: 0, dropFloor: 0, liftPickup: false, liftDrop: false };
