/** Types every content module `satisfies`, so a typo in the data fails the build. */

export interface PostalAddress {
  street: string;
  locality: string;
  city: string;
  region: string;
  postalCode: string;
  country: 'IN';
}

export interface Branch {
  /** City the branch serves from; must be a name in content/cities.ts. */
  city: string;
  label: string;
  address: PostalAddress;
  phone: string;
  isHeadOffice?: boolean;
}

export interface SocialLink {
  network: 'Facebook' | 'Instagram' | 'YouTube';
  url: string;
}

export interface Claim {
  id: string;
  title: string;
  description: string;
  /** The owner must hold proof of this claim before the site goes live. */
  confirmBeforeLive: true;
}

export interface NavLink {
  href: string;
  label: string;
}

export interface Slide {
  id: string;
  image: string;
  alt: string;
  title: string;
  subtitle?: string;
  description: string;
}

export interface ProcessStep {
  icon: string;
  title: string;
  description: string;
}

export interface TrustBadge {
  image: string;
  alt: string;
  title: string;
  description: string;
}

export interface City {
  name: string;
  state: string;
  lat: number;
  lon: number;
}
