/**
 * The choices of the quote form and the estimate: the services, home sizes, office sizes and
 * vehicles (docs/product.md#the-estimate). Each service's words are in content/quote-text.ts.
 */

export const SERVICES = ['Home Shifting', 'Office Shifting', 'Vehicle Shifting'] as const;
export type Service = (typeof SERVICES)[number];

/**
 * The service of a request that names none, and of a written scope priced from its item list: a
 * home move. The form, its estimate, the request it writes and the edge's checks all take it.
 */
export const DEFAULT_SERVICE = 'Home Shifting' satisfies Service;

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
