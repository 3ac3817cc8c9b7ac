import type { NavLink } from '../types';

/**
 * The Hindi pages' navigation (the English is in content/navigation.ts). A link leads to the
 * Hindi page where there is one; the others lead to the English page, which the label says.
 */
export const primaryNav = [
  { href: '/ourservices', label: 'सेवाएं (English)' },
  { href: '/about', label: 'हमारे बारे में (English)' },
  { href: '/locations', label: 'शहर (English)' },
  { href: '/contactus', label: 'संपर्क (English)' },
] satisfies NavLink[];

export const mobileExtraNav = [
  { href: '/hi/packers-and-movers-charges', label: 'हमारे चार्ज' },
  { href: '/hi/beaware', label: 'धोखाधड़ी से बचें' },
] satisfies NavLink[];

export const footerServices = [
  { href: '/household', label: 'घर का सामान शिफ्ट करना' },
  { href: '/office', label: 'ऑफिस शिफ्टिंग' },
  { href: '/vehicle', label: 'कार और बाइक ट्रांसपोर्ट' },
  { href: '/warehouse', label: 'वेयरहाउस और स्टोरेज' },
] satisfies NavLink[];

export const footerQuickLinks = [
  { href: '/hi/form', label: 'मुफ्त कोटेशन' },
  { href: '/hi/packers-and-movers-charges', label: 'हमारे चार्ज' },
  { href: '/hi/beaware', label: 'नंबर या लिंक जांचें' },
  { href: '/about', label: 'हमारे बारे में' },
  { href: '/review', label: 'ग्राहकों की राय' },
  { href: '/contactus', label: 'संपर्क करें' },
] satisfies NavLink[];

export const legalLinks = [
  { href: '/privacy-policy', label: 'प्राइवेसी पॉलिसी' },
  { href: '/terms-and-conditions', label: 'नियम और शर्तें' },
] satisfies NavLink[];
