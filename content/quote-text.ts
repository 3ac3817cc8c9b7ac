/**
 * Every word of the quote form, its estimate and its map picker (English). The Hindi is in
 * content/hi/quote-text.ts, of the same type; README.md#hindi-hi shows the form's messages
 * (docs/product.md#quote-form-messages) side by side, and a unit test keeps that table true.
 *
 * Plain strings, with `{name}` for a value (lib/template.ts `fillTemplate`): the form is a client component
 * and gets these as a prop, so each page downloads only its own language.
 */
import { HOME_SIZES, OFFICE_SIZES, VEHICLES, type Service } from './sizes';
import { TRUCK_IDS, trucks, type TruckId } from './trucks';
import type { ByPointer, CountWords, WhenText } from './types';

export interface QuoteText {
  /** The page's language, a code of lib/i18n.ts: the item list fetches its words by it. */
  lang: string;
  title: string;
  /** The form's accessible name. */
  formName: string;
  from: string;
  to: string;
  fromPlaceholder: string;
  toPlaceholder: string;
  /** `{label}`: Moving From or Moving To. */
  mapButton: string;
  mapTitle: string;
  suggestions: string;
  /** What a screen reader hears as the suggestions show: "3 suggestions" (lib/plural.ts). */
  suggestionCount: CountWords;
  /** Under a place field while the locality data is on its way (the first search only). */
  lookingPlaces: string;
  /** Above the form: what the mark beside a required field's label means. */
  requiredNote: string;
  phone: string;
  phonePlaceholder: string;
  phoneMessage: string;
  time: string;
  /**
   * The chosen date and time, written out under the field (`{when}`): a phone set to US English
   * shows a datetime-local field as 12/05/2026, which an Indian family reads as 12 May.
   */
  timeChosen: string;
  /** How `{when}` is written: the month and part-of-day names come from Intl (lib/dates.ts). */
  when: WhenText;
  service: string;
  servicePlaceholder: string;
  /** Option text by the option's value (values stay English: the business reads them). */
  services: Record<Service, string>;
  homeSize: string;
  officeSize: string;
  vehicle: string;
  /** `{size}`: the size label in lower case where the language has case. */
  sizePlaceholder: string;
  sizeHint: string;
  /** Size option text by value (the values are content/sizes.ts's, in English). */
  sizes: Record<string, string>;
  /** The floor and lift at each end of a home move, asked after the home size. */
  floors: FloorText;
  message: string;
  optional: string;
  messagePlaceholder: string;
  submit: string;
  note: string;
  /** The hidden field only bots fill (never seen or read aloud): its label. */
  honeypot: string;
  /** docs/product.md#quote-form-messages. `{from}`, `{to}`: what the visitor typed. */
  fromNotServiceable: string;
  toNotServiceable: string;
  locationSuffix: string;
  submitBlocked: string;
  sentOpened: string;
  openAgain: string;
  blocked: string;
  /** No signal at the press: the chat was not opened; then the signal is back. */
  noSignal: string;
  signalBack: string;
  openWhatsApp: string;
  copyLink: string;
  linkCopied: string;
  /** A line added to the chat message, so the business answers in the visitor's language. */
  languageLine: string;
  /** The submit button while a place waits for the locality data. */
  checking: string;
  /**
   * A place that is no served city's name, when the locality data could not be had (offline).
   * `{place}`: what was typed; `{example}`: the place with the page's city, or examplePlace.
   */
  placeUnchecked: string;
  /** The example in placeUnchecked on a page without a city of its own. */
  examplePlace: string;
  /** A moving date and time that have passed. */
  timePast: string;
  /** Without JavaScript the form opens the visitor's e-mail app; the phone and WhatsApp follow. */
  noscript: string;
  /** The WhatsApp link after it, as the language writes the app's name. */
  noscriptWhatsApp: string;
  /** What the page says once a request is written out (the closing of the loop). */
  sent: SentText;
  /**
   * The item list's button and what shows while its code loads; the list's own words come with
   * its code (content/items-text.ts).
   */
  list: {
    button: string;
    loading: string;
    failed: string;
  };
  estimate: {
    name: string;
    hint: string;
    loading: string;
    label: string;
    /** `{from}` `{to}` city names, `{km}` road distance. */
    local: string;
    route: string;
    transit: string;
    sameDay: string;
    days: string;
    breakdown: string;
    transport: string;
    vehicleTransport: string;
    packing: string;
    loading2: string;
    /** A listed car's carrier. */
    carTransport: string;
    /** `{floors}`: floors climbed without a lift, at both ends. */
    floors: string;
    /** A home move whose floor or lift was not given: the stairs are not priced. */
    floorsNotGiven: string;
    /** A listed move: `{volume}` cubic feet, `{vehicle}` the truck. */
    listed: string;
    /** The trucks by their id (content/trucks.ts). */
    trucks: Record<TruckId, string>;
    gst: string;
    total: string;
    insurance: string;
    final: string;
    /** Why there is no estimate yet. */
    noFrom: string;
    noTo: string;
    notOnMap: string;
    noSize: string;
    noDistance: string;
    /** Its script could not be fetched (offline, a redeploy): the request can still be sent. */
    failed: string;
  };
  map: {
    close: string;
    loadingMap: string;
    /** How to use the map, for each field: "Tap" or "Click" by the visitor's pointer. */
    helpFrom: ByPointer;
    helpTo: ByPointer;
    finding: string;
    /** docs/product.md#quote-form-messages. `{city}`: the place the map answered. */
    notServiceable: string;
    geocodeFailed: string;
    selectedLocation: string;
    /** The marker's name, shown when the pointer rests on it. */
    marker: string;
    /** The map's script could not be fetched. */
    failed: string;
  };
  hero: {
    title: string;
    note: string;
  };
}

export interface SentText {
  /** `{ref}`: the request's reference. */
  title: string;
  /** The full stop after the "open again" link: `.` or the danda. */
  stop: string;
  body: string;
  /** The same, where the request is kept by our own server as well. */
  storedBody: string;
  ref: string;
  /** `{minutes}`: the reply time the business promises while open (content/site.ts). */
  replyOpen: string;
  /** `{when}`: when the office next opens, e.g. "tomorrow at 9 am". */
  replyClosed: string;
  /** `{day}` and `{time}` of the next opening. */
  when: string;
  today: string;
  tomorrow: string;
  /** `{weekday}`: the day's name from the browser (Intl), in the page's language. */
  weekday: string;
  /** The opening hour with the part of the day as a word ("सुबह 9") instead of am/pm ("9 am"). */
  periodWord: boolean;
  /** BCP 47 tag for Intl: en-IN, hi-IN. */
  locale: string;
  other: string;
  /** `{phone}` */
  call: string;
  email: string;
  /** `{ref}` */
  mailSubject: string;
  estimateMissing: string;
  copySending: string;
  copySent: string;
  copyQueued: string;
  /** The same three, where the request is kept by our own server rather than e-mailed. */
  storedSending: string;
  storedSent: string;
  storedQueued: string;
  /** The link to the written scope, shown when the request has a size or an item list. */
  scopeLink: string;
  scopeNote: string;
  /** A request sent with neither a size nor an item list: no scope, and why. */
  scopeNeedsSize: string;
}

export interface FloorText {
  /** The group's name, and a line on why it is asked. */
  legend: string;
  hint: string;
  pickupFloor: string;
  dropFloor: string;
  pickupLift: string;
  dropLift: string;
  /** The empty first option of each select: nothing is chosen for the visitor. */
  choose: string;
  /** Inside an empty floor field: how to give the ground floor. */
  floorPlaceholder: string;
  /** Option text of the lift's answers by value (the values stay English). */
  lift: Record<'yes' | 'no', string>;
}

export const quoteText: QuoteText = {
  lang: 'en',
  title: 'Request your free quote',
  formName: 'Quote request',
  from: 'Moving From',
  to: 'Moving To',
  fromPlaceholder: 'City, locality or PIN code',
  toPlaceholder: 'e.g. Bangalore',
  mapButton: 'Choose {label} on map',
  mapTitle: 'Choose {label} on the map',
  suggestions: '{label} suggestions',
  suggestionCount: { locale: 'en-IN', one: '{count} suggestion', other: '{count} suggestions' },
  lookingPlaces: 'Looking up places…',
  requiredNote: 'Fields marked * are required.',
  phone: 'Phone Number',
  phonePlaceholder: '10-digit mobile number',
  phoneMessage:
    'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9, for example 98765 43210.',
  time: 'Moving Date & Time',
  timeChosen: 'Moving on {when}',
  when: { locale: 'en-IN', format: '{day} {mon} {year}, {hour}:{minute} {period}' },
  service: 'Service',
  servicePlaceholder: 'Select a service',
  services: {
    'Home Shifting': 'Home Shifting',
    'Office Shifting': 'Office Shifting',
    'Vehicle Shifting': 'Vehicle Shifting',
  },
  homeSize: 'Home Size',
  officeSize: 'Office Size',
  vehicle: 'Vehicle',
  sizePlaceholder: 'Select {size}',
  sizeHint: '(for an instant estimate)',
  sizes: Object.fromEntries([...HOME_SIZES, ...OFFICE_SIZES, ...VEHICLES].map((s) => [s, s])),
  floors: {
    legend: 'Floors and lifts',
    hint: 'Stairs cost extra by the floor where no lift takes furniture. Not sure? Leave it.',
    pickupFloor: 'Pickup floor',
    dropFloor: 'Drop floor',
    pickupLift: 'Lift at pickup',
    dropLift: 'Lift at drop',
    choose: 'Choose',
    floorPlaceholder: '0 for ground',
    lift: { yes: 'Yes', no: 'No' },
  },
  message: 'Message',
  optional: '(optional)',
  messagePlaceholder: 'Special items, narrow lanes, things to know…',
  submit: 'Get Free Quote',
  note: 'Opens WhatsApp with your request filled in. Free survey, no obligation.',
  honeypot: 'Leave this empty',
  fromNotServiceable: `Service is not available in "{from}" for 'Moving From'.`,
  toNotServiceable: `Service is not available in "{to}" for 'Moving To'.`,
  locationSuffix: 'Please enter a different location or select from map.',
  submitBlocked:
    "Please ensure both 'Moving From' and 'Moving To' locations are in our service areas before submitting.",
  sentOpened: 'WhatsApp opened in a new tab with your request. Not there?',
  openAgain: 'Open WhatsApp again',
  blocked: 'Your browser blocked the new tab. Send your request with this link instead:',
  noSignal:
    'No signal right now, so WhatsApp could not open. Your request is kept on this phone: when you have signal, press Open WhatsApp.',
  signalBack: 'Signal is back. Press Open WhatsApp to send your request.',
  openWhatsApp: 'Open WhatsApp',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  languageLine: '',
  checking: 'Checking your places…',
  placeUnchecked:
    'We could not check "{place}" on this connection. Add its city after a comma, for example "{example}".',
  examplePlace: 'Wakad, Pune',
  timePast: 'That date and time have passed. Choose a moving date from today on.',
  noscript:
    'JavaScript is off, so this form opens your e-mail app with your request written out. You can also call or message us:',
  noscriptWhatsApp: 'WhatsApp',
  sent: {
    title: 'One step left: press Send in WhatsApp',
    stop: '.',
    body: 'Your request reaches us only when you press Send there.',
    storedBody: 'Press Send there for the quickest reply.',
    ref: 'Your reference: {ref}',
    replyOpen: 'Our office is open now: we reply within {minutes} minutes.',
    replyClosed: 'Our office is closed now. We reply when it opens, {when}.',
    when: '{day} at {time}',
    today: 'today',
    tomorrow: 'tomorrow',
    weekday: 'on {weekday}',
    periodWord: false,
    locale: 'en-IN',
    other: 'No WhatsApp on this device? Send the same request another way:',
    call: 'Call {phone}',
    email: 'E-mail the request',
    mailSubject: 'Quote request {ref}',
    estimateMissing:
      'The estimate could not load, so your message has none. We price every move after a free survey.',
    copySending: 'Sending a copy to our office by e-mail…',
    copySent: 'A copy has reached our office by e-mail.',
    copyQueued:
      'No connection: a copy will go to our office by e-mail as soon as you are back online. Your WhatsApp message is the one that counts: press Send there when you have signal.',
    storedSending: 'Saving your request with our office…',
    storedSent: 'Your request is saved with our office under this reference.',
    storedQueued:
      'No connection: your request is kept on this phone and reaches our office as soon as you are back online. You can also press Send in WhatsApp when you have signal.',
    scopeLink: 'Your written scope',
    scopeNote:
      'What moves, the truck and the price in writing, with the same reference. Keep the link: it opens on any phone.',
    scopeNeedsSize:
      'No written scope for this request: a scope is written from the size of the move (your home or office, or the vehicle) or a list of your items.',
  },
  list: {
    button: 'List your items',
    loading: 'Loading the item list…',
    failed:
      'The item list could not load on this connection. You can still send your request: write your items in the message.',
  },
  estimate: {
    name: 'Estimated cost',
    hint: 'Enter where you are moving from and to, and your home size, for an instant estimate.',
    loading: 'Working out your estimate…',
    label: 'Estimated cost',
    local: 'Local move within {from}',
    route: '{from} to {to}: about {km} km by road',
    transit: '{transit} in transit',
    sameDay: 'same or next day',
    days: '{low}–{high} days',
    breakdown: 'Breakdown of the estimate',
    transport: 'Transport',
    vehicleTransport: '{vehicle} transport, door to door',
    packing: 'Packing',
    loading2: 'Loading and unloading',
    carTransport: 'Car on a car carrier, door to door',
    floors: 'Floors climbed without a lift ({floors})',
    floorsNotGiven:
      'Floor or lift not given: charges for stairs may apply, at the rate on our charges page.',
    listed: 'Your list: about {volume} cu ft, in a {vehicle}',
    trucks: Object.fromEntries(TRUCK_IDS.map((id) => [id, trucks[id].name])) as Record<
      TruckId,
      string
    >,
    gst: 'GST ({rate}%)',
    total: 'Typical total',
    insurance: 'Optional transit insurance: {rate}% of the declared value of your goods.',
    final:
      'The final price follows a free survey and is given to you in writing before moving day.',
    noFrom: 'Enter a Moving From city we serve to see an estimate.',
    noTo: 'Enter a Moving To city we serve to see an estimate.',
    notOnMap: 'We could not find one of these cities on the map.',
    noSize: 'Choose the {size} to see an estimate.',
    noDistance: 'We could not measure this distance.',
    failed:
      'The estimate could not load on this connection. You can still send your request: we price every move after a free survey.',
  },
  map: {
    close: 'Close',
    loadingMap: 'Loading map…',
    helpFrom: {
      touch: 'Tap the map or drag the marker to your current address.',
      mouse:
        'Click the map or drag the marker to your current address. With the marker focused, the arrow keys move it.',
    },
    helpTo: {
      touch: 'Tap the map or drag the marker to your new address.',
      mouse:
        'Click the map or drag the marker to your new address. With the marker focused, the arrow keys move it.',
    },
    finding: 'Finding the place…',
    notServiceable:
      'Currently, service is not available in {city}. Please select a different location.',
    geocodeFailed: 'Could not determine location from map. Please try again or type manually.',
    selectedLocation: 'Selected Location',
    marker: 'Selected point',
    failed: 'The map could not load on this connection. Please type the place instead.',
  },
  hero: {
    title: 'Get your free moving quote',
    note: 'Next: your phone, date and service. Free survey.',
  },
};
