/**
 * The choices of the estimate: home sizes, office sizes and vehicles
 * (docs/product.md#the-estimate).
 */

export const HOME_SIZES = ['1 RK', '1 BHK', '2 BHK', '3 BHK', '4 BHK & above'] as const;
export type HomeSize = (typeof HOME_SIZES)[number];

export const OFFICE_SIZES = [
  'Small office (up to 10 desks)',
  'Medium office (11–30 desks)',
  'Large office (31+ desks)',
] as const;
export type OfficeSize = (typeof OFFICE_SIZES)[number];

export const VEHICLES = ['Two-wheeler', 'Car'] as const;
export type Vehicle = (typeof VEHICLES)[number];
