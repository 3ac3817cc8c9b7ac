import type { Slide } from './types';

/** The home page hero carousel (SPEC: 5 slides, each with a Get Free Quote button). */
export const heroSlides = [
  {
    id: 'home',
    image: '/art/hero-home-shifting.svg',
    alt: 'A moving truck outside a family home with cartons and a sofa being carried in',
    title: 'Home Shifting Without the Stress',
    subtitle: 'Local and intercity household moves',
    description:
      'Our own trained crew packs, moves and unpacks your home, with a written quote agreed before we lift a single box.',
  },
  {
    id: 'office',
    image: '/art/hero-office.svg',
    alt: 'Office desks and computers being packed into labelled crates',
    title: 'Office Moves Over a Weekend',
    subtitle: 'Corporate and factory relocation',
    description:
      'Labelled crates, IT-safe packing and a move plan that has your team working again on Monday morning.',
  },
  {
    id: 'vehicle',
    image: '/art/hero-vehicle.svg',
    alt: 'A car carrier truck transporting a car and a strapped two-wheeler',
    title: 'Car and Bike Transport, Door to Door',
    subtitle: 'Open and enclosed carriers',
    description:
      'Photo inspection at pickup and delivery, GPS-tracked carriers and transit insurance for the whole journey.',
  },
  {
    id: 'packing',
    image: '/art/hero-packing.svg',
    alt: 'A packer sealing a carton beside bubble wrap and tape',
    title: 'Packed Right, Delivered Safe',
    subtitle: 'Professional packing and unpacking',
    description:
      'Five-ply cartons, bubble wrap, stretch film and moving blankets, chosen for each item you own.',
  },
  {
    id: 'storage',
    image: '/art/hero-warehouse.svg',
    alt: 'Warehouse racks of cartons with a forklift',
    title: 'Safe Storage for as Long as You Need',
    subtitle: 'Warehousing by the month',
    description:
      'Clean, guarded and CCTV-monitored warehouses for household goods, office records and vehicles.',
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
