/**
 * Every word of the written scope page (/scope), English; the Hindi is content/hi/scope-text.ts,
 * of the same type (docs/product.md#the-written-scope). `{name}` marks a value.
 */
import type { WhenText } from './types';

export interface ScopeText {
  /** How the scope's dates are written, and the moving date and time. */
  date: WhenText;
  moveTime: WhenText;
  /** While the page reads its link and checks, on the phone and with our site, that we issued it. */
  checking: string;
  /** A link without a scope, one cut short or not a scope, one changed since it was written. */
  empty: string;
  damaged: string;
  changed: string;
  /** Under the first two: what to do. */
  help: string;
  /**
   * Above a scope we issued (lib/scope-confirm.ts): `{business}` our legal name, `{ref}`, and
   * `{date}` the day it was written; then how the page knows.
   */
  issued: string;
  issuedHow: string;
  /** An issued scope whose price our rates no longer give. `{until}` its last valid day. */
  ratesChanged: string;
  /** Over an issued scope past its `validUntil` (`{date}`), and what that means (`expired`). */
  expiredTitle: string;
  /**
   * A link that is not a scope we issued: the heading (`{business}` our brand), then why, by
   * the reason of lib/scope-confirm.ts (`changed` above is the changed link's). `{days}` is how
   * long our scopes hold.
   */
  notIssued: string;
  why: {
    forged: string;
    validity: string;
    unknown: string;
    unchecked: string;
  };
  /** Said too of such a link whose price is not what our rates give its list. */
  priceDiffers: string;
  /** Over the fraud advice of /beaware (content/beaware-text.ts), shown with it. */
  adviceTitle: string;
  /** After `unchecked`: ask our site again. */
  checkAgain: string;
  /** `{ref}` */
  ref: string;
  written: string;
  validUntil: string;
  /** The scope's validity has passed: what that means, under `expiredTitle`. */
  expired: string;
  from: string;
  to: string;
  moving: string;
  /** No moving date was given. */
  noDate: string;
  itemsTitle: string;
  /**
   * A scope sent without an item list: worked out from the typical list of its home size
   * (`{size}`), which heads the table instead of `itemsTitle`.
   */
  basis: string;
  typicalTitle: string;
  /**
   * A scope of an office move or of a vehicle, which has no item list: what it is worked out
   * from (`{size}`, the office size or the vehicle), in place of `basis`.
   */
  officeBasis: string;
  vehicleBasis: string;
  /** The table's column headings. */
  item: string;
  count: string;
  floorsTitle: string;
  /** `{floor}`: the floor as a number; ground is 0. */
  floor: string;
  ground: string;
  lift: string;
  noLift: string;
  /** A floor, or a lift above the ground floor, that the visitor did not give. */
  floorNotGiven: string;
  liftNotGiven: string;
  pickup: string;
  drop: string;
  volume: string;
  /** `{volume}` cubic feet */
  volumeValue: string;
  vehicle: string;
  priceTitle: string;
  /** The range is GST included; a vehicle's has no packing or loading of goods. */
  priceNote: string;
  vehiclePriceNote: string;
  /** No price could be worked out when the request was written. */
  noPrice: string;
  changesTitle: string;
  /** What would change this price. `{amount}` where a published charge applies. */
  changes: {
    items: string;
    floors: string;
    carry: string;
    date: string;
    /** In place of `items` and `floors`: an office's and a vehicle's. */
    office: string;
    vehicle: string;
  };
  print: string;
  /** Below the scope: who holds the same copy. `{ref}` */
  record: string;
  newQuote: string;
}

export const scopeText: ScopeText = {
  date: { locale: 'en-IN', format: '{day} {mon} {year}' },
  moveTime: { locale: 'en-IN', format: '{day} {mon} {year}, {hour}:{minute} {period}' },
  checking: 'Checking that we issued this scope…',
  empty: 'This link has no scope in it.',
  damaged: 'This scope link is cut short or damaged, so it cannot be shown.',
  changed: 'This scope link has been changed since it was written, so it is not a scope we issued.',
  help: 'Open the link exactly as you received it, or send us your reference on WhatsApp and we will send the scope again.',
  issued: 'Issued by {business} under {ref} on {date}',
  issuedHow:
    'Your phone has checked our digital signature on this link: the scope below is exactly as we issued it.',
  ratesChanged:
    'Our rates have changed since this scope was written. The price written here still holds until {until}.',
  expiredTitle: 'This scope expired on {date}.',
  notIssued: 'Not issued by {business}',
  why: {
    forged:
      'Its signature is not ours: someone made this scope, or changed one of ours. We did not issue it.',
    validity:
      'It says its price holds for longer than the {days} days of every scope we issue. We did not issue it.',
    unknown: 'We have no record of this scope. Whoever sent it, it is not one we issued.',
    unchecked:
      'We could not reach our site to check this scope just now. Until it is checked, treat it as not issued by us.',
  },
  priceDiffers: 'Its price is not what our published rates give for its list of items either.',
  adviceTitle: 'Before you pay anyone',
  checkAgain: 'Check again',
  ref: 'Reference {ref}',
  written: 'Written on',
  validUntil: 'Valid until',
  expired:
    'Its price no longer holds, and we no longer stand by it. Ask us for a new scope: the list stays as it is.',
  from: 'From',
  to: 'To',
  moving: 'Moving on',
  noDate: 'Date to be agreed',
  itemsTitle: 'Items',
  basis: 'Based on a typical {size}; no item list given. The survey confirms what moves.',
  typicalTitle: 'What a typical {size} holds',
  officeBasis:
    'Worked out for a {size}; no item list given. The free survey of your office confirms the desks, equipment, floors and lifts.',
  vehicleBasis: 'Worked out for one {size}, carried door to door.',
  item: 'Item',
  count: 'Count',
  floorsTitle: 'Floors',
  floor: 'Floor {floor}',
  ground: 'Ground floor',
  lift: 'lift',
  noLift: 'no lift',
  floorNotGiven: 'Floor: not given',
  liftNotGiven: 'lift not given',
  pickup: 'Pickup',
  drop: 'Drop',
  volume: 'Volume',
  volumeValue: 'about {volume} cu ft',
  vehicle: 'Vehicle',
  priceTitle: 'Price',
  priceNote:
    'Transport, packing, loading and unloading and GST included, at the rates on our charges page.',
  vehiclePriceNote:
    'Door-to-door transport of the vehicle and GST included, at the rates on our charges page.',
  noPrice: 'Priced after a free survey: the estimate could not be worked out when you sent this.',
  changesTitle: 'What would change this price',
  changes: {
    items: 'Items added to this list, or bigger than listed: priced by the extra volume.',
    floors: 'Floors climbed without a lift that are not listed here: {amount} a floor at each end.',
    carry:
      'The truck not reaching the door: {amount} for each 50 metres the crew carries the goods.',
    date: 'A new moving date after the price has expired.',
    office:
      'More desks, servers or equipment than the size above, or floors without a lift: priced after the free survey.',
    vehicle: 'A second vehicle, or another kind than the one above: priced on its own.',
  },
  print: 'Print or save as PDF',
  record: 'We keep the same scope under reference {ref}: quote it when you call or message us.',
  newQuote: 'Make a new request',
};
