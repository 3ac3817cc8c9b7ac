import type { Slide } from './types';

/**
 * The home page hero carousel: 5 slides, each with a Get Free Quote button
 * (docs/product.md#home-page). The slides are what a visitor gets from us, not a list of services:
 * the services grid below names those, so the home page says each thing once.
 */
export const heroSlides = [
  {
    id: 'quote',
    image: '/art/hero-home-shifting.svg',
    alt: 'A moving truck outside a family home with cartons and a sofa being carried in',
    title: 'A Written Price Before We Lift a Box',
    subtitle: 'Survey first, then one fixed quote',
    description:
      'We see your home by video call or a visit, then write one itemised price with GST. What we quote is what you pay on moving day.',
  },
  {
    id: 'crew',
    image: '/art/hero-packing.svg',
    alt: 'A packer sealing a carton beside bubble wrap and tape',
    title: 'Packed by Our Own Trained Crew',
    subtitle: 'No day labour, no strangers',
    description:
      'Packers on our payroll, trained for glass, electronics and heavy furniture, wrap each piece in the material it needs.',
  },
  {
    id: 'trucks',
    image: '/art/hero-vehicle.svg',
    alt: 'A car carrier truck transporting a car and a strapped two-wheeler',
    title: 'Closed, GPS-Tracked Trucks',
    subtitle: 'Know where your goods are',
    description:
      'Your goods travel in a closed container, never an open truck in the rain, and you have the driver’s number for the whole journey.',
  },
  {
    id: 'manager',
    image: '/art/hero-office.svg',
    alt: 'Office desks and computers being packed into labelled crates',
    title: 'One Move Manager, One Number',
    subtitle: 'Someone answers, start to finish',
    description:
      'From the survey to the last carton unpacked, one person plans your move and picks up when you call.',
  },
  {
    id: 'payment',
    image: '/art/hero-warehouse.svg',
    alt: 'Warehouse racks of cartons with a forklift',
    title: 'Pay Safely, With a GST Invoice',
    subtitle: 'Only to our company account',
    description:
      'Pay by UPI, card or bank transfer to our company account, never to a person, and get a GST invoice for every rupee.',
  },
] satisfies Slide[];

/**
 * The home page's branch cards (10 cities); each sets Moving From and opens the form. What each
 * city is to the business (head office, branch, served from one) is computed, not written here.
 */
export const branchCards = [
  { city: 'Chennai', state: 'Tamil Nadu' },
  { city: 'Coimbatore', state: 'Tamil Nadu' },
  { city: 'Bangalore', state: 'Karnataka' },
  { city: 'Madurai', state: 'Tamil Nadu' },
  { city: 'Trichy', state: 'Tamil Nadu' },
  { city: 'Delhi NCR', state: 'Delhi, Haryana & UP' },
  { city: 'Agra', state: 'Uttar Pradesh' },
  { city: 'Jaipur', state: 'Rajasthan' },
  { city: 'Hyderabad', state: 'Telangana' },
  { city: 'Mathura', state: 'Uttar Pradesh' },
] satisfies { city: string; state: string }[];
