import type { NavLink } from '../types';

/**
 * The Tamil pages' navigation (the English is in content/navigation.ts). A link leads to the
 * Tamil page where there is one; the others (the list of cities) lead to the English page, which
 * the label says with the abbreviation Tamil newspapers use for ஆங்கிலம் (English).
 */
export const primaryNav = [
  { href: '/ta/ourservices', label: 'சேவைகள்' },
  { href: '/ta/about', label: 'எங்களைப் பற்றி' },
  { href: '/locations', label: 'நகரங்கள் (ஆங்.)' },
  { href: '/ta/contactus', label: 'தொடர்பு' },
] satisfies NavLink[];

export const mobileExtraNav = [
  { href: '/ta/packers-and-movers-charges', label: 'எங்கள் கட்டணங்கள்' },
  { href: '/ta/beaware', label: 'மோசடியிலிருந்து தப்பிக்க' },
  { href: '/ta/review', label: 'வாடிக்கையாளர் மதிப்புரைகள்' },
] satisfies NavLink[];

export const footerServices = [
  { href: '/ta/household', label: 'வீடு மாற்றம்' },
  { href: '/ta/office', label: 'அலுவலக மாற்றம்' },
  { href: '/ta/vehicle', label: 'கார் / பைக் போக்குவரத்து' },
  { href: '/ta/warehouse', label: 'கிடங்கு, சேமிப்பு' },
] satisfies NavLink[];

export const footerQuickLinks = [
  { href: '/ta/form', label: 'இலவச கட்டண மதிப்பீடு' },
  { href: '/ta/packers-and-movers-charges', label: 'எங்கள் கட்டணங்கள்' },
  { href: '/ta/beaware', label: 'எண் அல்லது லிங்கைச் சரிபார்க்கவும்' },
  { href: '/ta/about', label: 'எங்களைப் பற்றி' },
  { href: '/ta/review', label: 'வாடிக்கையாளர் மதிப்புரைகள்' },
  { href: '/ta/contactus', label: 'தொடர்பு கொள்ளவும்' },
] satisfies NavLink[];

export const legalLinks = [
  { href: '/ta/privacy-policy', label: 'தனியுரிமைக் கொள்கை' },
  { href: '/ta/terms-and-conditions', label: 'விதிமுறைகளும் நிபந்தனைகளும்' },
] satisfies NavLink[];
