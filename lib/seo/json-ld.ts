/**
 * Structured data (schema.org, typed with schema-dts), built from content/ in one place.
 * The business is a MovingCompany on every page; pages add what fits them.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  MovingCompany,
  PostalAddress,
  Service,
  Thing,
  WebSite,
} from 'schema-dts';
import { branches, headOffice, site, socials } from '@/content/site';
import type { BlogPost, City, PostalAddress as Address } from '@/content/types';
import { absoluteUrl, ogImagePath } from './metadata';

export const BUSINESS_ID = '/#business';

function address(a: Address): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: `${a.street}, ${a.locality}`,
    addressLocality: a.city,
    addressRegion: a.region,
    postalCode: a.postalCode,
    addressCountry: a.country,
  };
}

const businessRef = () => ({ '@id': absoluteUrl(BUSINESS_ID) });

/** The business, with its head office and branches (PRODUCT.md section 4). */
export function businessJsonLd(): MovingCompany {
  return {
    '@type': 'MovingCompany',
    '@id': absoluteUrl(BUSINESS_ID),
    name: site.brand,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl(ogImagePath()),
    telephone: site.phones.sales,
    email: site.email,
    foundingDate: String(site.foundedYear),
    priceRange: '₹₹',
    address: address(headOffice.address),
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.lat, longitude: site.geo.lon },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      opens: site.hours.opens,
      closes: site.hours.closes,
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: site.rating.value,
      reviewCount: site.rating.count,
      bestRating: 5,
    },
    areaServed: { '@type': 'Country', name: 'India' },
    sameAs: socials.map((s) => s.url),
    department: branches
      .filter((b) => !('isHeadOffice' in b))
      .map((b) => ({
        '@type': 'MovingCompany' as const,
        name: `${site.brand}, ${b.label}`,
        telephone: b.phone,
        address: address(b.address),
      })),
  };
}

export function websiteJsonLd(): WebSite {
  return {
    '@type': 'WebSite',
    '@id': absoluteUrl('/#website'),
    name: site.brand,
    url: absoluteUrl('/'),
    inLanguage: 'en-IN',
    publisher: businessRef(),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}

export function serviceJsonLd({
  name,
  description,
  path,
  areaServed,
}: {
  name: string;
  description: string;
  path: string;
  areaServed?: Service['areaServed'];
}): Service {
  return {
    '@type': 'Service',
    name,
    description,
    serviceType: name,
    url: absoluteUrl(path),
    provider: businessRef(),
    areaServed: areaServed ?? { '@type': 'Country', name: 'India' },
  };
}

/** A city page's service: the city, with its coordinates, as the area served. */
export function cityServiceJsonLd(city: City, path: string): Service {
  return serviceJsonLd({
    name: `Packers and Movers in ${city.name}`,
    description: `Household shifting, office relocation, vehicle transport and storage from ${city.name}, ${city.state}.`,
    path,
    areaServed: {
      '@type': 'City',
      name: city.name,
      containedInPlace: { '@type': 'State', name: city.state },
      geo: { '@type': 'GeoCoordinates', latitude: city.lat, longitude: city.lon },
    },
  });
}

export function blogPostingJsonLd(post: BlogPost): BlogPosting {
  return {
    '@type': 'BlogPosting',
    '@id': absoluteUrl(post.link),
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    inLanguage: 'en-IN',
    image: absoluteUrl(post.image.src),
    url: absoluteUrl(post.link),
    mainEntityOfPage: absoluteUrl('/blog'),
    author: { '@type': 'Person', name: post.author.name, url: absoluteUrl(post.author.url) },
    publisher: businessRef(),
  };
}

export function faqJsonLd(faqs: { q: string; a: string }[]): FAQPage {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: f.q,
      acceptedAnswer: { '@type': 'Answer', text: f.a },
    })),
  };
}

export type JsonLdNode = Thing;

/** One document of several nodes. */
export function jsonLdGraph(nodes: JsonLdNode[]) {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** JSON for a <script> element: `<` is escaped so no text can close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
