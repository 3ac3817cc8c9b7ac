/**
 * Every word of the quote form's item list (English). Other languages have theirs in their own
 * folder (content/hi/items-text.ts), of the same type; components/quote/items-panel.tsx fetches
 * the page's own with the list's code, so a page that never opens the list downloads none of it.
 */
import { ITEM_IDS, items, type ItemId, type Room } from './items';

export interface ItemsText {
  /** The panel's heading. */
  title: string;
  /** `{size}`: the home size the list started from. */
  startedFrom: string;
  /** No home size chosen yet. */
  noSize: string;
  /** `{size}` */
  restart: string;
  clear: string;
  rooms: Record<Room, string>;
  /** Each item's name: its count's accessible name. */
  names: Record<ItemId, string>;
  /** The buttons beside a count; `{item}`: its name. */
  fewer: string;
  more: string;
  /** `{max}`: a count that is not a whole number up to max. */
  badNumber: string;
  /** `{volume}` cubic feet, `{vehicle}` the truck. */
  total: string;
  /** Only a car, or nothing, listed. */
  noTruck: string;
  /** `{count}` cars. */
  cars: string;
}

export const itemsText: ItemsText = {
  title: 'Your items',
  startedFrom: 'Starting from a typical {size}. Change any count to match your home.',
  noSize: 'Choose your home size above to start from a typical list, or count your items here.',
  restart: 'Start again from a typical {size}',
  clear: 'Remove the list',
  rooms: {
    bedroom: 'Bedrooms',
    living: 'Living and dining',
    kitchen: 'Kitchen and appliances',
    other: 'Cooling, cartons and vehicles',
  },
  names: Object.fromEntries(ITEM_IDS.map((id) => [id, items[id].name])) as Record<ItemId, string>,
  fewer: 'One fewer: {item}',
  more: 'One more: {item}',
  badNumber: 'Enter a whole number from 0 to {max}.',
  total: 'About {volume} cu ft: a {vehicle}.',
  noTruck: 'Nothing listed for the truck yet.',
  cars: 'Cars go on a car carrier: {count}.',
};
