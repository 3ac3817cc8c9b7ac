/**
 * The vehicles a household move goes in, smallest first, with the load each carries
 * (docs/product.md#the-written-scope). A listed move takes the smallest that holds its volume, or
 * as many of the largest as it needs (lib/volume.ts); each truck's rates are in content/pricing.ts.
 *
 * `capacityCft` is what a crew loads in practice, about 80% of the body's inside volume: furniture
 * does not stack like bricks, and fragile things are not loaded under heavy ones.
 */

export const TRUCK_IDS = [
  'pickup',
  'truck14',
  'truck17',
  'truck19',
  'container20',
  'container32',
] as const;
export type TruckId = (typeof TRUCK_IDS)[number];

export interface Truck {
  /** The English name: the estimate, the chat message and the written scope say it. */
  name: string;
  /** The inside of its body, length × width × height in feet, as published. */
  body: string;
  /** Cubic feet of household goods it carries. */
  capacityCft: number;
  /** The kind of truck, for the charges page. */
  example: string;
}

export const trucks: Record<TruckId, Truck> = {
  pickup: {
    name: 'Small pickup',
    body: '8 × 4.8 × 5 ft',
    capacityCft: 180,
    example: 'Tata Ace or Mahindra Jeeto with a closed body',
  },
  truck14: {
    name: '14 ft truck',
    body: '14 × 6 × 6 ft',
    capacityCft: 400,
    example: 'Tata 407 or Eicher Pro 2049',
  },
  truck17: {
    name: '17 ft truck',
    body: '17 × 6 × 7 ft',
    capacityCft: 600,
    example: 'Eicher Pro 2059 or Tata 709',
  },
  truck19: {
    name: '19 ft truck',
    body: '19 × 7 × 7 ft',
    capacityCft: 750,
    example: 'Eicher Pro 2095 or Tata 1109',
  },
  container20: {
    name: '20 ft container',
    body: '20 × 8 × 8 ft',
    capacityCft: 1000,
    example: 'A closed 20 ft container truck',
  },
  container32: {
    name: '32 ft container',
    body: '32 × 8 × 8 ft',
    capacityCft: 1650,
    example: 'A multi-axle closed 32 ft container',
  },
};
