import type { NavLink } from '../types';

/**
 * The Hindi pages' navigation (the English is in content/navigation.ts). A link leads to the
 * Hindi page where there is one; the others (the list of cities) lead to the English page, which
 * the label says.
 */
export const primaryNav = [
  { href: '/hi/ourservices', label: 'सेवाएं' },
  { href: '/hi/about', label: 'हमारे बारे में' },
  { href: '/locations', label: 'शहर (English)' },
  { href: '/hi/contactus', label: 'संपर्क' },
] satisfies NavLink[];

export const mobileExtraNav = [
  { href: '/hi/packers-and-movers-charges', label: 'हमारे चार्ज' },
  { href: '/hi/beaware', label: 'धोखाधड़ी से बचें' },
  { href: '/hi/review', label: 'ग्राहकों की राय' },
] satisfies NavLink[];

export const footerServices = [
  { href: '/hi/household', label: 'घर की शिफ्टिंग' },
  { href: '/hi/office', label: 'ऑफिस शिफ्टिंग' },
  { href: '/hi/vehicle', label: 'कार और बाइक ट्रांसपोर्ट' },
  { href: '/hi/warehouse', label: 'वेयरहाउस और स्टोरेज' },
] satisfies NavLink[];

export const footerQuickLinks = [
  { href: '/hi/form', label: 'मुफ्त कोटेशन' },
  { href: '/hi/packers-and-movers-charges', label: 'हमारे चार्ज' },
  { href: '/hi/beaware', label: 'नंबर या लिंक जांचें' },
  { href: '/hi/about', label: 'हमारे बारे में' },
  { href: '/hi/review', label: 'ग्राहकों की राय' },
  { href: '/hi/contactus', label: 'संपर्क करें' },
] satisfies NavLink[];

export const legalLinks = [
  { href: '/hi/privacy-policy', label: 'प्राइवेसी पॉलिसी' },
  { href: '/hi/terms-and-conditions', label: 'नियम और शर्तें' },
] satisfies NavLink[];
