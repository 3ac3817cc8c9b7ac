/**
 * The price lines of a listed move (docs/product.md#the-written-scope): its truck by the distance,
 * a car carrier for each car, packing and loading by the volume, all at the rates the charges page
 * publishes (content/pricing.ts), before GST and not yet rounded (lib/price.ts does both). The
 * floors are priced for every home move, listed or not (lib/estimate.ts). Pure.
 */
import {
  estimateLineLabels as L,
  truckTransport,
  vehicleCharges,
  volumeRates,
} from '@/content/pricing';
import { rateFor, type LineItem } from './price';
import { truckFor, type ListSummary, type TruckChoice } from './trucks';

export interface ListedPrice {
  items: LineItem[];
  volume: number;
  truck: TruckChoice | null;
  cars: number;
}

/**
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
