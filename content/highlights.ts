import type { Slide, TrustBadge } from './types';
import { site } from './site';
import { proofs } from './proofs';

/** The five service-highlight slides of the footer slider. */
export const highlightSlides = [
  {
    id: 'household',
    image: '/art/service-household.svg',
    alt: 'Movers carrying a sofa and cartons into a truck',
    title: 'Household Shifting',
    description:
      'Room-by-room packing, labelled cartons and careful loading for homes of every size.',
  },
  {
    id: 'office',
    image: '/art/service-office.svg',
    alt: 'Office desks and computers packed into crates',
    title: 'Office Relocation',
    description: 'Weekend and overnight moves that keep your team working on Monday morning.',
  },
  {
    id: 'vehicle',
    image: '/art/service-vehicle.svg',
    alt: 'A car loaded on a car-carrier truck',
    title: 'Car & Bike Transport',
    description: 'Open and enclosed carriers, bikes in wooden crates, door-to-door and insured.',
  },
  {
    id: 'packing',
    image: '/art/service-packing.svg',
    alt: 'Cartons, bubble wrap and tape at a packing station',
    title: 'Packing & Unpacking',
    description: 'Five-layer cartons, bubble wrap and stretch film chosen for each item you own.',
  },
  {
    id: 'warehouse',
    image: '/art/service-warehouse.svg',
    alt: 'Warehouse racks stacked with labelled cartons',
    title: 'Warehouse Storage',
    description: 'Clean, guarded, CCTV-watched storage for a week or a year, billed by the month.',
  },
] satisfies Slide[];

/**
 * Trust badges: the footer on every page but /about, and the about page itself. A badge with a
 * `proofUrl` links to what proves it; the owner adds one per badge when it exists (the ISO
 * certificate's page on the certifying body's register, the directory listing that verified us,
 * the insurer's policy page). Until then the badge is plain text, never a link to nowhere.
 */
export const trustBadges = [
  {
    image: '/art/badge-iso.svg',
    alt: 'ISO 9001:2015 seal',
    title: 'ISO 9001:2015',
    description: 'Certified quality process',
    // proofUrl: the certificate on the certifying body's register.
  },
  {
    image: '/art/badge-rating.svg',
    alt: 'Five-star rating seal',
    title: `${site.rating.value}★ Rating`,
    description: `${site.rating.count} reviews on ${site.rating.source}`,
    proofUrl: proofs.ratingListing,
  },
  {
    image: '/art/badge-verified.svg',
    alt: 'Verified mover seal',
    title: 'Verified Mover',
    description: 'Listed and verified on mover directories',
    // proofUrl: our listing on the directory that verified us.
  },
  {
    image: '/art/badge-insured.svg',
    alt: 'Insured goods seal',
    title: 'Transit Insurance',
    description: 'Cover for your goods on the road',
  },
] satisfies TrustBadge[];
