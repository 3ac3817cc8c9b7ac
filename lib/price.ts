/**
 * The one price rule of the site (docs/product.md#the-estimate): the lines of a move before GST,
 * each rounded to ₹100, then GST on their sum, rounded to the rupee, and the total the two. The
 * estimate on the quote form and the city pages (lib/estimate.ts), the check of a written scope at
 * the edge (lib/scope-price.ts) and the published charges page all price a move through here, so
 * the same move costs the same rupee on each. Pure.
 */
import {
  estimateLineLabels as L,
  GST_RATE,
  homeCharges,
  intercityTransport,
  officeCharges,
  truckTransport,
  vehicleCharges,
  volumeRates,
  type HomeSize,
  type OfficeSize,
  type Vehicle,
} from '@/content/pricing';
import { truckFor, type ListSummary, type TruckChoice } from './trucks';

export interface LineItem {
  /** What the amount is for; the page words it in its language (content/quote-text.ts). */
  kind: 'transport' | 'vehicleTransport' | 'carTransport' | 'packing' | 'loading' | 'floors';
  /** The English words, for the chat message and the e-mail copy. */
  label: string;
  amount: number;
}

export interface Priced {
  items: LineItem[];
  subtotal: number;
  gst: number;
  total: number;
}

export const round100 = (n: number) => Math.round(n / 100) * 100;

/**
 * A rate for a distance band (content/pricing.ts's DISTANCE_BANDS): the local one for band -1,
 * else the band's, and the last band's past the end of the table.
 */
export function rateFor(rate: { local: number; byBand: readonly number[] }, band: number): number {
  return band < 0 ? rate.local : (rate.byBand[band] ?? rate.byBand[rate.byBand.length - 1]!);
}

/**
 * The lines of a move priced by its size, before GST and not yet rounded: a vehicle's transport,
 * an office's or a home's transport, packing (times the packing grade's multiplier) and loading.
 * Any service but an office or a vehicle is a home move. The service and size must be a valid
 * pair (lib/estimate-options.ts sizesFor).
 *
 * @param band the distance band's index, -1 for a local move
 */
export function sizeLines(service: string, size: string, band: number, multiplier = 1): LineItem[] {
  if (service === 'Vehicle Shifting') {
    const v = vehicleCharges[size as Vehicle];
    return [
      { kind: 'vehicleTransport', label: L.vehicleTransport(size), amount: rateFor(v, band) },
    ];
  }
  let charges: { packing: number; loading: number };
  let transport: number;
  if (service === 'Office Shifting') {
    const o = officeCharges[size as OfficeSize];
    const base = rateFor({ local: 0, byBand: intercityTransport['3 BHK'] }, band);
    charges = o;
    transport = band < 0 ? o.localTransport : base * o.transportFactor;
  } else {
    const h = homeCharges[size as HomeSize];
    charges = h;
    transport = rateFor(
      { local: h.localTransport, byBand: intercityTransport[size as HomeSize] },
      band,
    );
  }
  return [
    { kind: 'transport', label: L.transport, amount: transport },
    { kind: 'packing', label: L.packing, amount: charges.packing * multiplier },
    { kind: 'loading', label: L.loading, amount: charges.loading },
  ];
}

/** Lines priced by the rule: each rounded to ₹100, GST on their sum to the rupee. */
export function priceLines(lines: readonly LineItem[]): Priced {
  const items = lines.map((i) => ({ ...i, amount: round100(i.amount) }));
  const subtotal = items.reduce((n, i) => n + i.amount, 0);
  const gst = Math.round(subtotal * GST_RATE);
  return { items, subtotal, gst, total: subtotal + gst };
}

/** A move priced by its size for a distance band (-1: local), with GST: a charges page cell. */
export function sizePrice(service: string, size: string, band: number, multiplier = 1): Priced {
  return priceLines(sizeLines(service, size, band, multiplier));
}

export interface ListedPrice {
  items: LineItem[];
  volume: number;
  truck: TruckChoice | null;
  cars: number;
}

/**
 * The lines of a listed move (docs/product.md#the-written-scope): its truck by the distance, a car
 * carrier for each car, packing and loading by the volume with a minimum each, before GST and not
 * yet rounded. The floors are priced for every home move, listed or not (lib/estimate.ts).
 *
 * @param band the distance band's index, -1 for a local move
 * @param multiplier the packing grade's
 */
export function priceList(list: ListSummary, band: number, multiplier: number): ListedPrice {
  const { volume, cars } = list;
  const truck = truckFor(volume);
  const items: LineItem[] = [];
  if (truck)
    items.push(
      {
        kind: 'transport',
        label: L.transport,
        amount: rateFor(truckTransport[truck.truck], band) * truck.count,
      },
      {
        kind: 'packing',
        label: L.packing,
        amount:
          Math.max(volume * volumeRates.packingPerCft, volumeRates.minimumPacking) * multiplier,
      },
      {
        kind: 'loading',
        label: L.loading,
        amount: Math.max(volume * volumeRates.loadingPerCft, volumeRates.minimumLoading),
      },
    );
  if (cars > 0)
    items.push({
      kind: 'carTransport',
      label: L.carTransport(cars),
      amount: rateFor(vehicleCharges.Car, band) * cars,
    });
  return { items, volume, truck, cars };
}
