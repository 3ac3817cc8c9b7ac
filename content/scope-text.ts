/**
 * Every word of the written scope page (/scope), English; the Hindi is content/hi/scope-text.ts,
 * of the same type (docs/product.md#the-written-scope). `{name}` marks a value.
 */
import type { WhenText } from './types';

export interface ScopeText {
  /** How the scope's dates are written, and the moving date and time. */
  date: WhenText;
  moveTime: WhenText;
  /** While the page reads its link. */
  reading: string;
  /** A link without a scope, one cut short or not a scope, one changed since it was written. */
  empty: string;
  damaged: string;
  changed: string;
  /** Under each of those: what to do. */
  help: string;
  /** `{ref}` */
  ref: string;
  written: string;
  validUntil: string;
  /** The scope's validity has passed. */
  expired: string;
  from: string;
  to: string;
  moving: string;
  /** No moving date was given. */
  noDate: string;
  itemsTitle: string;
  /** The table's column headings. */
  item: string;
  count: string;
  floorsTitle: string;
  /** `{floor}`: the floor as a number; ground is 0. */
  floor: string;
  ground: string;
  lift: string;
  noLift: string;
  pickup: string;
  drop: string;
  volume: string;
  /** `{volume}` cubic feet */
  volumeValue: string;
  vehicle: string;
  priceTitle: string;
  /** The range is GST included. */
  priceNote: string;
  /** No price could be worked out when the request was written. */
  noPrice: string;
  changesTitle: string;
  /** What would change this price. `{amount}` where a published charge applies. */
  changes: {
    items: string;
    floors: string;
    carry: string;
    date: string;
  };
  print: string;
  /** Below the scope: who holds the same copy. `{ref}` */
  record: string;
  newQuote: string;
}

export const scopeText: ScopeText = {
  date: { locale: 'en-IN', format: '{day} {mon} {year}' },
  moveTime: { locale: 'en-IN', format: '{day} {mon} {year}, {hour}:{minute} {period}' },
  reading: 'Reading your scope…',
  empty: 'This link has no scope in it.',
  damaged: 'This scope link is cut short or damaged, so it cannot be shown.',
  changed: 'This scope link has been changed since it was written, so it cannot be shown.',
  help: 'Open the link exactly as you received it, or send us your reference on WhatsApp and we will send the scope again.',
  ref: 'Reference {ref}',
  written: 'Written on',
  validUntil: 'Valid until',
  expired: 'This scope’s price has expired. Ask us for a new one: the list stays as it is.',
  from: 'From',
  to: 'To',
  moving: 'Moving on',
  noDate: 'Date to be agreed',
  itemsTitle: 'Items',
  item: 'Item',
  count: 'Count',
  floorsTitle: 'Floors',
  floor: 'Floor {floor}',
  ground: 'Ground floor',
  lift: 'lift',
  noLift: 'no lift',
  pickup: 'Pickup',
  drop: 'Drop',
  volume: 'Volume',
  volumeValue: 'about {volume} cu ft',
  vehicle: 'Vehicle',
  priceTitle: 'Price',
  priceNote:
    'Transport, packing, loading and unloading and GST included, at the rates on our charges page.',
  noPrice: 'Priced after a free survey: the estimate could not be worked out when you sent this.',
  changesTitle: 'What would change this price',
  changes: {
    items: 'Items added to this list, or bigger than listed: priced by the extra volume.',
    floors: 'Floors climbed without a lift that are not listed here: {amount} a floor at each end.',
    carry:
      'The truck not reaching the door: {amount} for each 50 metres the crew carries the goods.',
    date: 'A new moving date after the price has expired.',
  },
  print: 'Print or save as PDF',
  record: 'We keep the same scope under reference {ref}: quote it when you call or message us.',
  newQuote: 'Make a new request',
};
