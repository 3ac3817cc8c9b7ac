/**
 * An item list's shape: all the quote form knows of a list before its panel is opened. Reading one
 * from anywhere is lib/read-list.ts, and the rules that need the catalogue (volume, truck, price)
 * are lib/volume.ts: both load with the panel.
 */
import type { ItemId } from '@/content/item-ids';

export type Counts = Partial<Record<ItemId, number>>;

/**
 * What moves. The floors and lifts are not the list's: the quote form asks them of every home move
 * (lib/floors.ts), so they are answered in one place.
 */
export interface ItemList {
  counts: Counts;
}
