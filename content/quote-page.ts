import type { Art } from './types';
import { site } from './site';
import { proofs } from './proofs';

/** The feature list beside the quote form (docs/product.md#quote-page). */
export const quoteFeatures = [
  'Packing, loading, unloading and unpacking',
  'Car and bike shifting',
  'Customised cartons for fragile items',
  'Guaranteed safety with transit insurance',
  'Reasonable, written rates',
  'Timely pickup and delivery',
  'Customs clearance for international moves',
  'Warehouse and storage',
  'Insurance claims handled for you',
  'Corporate, office and factory relocation',
];

export interface AlternatingBlock {
  title: string;
  body: string[];
  image: Art;
  /** Where the block's claim can be checked (a listing), linked after its words. */
  proof?: { href: string; text: string };
}

/** Alternating image and text sections on the quote form page (docs/product.md#quote-page). */
export const quoteBlocks = [
  {
    title: 'Office Shifting Without Downtime',
    body: [
      'We plan office moves around your working hours: a survey of every floor, a labelled seating plan, IT equipment packed in anti-static wrap and crates, and a crew that works through the weekend.',
      'On Monday your team finds desks assembled, systems cabled and files in the right cabinets.',
    ],
    image: { src: '/art/service-office.svg', alt: 'Office desks and computers packed in crates' },
  },
  {
    title: 'Home Shifting, Room by Room',
    body: [
      'Kitchenware in bubble wrap and dish cartons, clothes in wardrobe boxes, the TV in its own padded case, furniture dismantled and every carton numbered against a room list you keep.',
      'At your new home we unpack, reassemble and take the packing waste away.',
    ],
    image: {
      src: '/art/service-household.svg',
      alt: 'Movers carrying a sofa and cartons to a truck',
    },
  },
  {
    title: 'Transportation and Car Shifting',
    body: [
      'Closed containers for household goods, dedicated carriers for cars and wooden crates for bikes. Every vehicle is GPS-tracked and the driver’s number is shared with you.',
      'Cars and bikes get a photo inspection report at pickup and at delivery.',
    ],
    image: { src: '/art/service-vehicle.svg', alt: 'A car loaded on a car-carrier truck' },
  },
  {
    title: 'Careful Loading and Unloading',
    body: [
      'Heavy items first, fragile on top, straps and blankets between pieces: our loaders are trained to use every inch of the truck without anything pressing on anything else.',
    ],
    image: { src: '/art/service-packing.svg', alt: 'A packer sealing a carton beside bubble wrap' },
  },
  {
    title: 'Approved and Registered',
    body: [
      `${site.legalName} is GST registered, ISO 9001:2015 certified and approved for the relocation of bank employees by the Indian Banks’ Association. Ask us for any certificate before you book.`,
    ],
    image: { src: '/art/service-warehouse.svg', alt: 'Warehouse racks of labelled cartons' },
  },
  {
    title: 'Movers With a Reputation to Keep',
    body: [
      `Rated ${site.rating.value} out of 5 by ${site.rating.count} customers on ${site.rating.source}, and moving families since ${site.foundedYear}. We earn most of our work from people our customers send to us.`,
    ],
    proof: { href: proofs.ratingListing, text: `Read the reviews on ${site.rating.source}` },
    image: { src: '/art/service-intercity.svg', alt: 'A truck on a highway between cities' },
  },
] satisfies AlternatingBlock[];

export const supportSection = {
  title: 'Support for Complaints and Billing',
  body: 'Something not right with a move, an invoice or an insurance claim? Our help line is answered by the customer-care team, not by sales, and every complaint gets a reference number and a reply within one working day.',
  phone: site.phones.help,
};

/** The words around the quote form and on the quote page (the Hindi: content/hi/quote-page.ts). */
export interface QuotePageText {
  eyebrow: string;
  /** The heading is these two around the city's name, which follows Moving From. */
  headingBefore: string;
  headingAfter: string;
  /** The city named while Moving From is empty: Chennai (docs/product.md#quote-page). */
  fallbackCity: string;
  intro: string;
  helpLine: string;
  bewareTitle: string;
  follow: string;
}

export const quotePageText: QuotePageText = {
  eyebrow: 'Free survey · Written quote · No hidden charges',
  headingBefore: 'Trusted Packers and Movers in ',
  headingAfter: '',
  fallbackCity: 'Chennai',
  intro:
    'Tell us where you are moving from and to. We reply on WhatsApp, fix a free survey and send a written, itemised quote before anything is packed.',
  helpLine: 'Help line',
  bewareTitle: 'Beware of fake movers',
  follow: 'Follow our official pages:',
};
