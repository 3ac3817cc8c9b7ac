/**
 * Every business fact the site shows, in one place. Change a phone number, an address or a
 * claim here and every page, the footer, the chat links and the structured data follow.
 *
 * The defaults are FICTIONAL placeholders (the brand, the 98765 numbers, the .example domain).
 * Replace them before going live. Claims marked `confirmBeforeLive` must be provable.
 */
import { DEFAULT_SITE_URL } from './site-url';
import type { Branch, Claim, SocialLink } from './types';

export const site = {
  brand: 'ShiftEase Packers & Movers',
  shortName: 'ShiftEase',
  legalName: 'ShiftEase Relocations Private Limited',
  /** GST registration shown in the footer and checked by /beaware. Fictional; its check digit is valid. */
  gstin: '33AAECS1234F1ZV',
  tagline: 'Safe, on-time home and office shifting across India',
  /**
   * The official website when NEXT_PUBLIC_SITE_URL is not set. Read only by lib/env.ts: every
   * page takes our address from lib/official-site.ts, so a build for another domain names that one
   * everywhere, and words that name it say `{domain}`. Written in content/site-url.ts, which every
   * page's script reads without the rest of this file.
   */
  defaultUrl: DEFAULT_SITE_URL,
  foundedYear: 2014,
  email: 'care@shiftease.example',
  phones: {
    /** Shown in the header and used for every tel: link. */
    sales: '+91 98765 43210',
    help: '+91 98765 43211',
  },
  /** The WhatsApp number that receives quote requests (10 digits; 91 is added in links). */
  whatsapp: '9876543210',
  hours: {
    dayCodes: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'],
    opens: '09:00',
    closes: '19:00',
    /** How soon a request sent while the office is open gets its reply (the quote page says so). */
    replyWithinMinutes: 30,
  },
  /** The rating links to the listing its reviews are on: `proofs.ratingListing` (content/proofs.ts). */
  rating: { value: 4.9, count: 250, source: 'Google Maps' },
  /**
   * Who built the site, named in the footer. Our own team, so no link of its own (the footer is
   * already on our site); an agency's would add `url: 'https://…'` here.
   */
  creator: { name: 'ShiftEase Web Team' } as { name: string; url?: string },
  /** The head office in Guindy, Chennai (the business's location in structured data). */
  geo: { lat: 13.0067, lon: 80.2206 },
} as const;

/**
 * Full years of service at `now` (the build date on a static site). Every "N+ years" claim on the
 * site comes from here, so two pages can never disagree.
 */
export function yearsOfService(
  now: Date = new Date(),
  foundedYear: number = site.foundedYear,
): number {
  return Math.max(0, now.getFullYear() - foundedYear);
}

export const headOffice = {
  city: 'Chennai',
  label: 'Registered & Head Office',
  isHeadOffice: true,
  phone: site.phones.sales,
  geo: site.geo,
  address: {
    street: 'No. 12, Example Industrial Estate, Anna Salai',
    locality: 'Guindy',
    city: 'Chennai',
    region: 'Tamil Nadu',
    postalCode: '600032',
    country: 'IN',
  },
} satisfies Branch;

/**
 * Every office, head office first. `geo` is the centre of the office's locality (the addresses
 * are placeholders in real localities): when a real address goes in, put the office's own
 * coordinates there, to 5 decimals as Google asks for a business location.
 */
export const branches = [
  headOffice,
  {
    city: 'Bangalore',
    label: 'Bangalore Branch',
    phone: '+91 98765 43212',
    geo: { lat: 12.9089, lon: 77.6239 },
    address: {
      street: 'No. 45, Example Logistics Park, Hosur Road',
      locality: 'Bommanahalli',
      city: 'Bangalore',
      region: 'Karnataka',
      postalCode: '560068',
      country: 'IN',
    },
  },
  {
    city: 'Coimbatore',
    label: 'Coimbatore Branch',
    phone: '+91 98765 43213',
    geo: { lat: 11.0267, lon: 77.006 },
    address: {
      street: 'No. 8, Example Street, Avinashi Road',
      locality: 'Peelamedu',
      city: 'Coimbatore',
      region: 'Tamil Nadu',
      postalCode: '641004',
      country: 'IN',
    },
  },
  {
    city: 'Hyderabad',
    label: 'Hyderabad Branch',
    phone: '+91 98765 43214',
    geo: { lat: 17.4401, lon: 78.3489 },
    address: {
      street: 'Plot 21, Example Colony, Old Bombay Road',
      locality: 'Gachibowli',
      city: 'Hyderabad',
      region: 'Telangana',
      postalCode: '500032',
      country: 'IN',
    },
  },
  {
    city: 'Faridabad',
    label: 'Delhi NCR Branch (Faridabad)',
    area: 'Delhi NCR',
    phone: '+91 98765 43215',
    geo: { lat: 28.4721, lon: 77.3087 },
    address: {
      street: 'Shop 3, Example Market, Mathura Road',
      locality: 'Sector 37',
      city: 'Faridabad',
      region: 'Haryana',
      postalCode: '121003',
      country: 'IN',
    },
  },
  {
    city: 'Agra',
    label: 'Agra Branch',
    phone: '+91 98765 43216',
    geo: { lat: 27.2196, lon: 77.9497 },
    address: {
      street: 'No. 9, Example Road',
      locality: 'Sikandra',
      city: 'Agra',
      region: 'Uttar Pradesh',
      postalCode: '282007',
      country: 'IN',
    },
  },
] satisfies Branch[];

export const socials = [
  { network: 'Facebook', url: 'https://www.facebook.com/shiftease.example' },
  { network: 'Instagram', url: 'https://www.instagram.com/shiftease.example' },
  { network: 'YouTube', url: 'https://www.youtube.com/@shiftease.example' },
] satisfies SocialLink[];

/**
 * A social link's name, as a screen reader says it: the network's own name and the page's words
 * for a new tab, "Facebook (नए टैब में खुलता है)" on a Hindi page
 * (components/layout/social-links.tsx).
 */
export const socialLinkName = (network: string, newTab: string) =>
  `${network} (${newTab.charAt(0).toLowerCase()}${newTab.slice(1)})`;

/** Claims shown as badges and in structured data. Confirm each before going live. */
export const claims = [
  {
    id: 'iso',
    title: 'ISO 9001:2015 Certified',
    description:
      'Our packing, handling and customer-care processes follow a certified quality system.',
    confirmBeforeLive: true,
  },
  {
    id: 'trademark',
    title: 'Registered Trademark',
    description:
      'Our name and logo are a registered trademark, so nobody can legally trade on them.',
    confirmBeforeLive: true,
  },
  {
    id: 'iba',
    title: 'IBA Approved',
    description: 'Approved by the Indian Banks’ Association for the relocation of bank employees.',
    confirmBeforeLive: true,
  },
  {
    id: 'gst',
    title: 'GST Registered',
    description: 'Every invoice carries our GSTIN, so you can claim and verify what you pay.',
    confirmBeforeLive: true,
  },
  {
    id: 'government',
    title: 'Government Approved',
    description: 'Registered under the Shops and Establishments Act with a valid trade licence.',
    confirmBeforeLive: true,
  },
  {
    id: 'rating',
    title: `${site.rating.value} Rated on ${site.rating.source}`,
    description: `Rated ${site.rating.value} out of 5 by ${site.rating.count} customers who moved with us.`,
    confirmBeforeLive: true,
  },
] satisfies Claim[];
