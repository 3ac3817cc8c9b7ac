/**
 * An item list written out in English, as the business reads it (docs/product.md#the-written-scope):
 * compact lines for the chat message, the whole list by room for the e-mail copy. Part of the item
 * list's code, loaded with its panel: a request without a list never needs it.
 */
import { ROOMS, items } from '@/content/items';
import { itemsText } from '@/content/items-text';
import { carCount, listVolume, listedItems, truckFor, truckName, type ItemList } from './volume';

/** `Double bed ×2, Refrigerator ×1, Cartons ×40` */
export function itemsSummary(list: ItemList): string {
  return listedItems(list.counts)
    .map(({ id, count }) => `${items[id].name} ×${count}`)
    .join(', ');
}

/** The truck the list needs, and the car carrier when there is a car. */
export function vehicleWords(list: ItemList): string {
  const truck = truckFor(listVolume(list.counts));
  const cars = carCount(list.counts);
  const carrier = cars ? `car carrier (${cars} ${cars === 1 ? 'car' : 'cars'})` : '';
  return [truck ? truckName(truck) : '', carrier].filter(Boolean).join(' + ');
}

/**
 * The chat message's lines: Items, Volume and Vehicle (the floors are every home move's line,
 * lib/floors.ts).
 */
export function listLines(list: ItemList): string[] {
  return [
    `Items: ${itemsSummary(list)}`,
    `Volume: about ${listVolume(list.counts).toLocaleString('en-IN')} cu ft`,
    `Vehicle: ${vehicleWords(list) || 'none'}`,
  ];
}

/** The whole list for the e-mail copy, room by room, then volume and vehicle. */
export function listForEmail(list: ItemList): string {
  const listed = listedItems(list.counts);
  const rooms = ROOMS.flatMap((room) => {
    const inRoom = listed.filter(({ id }) => items[id].room === room);
    return inRoom.length
      ? [
          `${itemsText.rooms[room]}:`,
          ...inRoom.map(({ id, count }) => `  ${items[id].name}: ${count}`),
        ]
      : [];
  });
  return [...rooms, ...listLines(list).slice(1)].join('\n');
}
