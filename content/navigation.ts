import type { NavLink } from './types';

/** Header navigation (docs/product.md#header-footer-and-menu). */
export const primaryNav = [
  { href: '/ourservices', label: 'Services' },
  { href: '/about', label: 'About Us' },
  { href: '/locations', label: 'Locations' },
  { href: '/contactus', label: 'Contact' },
] satisfies NavLink[];

/** The mobile menu adds these to the primary links. */
export const mobileExtraNav = [
  { href: '/packers-and-movers-charges', label: 'Our Charges' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/review', label: 'Reviews' },
] satisfies NavLink[];

export const footerServices = [
  { href: '/household', label: 'Household Shifting' },
  { href: '/office', label: 'Office Relocation' },
  { href: '/vehicle', label: 'Vehicle Transportation' },
  { href: '/warehouse', label: 'Warehouse & Storage' },
] satisfies NavLink[];

export const footerQuickLinks = [
  { href: '/about', label: 'About Us' },
  { href: '/branch', label: 'Our Branches' },
  { href: '/becameoneofus', label: 'Franchise Enquiry' },
  { href: '/whychoose', label: 'Why Choose Us' },
  { href: '/review', label: 'Customer Reviews' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/packagematerial', label: 'Packing Materials' },
  { href: '/blog', label: 'Blogs' },
  { href: '/packers-and-movers-charges', label: 'Our Charges' },
] satisfies NavLink[];

export const legalLinks = [
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-and-conditions', label: 'Terms & Conditions' },
] satisfies NavLink[];

/** The /menu overlay's three columns (docs/product.md#header-footer-and-menu). */
export const menuColumns = [
  {
    title: 'Quick Access',
    links: [
      { href: '/', label: 'Home' },
      { href: '/form', label: 'Get a Free Quote' },
      { href: '/packers-and-movers-charges', label: 'Our Charges' },
      { href: '/locations', label: 'Service Locations' },
      { href: '/branch', label: 'Branches We Serve' },
      { href: '/mainbranches', label: 'Main Branches' },
      { href: '/contactus', label: 'Contact Us' },
      { href: '/beaware', label: 'Beware of Frauds' },
    ],
  },
  {
    title: 'About Company',
    links: [
      { href: '/about', label: 'About Us' },
      { href: '/whychoose', label: 'Why Choose Us' },
      { href: '/workprocess', label: 'Our Work Process' },
      { href: '/review', label: 'Customer Reviews' },
      { href: '/gallery', label: 'Gallery' },
      { href: '/blog', label: 'Blogs' },
      { href: '/becameoneofus', label: 'Become a Partner' },
    ],
  },
  {
    title: 'Our Services',
    links: [
      { href: '/ourservices', label: 'All Services' },
      { href: '/household', label: 'Household Shifting' },
      { href: '/office', label: 'Office Relocation' },
      { href: '/vehicle', label: 'Vehicle Transportation' },
      { href: '/warehouse', label: 'Warehouse & Storage' },
      { href: '/packagematerial', label: 'Packing Materials' },
    ],
  },
] satisfies { title: string; links: NavLink[] }[];
