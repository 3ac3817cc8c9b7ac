/**
 * The words of /packers-and-movers-charges, the published rate card (English). The Hindi ones
 * are in content/hi/charges-text.ts, of the same type; tests/unit/hindi-pages-text.test.ts checks
 * that every text here has its Hindi one. Every amount, rate and distance comes from
 * content/pricing.ts (and every truck load and item volume from content/trucks.ts and
 * content/items.ts): the texts that name one are functions of it.
 */
import { items, type ItemId } from './items';
import { pages, type PageInfo } from './pages';
import { quoteText } from './quote-text';
import { trucks, type TruckId } from './trucks';
import type { ByPointer } from './types';
import {
  HOME_SIZES,
  OFFICE_SIZES,
  VEHICLES,
  alwaysIncluded,
  extras,
  packingGrades,
  type HomeSize,
  type OfficeSize,
  type Vehicle,
} from './pricing';

/** A line of the extra charges: the charge in bold, then what it is for. */
export interface ChargeLine {
  strong: string;
  rest: string;
}

export interface ChargesText {
  /** Title, description, heading, introduction and breadcrumb of the page. */
  page: PageInfo;
  /** The breadcrumb of the home page. */
  home: string;
  /** The service the page's structured data describes. */
  serviceName: string;
  /** Above a table wider than the screen: swipe on a touch screen, scroll with a mouse. */
  tableHint: ByPointer;
  /** A distance band's column heading, from its limits in km (written as numbers already). */
  bands: {
    upTo: (km: string) => string;
    between: (from: string, to: string) => string;
    above: (km: string) => string;
  };
  homeSizes: Record<HomeSize, string>;
  vehicles: Record<Vehicle, string>;
  officeSizes: Record<OfficeSize, string>;
  homeRates: {
    title: string;
    intro: (gst: string, range: string) => string;
    /** The scrolling table's name. */
    region: string;
    caption: string;
    first: string;
    local: string;
  };
  vehicleRates: { title: string; region: string; caption: string; first: string; local: string };
  officeRates: {
    title: string;
    region: string;
    caption: string;
    columns: { size: string; packing: string; loading: string; total: string };
    note: string;
  };
  extras: {
    title: string;
    floorWithoutLift: (amount: string) => ChargeLine;
    longCarry: (amount: string) => ChargeLine;
    applianceInstallation: (amount: string) => ChargeLine;
    /** `prices`: "1 RK ₹1,500, 1 BHK ₹2,500, …". */
    storage: (prices: string) => ChargeLine;
    insurance: (rate: string) => ChargeLine;
    premiumPacking: (extra: string) => ChargeLine;
    gst: (rate: string) => ChargeLine;
  };
  /**
   * How a move priced from the quote form's item list is worked out
   * (docs/product.md#the-written-scope), its trucks' rates and a few items' volumes. Amounts,
   * volumes and percentages come in as arguments, written already.
   */
  listed: {
    title: string;
    /** `button`: the quote form's button that opens the list. */
    intro: (button: string) => string;
    volume: ChargeLine;
    /** `largest`: the largest truck's name; `load`: what it carries. */
    truck: (largest: string, load: string) => ChargeLine;
    /** `km`: the distance under which a move is local. */
    transport: (km: string) => ChargeLine;
    packing: (perCuFt: string, minimum: string) => ChargeLine;
    loading: (perCuFt: string, minimum: string) => ChargeLine;
    floors: (amount: string) => ChargeLine;
    car: ChargeLine;
    gst: (rate: string) => ChargeLine;
    /** `listed`: the range with a list; `bySize`: with the home size alone. */
    range: (listed: string, bySize: string) => ChargeLine;
    validity: (days: string) => ChargeLine;
    /** A volume, `n` cubic feet (a number written already). */
    cuFt: (n: string) => string;
    /** A truck body's inside, `dims` as "17 × 6 × 7" (feet). */
    feet: (dims: string) => string;
    /** The trucks' names (the quote form's), and the kind of vehicle each is. */
    trucks: Record<TruckId, string>;
    truckKinds: Record<TruckId, string>;
    truckTable: {
      region: string;
      caption: string;
      first: string;
      body: string;
      load: string;
      local: string;
    };
    /** Under the truck table. */
    note: string;
    itemTable: { caption: string; item: string; space: string };
    /** The items of VOLUME_EXAMPLES. */
    items: Record<VolumeExample, string>;
  };
  included: { title: string; items: string[] };
  readQuote: {
    title: string;
    steps: string[];
    /** The last step, with its link to the fraud page. */
    beware: { before: string; link: string; after: string };
    button: string;
  };
}

/** The few items whose volume the charges page shows; content/items.ts has them all. */
export const VOLUME_EXAMPLES = [
  'doubleBed',
  'wardrobe',
  'sofa3',
  'refrigerator',
  'washingMachine',
  'cartons',
] as const satisfies readonly ItemId[];
export type VolumeExample = (typeof VOLUME_EXAMPLES)[number];

const same = <T extends string>(list: readonly T[]) =>
  Object.fromEntries(list.map((x): [T, string] => [x, x])) as Record<T, string>;

export const chargesText: ChargesText = {
  page: pages['/packers-and-movers-charges'],
  home: pages['/'].crumb,
  serviceName: 'Home shifting',
  tableHint: {
    touch: 'Swipe sideways to see the whole table →',
    mouse: 'Scroll sideways to see the whole table →',
  },
  // lib/rate-card.ts builds the headings from the bands' limits; in English they are the labels
  // content/pricing.ts gives the bands (tests/unit/hindi-pages-text.test.ts checks it).
  bands: {
    upTo: (km) => `Up to ${km} km`,
    between: (from, to) => `${from}–${to} km`,
    above: (km) => `Above ${km} km`,
  },
  homeSizes: same(HOME_SIZES),
  vehicles: same(VEHICLES),
  officeSizes: same(OFFICE_SIZES),
  homeRates: {
    title: 'Home Shifting Rates by Home Size and Distance',
    intro: (gst, range) =>
      `Typical totals including packing, loading, unloading and transport, with ${gst} GST. Your quotation can be up to ${range} lower or higher after the survey, depending on how much you own.`,
    region: 'Home shifting rates',
    caption: 'Home shifting totals by home size and road distance, GST included',
    first: 'Home size',
    local: 'Local (same city)',
  },
  vehicleRates: {
    title: 'Car and Bike Transport',
    region: 'Vehicle transport rates',
    caption: 'Vehicle transport by road distance, GST included',
    first: 'Vehicle',
    local: 'Local',
  },
  officeRates: {
    title: 'Office Relocation',
    region: 'Office relocation rates',
    caption: 'Office moves within a city, GST included',
    columns: {
      size: 'Office size',
      packing: 'Packing',
      loading: 'Loading and unloading',
      total: 'Local move total',
    },
    note: 'Intercity office moves are quoted after a survey of every floor.',
  },
  extras: {
    title: 'Extra Charges, Only When They Apply',
    floorWithoutLift: (amount) => ({
      strong: `Floors without a lift: ${amount}`,
      rest: extras.floorWithoutLift.unit,
    }),
    longCarry: (amount) => ({ strong: `Long carry: ${amount}`, rest: extras.longCarry.unit }),
    applianceInstallation: (amount) => ({
      strong: `Appliance installation: ${amount}`,
      rest: extras.applianceInstallation.unit,
    }),
    storage: (prices) => ({
      strong: 'Storage:',
      rest: `${prices} ${extras.storagePerMonth.unit}`,
    }),
    insurance: (rate) => ({
      strong: `Transit insurance: ${rate}`,
      rest: 'of the declared value of your goods (optional, strongly advised for intercity moves)',
    }),
    premiumPacking: (extra) => ({
      strong: `Premium packing: +${extra} on packing`,
      rest: packingGrades.Premium.description.toLowerCase(),
    }),
    gst: (rate) => ({ strong: `GST: ${rate}`, rest: 'on the total, shown on our GST invoice' }),
  },
  listed: {
    title: 'Priced From Your Item List',
    intro: (button) =>
      `On the quote form, “${button}” lets you count what moves (it is optional). The estimate then prices your move from your list, not from the home size alone:`,
    volume: {
      strong: 'Volume:',
      rest: 'each item takes a set space in the truck, in cubic feet (cu ft), and your list adds them up. A few are in the table of items below.',
    },
    truck: (largest, load) => ({
      strong: 'Truck:',
      rest: `the smallest one whose load holds your volume. The largest, a ${largest}, carries ${load}; more takes two or more of them.`,
    }),
    transport: (km) => ({
      strong: 'Transport:',
      rest: `that truck’s rate for the road distance, in the table of trucks below: local within a city or under ${km} km, else by distance band.`,
    }),
    packing: (perCuFt, minimum) => ({
      strong: `Packing: ${perCuFt} per cu ft,`,
      rest: `at least ${minimum}.`,
    }),
    loading: (perCuFt, minimum) => ({
      strong: `Loading and unloading: ${perCuFt} per cu ft,`,
      rest: `at least ${minimum}.`,
    }),
    floors: (amount) => ({
      strong: `Floors without a lift: ${amount}`,
      rest: 'per floor, at each end, from the floors and lifts you give with the list.',
    }),
    car: {
      strong: 'A car',
      rest: 'goes on a car carrier, not in the truck, at the car rates of the vehicle table above.',
    },
    gst: (rate) => ({ strong: `GST: ${rate}`, rest: 'on the total.' }),
    range: (listed, bySize) => ({
      strong: `A narrower range: ${listed} lower or higher,`,
      rest: `against ${bySize} with the home size alone, because what moves is written down. Only what the survey finds (a narrow lane, an item left off) changes the price.`,
    }),
    validity: (days) => ({
      strong: 'In writing:',
      rest: `your request comes with a written scope of your items, truck and price, and that price holds for ${days} days.`,
    }),
    cuFt: (n) => `${n} cu ft`,
    feet: (dims) => `${dims} ft`,
    trucks: quoteText.estimate.trucks,
    truckKinds: Object.fromEntries(
      Object.entries(trucks).map(([id, truck]) => [id, truck.example]),
    ) as Record<TruckId, string>,
    truckTable: {
      region: 'Transport rates by truck',
      caption: 'Transport of a listed move by truck and road distance, before GST',
      first: 'Truck',
      body: 'Inside body (L × W × H)',
      load: 'Load',
      local: 'Local',
    },
    note: 'Transport before GST. A truck’s load is what a crew fits in practice, less than its body holds: furniture does not stack like bricks.',
    itemTable: {
      caption: 'The space a few items take in the truck',
      item: 'Item',
      space: 'Space in the truck',
    },
    items: Object.fromEntries(VOLUME_EXAMPLES.map((id) => [id, items[id].name])) as Record<
      VolumeExample,
      string
    >,
  },
  included: { title: 'Always Included', items: alwaysIncluded },
  readQuote: {
    title: 'How to Read a Quotation',
    steps: [
      'It must be in writing, on the company’s letterhead or e-mail, with its GSTIN.',
      'Transport, packing, loading and unloading should each have a line, not one lump sum.',
      'Extras (floors, long carry, appliances, storage) should be listed with their rates.',
      'GST should be shown separately; ask for a GST invoice at the end.',
      'Insurance should state the percentage and the declared value it applies to.',
      'Compare the totals with the tables above. A quote far below them often grows on moving day; one far above deserves a question.',
    ],
    beware: {
      before: 'Never pay a large advance, in cash or to a personal UPI ID. See',
      link: 'how to spot fake movers',
      after: '.',
    },
    button: 'Get My Free Estimate',
  },
};
