/**
 * Every rate the site quotes, in one place (docs/product.md#the-estimate). The estimate on the
 * quote form, the city pages and the published charges page all read these numbers.
 *
 * How the defaults were chosen (India, 2026): typical quotes of organised, GST-registered movers
 * for a closed container with professional packing, cross-checked against the ranges in our blog
 * post on moving costs (local 2 BHK about ₹8,000–₹18,000; Chennai to Bangalore 2 BHK about
 * ₹18,000–₹35,000 including GST). The owner should replace them with the company's own card.
 * All amounts are rupees, before GST unless a name says otherwise.
 */

export {
  HOME_SIZES,
  OFFICE_SIZES,
  VEHICLES,
  type HomeSize,
  type OfficeSize,
  type Vehicle,
} from './sizes';
import type { HomeSize, OfficeSize, Vehicle } from './sizes';
import type { TruckId } from './trucks';

/** Road-distance bands for intercity moves, upper limits in km (the last is open-ended). */
export const DISTANCE_BANDS = [
  { label: 'Up to 100 km', maxKm: 100 },
  { label: '101–500 km', maxKm: 500 },
  { label: '501–1,000 km', maxKm: 1000 },
  { label: '1,001–1,500 km', maxKm: 1500 },
  { label: '1,501–2,000 km', maxKm: 2000 },
  { label: 'Above 2,000 km', maxKm: Infinity },
] as const;

/**
 * The estimate's lines and band in English, as the office reads them in the chat message and the
 * e-mail copy (lib/estimate.ts). The page words each line in its own language
 * (content/quote-text.ts).
 */
export const estimateLineLabels = {
  transport: 'Transport',
  packing: 'Packing',
  loading: 'Loading and unloading',
  vehicleTransport: (vehicle: string) => `${vehicle} transport, door to door`,
  carTransport: (cars: number) => `Car transport, door to door${cars > 1 ? ` (${cars} cars)` : ''}`,
  floors: (climbed: number) => `Floors without a lift (${climbed})`,
  localMove: 'Local move',
  /** Door-to-door transit by road, from lib/transit.ts's days (low–high). */
  transit: (low: number, high: number) => (high <= 1 ? 'same or next day' : `${low}–${high} days`),
};

/** A move under this road distance (or within one city) is a local move. */
export const LOCAL_MAX_KM = 40;

/**
 * Packing and loading/unloading by home size (the same for local and intercity moves), and the
 * transport charge of a local move. Chosen from the crew-hours and material a home of each size
 * takes: a 2 BHK needs 40–60 cartons and a crew of four for most of a day.
 */
export const homeCharges: Record<
  HomeSize,
  { packing: number; loading: number; localTransport: number }
> = {
  '1 RK': { packing: 1400, loading: 1000, localTransport: 1600 },
  '1 BHK': { packing: 2500, loading: 1700, localTransport: 2800 },
  '2 BHK': { packing: 3900, loading: 2700, localTransport: 4400 },
  '3 BHK': { packing: 5600, loading: 4000, localTransport: 6400 },
  '4 BHK & above': { packing: 7700, loading: 5500, localTransport: 8800 },
};

/**
 * Intercity transport by home size and distance band (same order as DISTANCE_BANDS): truck size
 * (14 to 32 ft container) times diesel, tolls and driver days for the band.
 */
export const intercityTransport: Record<HomeSize, readonly number[]> = {
  '1 RK': [5000, 9000, 13000, 16000, 19000, 23000],
  '1 BHK': [7000, 12000, 17000, 21000, 25000, 30000],
  '2 BHK': [9000, 16000, 22000, 28000, 33000, 39000],
  '3 BHK': [12000, 21000, 29000, 36000, 42000, 50000],
  '4 BHK & above': [16000, 27000, 37000, 46000, 54000, 64000],
};

/**
 * A listed move (docs/product.md#the-written-scope) is priced by its truck, not its home size:
 * local transport, then by distance band (same order as DISTANCE_BANDS). The rows match the home
 * sizes above for the truck a typical home of that size fills (a 2 BHK, a 17 ft truck), so a list
 * that is typical gives the same price as the size alone.
 */
export const truckTransport: Record<TruckId, { local: number; byBand: readonly number[] }> = {
  pickup: { local: 1600, byBand: [5000, 9000, 13000, 16000, 19000, 23000] },
  truck14: { local: 2800, byBand: [7000, 12000, 17000, 21000, 25000, 30000] },
  truck17: { local: 4400, byBand: [9000, 16000, 22000, 28000, 33000, 39000] },
  truck19: { local: 5400, byBand: [10500, 18500, 25500, 32000, 37500, 44500] },
  container20: { local: 6400, byBand: [12000, 21000, 29000, 36000, 42000, 50000] },
  container32: { local: 8800, byBand: [16000, 27000, 37000, 46000, 54000, 64000] },
};

/**
 * A listed move's packing and its loading and unloading, by the cubic feet listed: the crew-hours
 * and material grow with the volume. The minimums cover a crew's visit for a small list.
 */
export const volumeRates = {
  packingPerCft: 7,
  loadingPerCft: 5,
  minimumPacking: 1200,
  minimumLoading: 900,
} as const;

/**
 * Offices: packing and loading by size; transport is the 3 BHK rate times `transportFactor`
 * (more truck space, and IT equipment in crates).
 */
export const officeCharges: Record<
  OfficeSize,
  { packing: number; loading: number; localTransport: number; transportFactor: number }
> = {
  'Small office (up to 10 desks)': {
    packing: 6000,
    loading: 4000,
    localTransport: 6000,
    transportFactor: 1,
  },
  'Medium office (11–30 desks)': {
    packing: 14000,
    loading: 9000,
    localTransport: 12000,
    transportFactor: 2,
  },
  'Large office (31+ desks)': {
    packing: 30000,
    loading: 18000,
    localTransport: 24000,
    transportFactor: 3.5,
  },
};

/** Door-to-door vehicle transport: local, then by distance band. Includes crating for bikes. */
export const vehicleCharges: Record<Vehicle, { local: number; byBand: readonly number[] }> = {
  'Two-wheeler': { local: 1500, byBand: [2500, 4500, 6500, 8000, 9500, 11000] },
  Car: { local: 3500, byBand: [6000, 9000, 13000, 16000, 19000, 22000] },
};

/** Packing grade: premium adds more layers and custom crates for fragile items. */
export const packingGrades = {
  Standard: { multiplier: 1, description: 'Five-ply cartons, bubble wrap and stretch film' },
  Premium: {
    multiplier: 1.4,
    description: 'Extra layers, foam sheets and wooden crates for fragile items',
  },
} as const;
export type PackingGrade = keyof typeof packingGrades;

/** Extras a quotation may list, charged only when they apply. */
export const extras = {
  floorWithoutLift: { amount: 600, unit: 'per floor, at each end, when there is no usable lift' },
  longCarry: { amount: 500, unit: 'per 50 metres when the truck cannot park near the door' },
  applianceInstallation: {
    amount: 800,
    unit: 'per appliance (washing machine, AC, water purifier)',
  },
  storagePerMonth: {
    unit: 'per month, by home size, in our warehouse',
    bySize: {
      '1 RK': 1500,
      '1 BHK': 2500,
      '2 BHK': 3500,
      '3 BHK': 5000,
      '4 BHK & above': 7000,
    } satisfies Record<HomeSize, number>,
  },
} as const;

/** Optional transit insurance, as a share of the declared value of the goods. */
export const INSURANCE_RATE = 0.02;

/** GST on packing and moving services. */
export const GST_RATE = 0.18;

/** The estimate is shown as a range: the computed total minus and plus this share. */
export const RANGE_WIDTH = 0.12;

/**
 * With an item list the range is narrower: what moves is written down, so only the survey's
 * findings (a narrow lane, an item left off) move the price.
 */
export const LISTED_RANGE_WIDTH = 0.06;

/** A written scope's price holds for this many days from the request (its `Valid until`). */
export const SCOPE_VALID_DAYS = 30;

/** What every quotation includes at no extra charge. */
export const alwaysIncluded = [
  'A free survey, at home or by video call, before the quotation',
  'Packing material of the grade you choose, and labelling of every carton',
  'Dismantling and reassembly of beds, wardrobes and tables',
  'Loading and unloading by our own trained crew',
  'A closed, GPS-tracked container and the driver’s phone number',
  'Unpacking and placing furniture where you want it',
  'Taking the packing waste away',
  'A GST invoice',
];
