import type { NavLink } from '../types';

/**
 * The Tamil pages' navigation (the English is in content/navigation.ts). A link leads to the
 * Tamil page where there is one; the others lead to the English page, which the label says
 * with the abbreviation Tamil newspapers use for ஆங்கிலம் (English), so four links fit one line.
 */
export const primaryNav = [
  { href: '/ourservices', label: 'சேவைகள் (ஆங்.)' },
  { href: '/about', label: 'எங்களைப் பற்றி (ஆங்.)' },
  { href: '/locations', label: 'நகரங்கள் (ஆங்.)' },
  { href: '/contactus', label: 'தொடர்பு (ஆங்.)' },
] satisfies NavLink[];

export const mobileExtraNav = [
  { href: '/ta/packers-and-movers-charges', label: 'எங்கள் கட்டணங்கள்' },
  { href: '/ta/beaware', label: 'மோசடியிலிருந்து தப்பிக்க' },
] satisfies NavLink[];

export const footerServices = [
  { href: '/household', label: 'வீடு மாற்றம்' },
  { href: '/office', label: 'அலுவலக மாற்றம்' },
  { href: '/vehicle', label: 'கார் / பைக் போக்குவரத்து' },
  { href: '/warehouse', label: 'கிடங்கு, சேமிப்பு' },
] satisfies NavLink[];

export const footerQuickLinks = [
  { href: '/ta/form', label: 'இலவச கட்டண மதிப்பீடு' },
  { href: '/ta/packers-and-movers-charges', label: 'எங்கள் கட்டணங்கள்' },
  { href: '/ta/beaware', label: 'எண் அல்லது லிங்கைச் சரிபார்க்கவும்' },
  { href: '/about', label: 'எங்களைப் பற்றி' },
  { href: '/review', label: 'வாடிக்கையாளர் மதிப்புரைகள்' },
  { href: '/contactus', label: 'தொடர்பு கொள்ளவும்' },
] satisfies NavLink[];

export const legalLinks = [
  { href: '/privacy-policy', label: 'தனியுரிமைக் கொள்கை' },
  { href: '/terms-and-conditions', label: 'விதிமுறைகளும் நிபந்தனைகளும்' },
] satisfies NavLink[];
