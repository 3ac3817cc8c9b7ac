/**
 * Structured data (schema.org, typed with schema-dts), built from content/ in one place.
 * The business is a MovingCompany on every page; pages add what fits them.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  City as CityNode,
  CollectionPage,
  DayOfWeek,
  FAQPage,
  GeoCoordinates,
  IdReference,
  MovingCompany,
  OpeningHoursSpecification,
  PostalAddress,
  Service,
  Thing,
  WebPage,
  WebSite,
} from 'schema-dts';
import { headOffice, site, socials } from '@/content/site';
import type { BlogPost, Branch, City, PostalAddress as Address } from '@/content/types';
import { BRANCHES_PATH, branchAnchor, branchOffices } from '@/lib/branches';
import { citiesServedBy, cityRelation } from '@/lib/city-relation';
import { findCityByName } from '@/lib/cities';
import { cityPagePath } from '@/lib/slug';
import { absoluteUrl, ogImagePath } from './metadata';
import { DEFAULT_LOCALE, HTML_LANG, localePath, type Locale } from '@/lib/i18n';
import { proofs } from '@/content/proofs';
import { dayName } from '@/lib/hours';
import { WEEK } from '@/content/types';

export const BUSINESS_ID = '/#business';

const PRICE_RANGE = '₹₹';

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

function geo({ lat, lon }: { lat: number; lon: number }): GeoCoordinates {
  return { '@type': 'GeoCoordinates', latitude: lat, longitude: lon };
}

/** Every office keeps the same hours (content/site.ts `site.hours`), its days named in English. */
function openingHours(): OpeningHoursSpecification {
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: site.hours.dayCodes.map(
      (d) =>
        // Intl's English names are schema.org's ("Monday").
        dayName(WEEK.indexOf(d), { locale: 'en', weekday: 'long' }) as DayOfWeek,
    ),
    opens: site.hours.opens,
    closes: site.hours.closes,
  };
}

/** A city as a place: name, state and centre. */
function cityPlace(city: City): CityNode {
  return {
    '@type': 'City',
    name: city.name,
    containedInPlace: { '@type': 'State', name: city.state },
    geo: geo(city),
  };
}

const businessRef = (): IdReference => ({ '@id': absoluteUrl(BUSINESS_ID) });

/**
 * A branch's @id: its entry on /mainbranches (the element with that id exists there), so the
 * identifier is stable, absolute and points at the office's own address block.
 */
export function branchId(branch: Branch): string {
  return absoluteUrl(`${BRANCHES_PATH}#${branchAnchor(branch)}`);
}

/** The business, with its head office and branches (docs/product.md#search-engines). */
export function businessJsonLd(): MovingCompany {
  return {
    '@type': 'MovingCompany',
    '@id': absoluteUrl(BUSINESS_ID),
    name: site.brand,
    legalName: site.legalName,
    taxID: site.gstin,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    image: absoluteUrl(ogImagePath()),
    telephone: site.phones.sales,
    email: site.email,
    foundingDate: String(site.foundedYear),
    // The site, the quote form and the phone lines work in each of the site's languages.
    knowsLanguage: Object.values(HTML_LANG),
    priceRange: PRICE_RANGE,
    address: address(headOffice.address),
    geo: geo(headOffice.geo),
    openingHoursSpecification: openingHours(),
    areaServed: { '@type': 'Country', name: 'India' },
    // No AggregateRating: a business's rating of itself is not a review search engines show (Google
    // stopped showing stars for self-serving LocalBusiness reviews in 2019 and treats markup that is
    // not the visible, checkable reviews as spam). The rating is on the pages, naming its source
    // and linking to the listing below, which names the same business as the social pages do.
    sameAs: [...socials.map((s) => s.url), proofs.ratingListing],
    // The inverse of each branch's parentOrganization (schema.org's department is a part of one
    // store, not a branch). References only: each branch is described once, by branchJsonLd, on
    // /mainbranches and on its city's page; the whole set on every page would add ~4 KB of HTML.
    subOrganization: branchOffices.map((b) => ({ '@id': branchId(b) })),
  };
}

/**
 * A branch office as its own place (docs/product.md#search-engines): address, coordinates, phone
 * and hours, part of the business. The head office is not one of these: it is the business node
 * itself.
 */
export function branchJsonLd(branch: Branch): MovingCompany {
  const city = findCityByName(branch.city);
  if (!city)
    throw new Error(`Branch "${branch.label}": no city "${branch.city}" in content/cities.ts.`);
  const cityPage = cityPagePath(city.name);
  return {
    '@type': 'MovingCompany',
    '@id': branchId(branch),
    name: `${site.brand}, ${branch.label}`,
    parentOrganization: businessRef(),
    url: absoluteUrl(cityPage),
    image: absoluteUrl(ogImagePath(cityPage.slice(1))),
    telephone: branch.phone,
    priceRange: PRICE_RANGE,
    address: address(branch.address),
    geo: geo(branch.geo),
    openingHoursSpecification: openingHours(),
    // Its own city with coordinates, then the cities its own crew serves (within NEAR_BRANCH_KM,
    // lib/city-relation.ts), by name. Not the cities it sends a travelling crew to: that list
    // grows with every city added and rides on each city page's copy of this node; those cities'
    // pages name the branch as the provider of their service (cityJsonLd).
    areaServed: [
      cityPlace(city),
      ...citiesServedBy(branch)
        .filter((r) => r.city.name !== city.name && r.kind !== 'far')
        .map((r): CityNode => ({ '@type': 'City', name: r.city.name })),
    ],
  };
}

/** Every branch office, for /mainbranches. */
export function branchesJsonLd(): MovingCompany[] {
  return branchOffices.map(branchJsonLd);
}

/** The `@id` of the site in a language: its home page's address with `#website`. */
export function websiteId(locale: Locale): string {
  return absoluteUrl(`${localePath(locale, '/')}#website`);
}

/**
 * The site as a WebSite node in a language, for its home page. Each language's is a node of its
 * own (its own @id, home and inLanguage), so a crawler never merges them into one site with two
 * languages; a translation names the default language's site as its original.
 */
export function websiteJsonLd(locale: Locale = DEFAULT_LOCALE): WebSite {
  return {
    '@type': 'WebSite',
    '@id': websiteId(locale),
    name: site.brand,
    url: absoluteUrl(localePath(locale, '/')),
    inLanguage: HTML_LANG[locale],
    publisher: businessRef(),
    ...(locale === DEFAULT_LOCALE
      ? {}
      : { translationOfWork: { '@id': websiteId(DEFAULT_LOCALE) } }),
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
  provider,
}: {
  name: string;
  description: string;
  path: string;
  areaServed?: Service['areaServed'];
  /** Who provides it; the business unless a branch does. */
  provider?: IdReference;
}): Service {
  return {
    '@type': 'Service',
    name,
    description,
    serviceType: name,
    url: absoluteUrl(path),
    provider: provider ?? businessRef(),
    areaServed: areaServed ?? { '@type': 'Country', name: 'India' },
  };
}

/** A page as a document in its language: what `inLanguage` is for (hreflang's twin). */
export function webPageJsonLd({
  path,
  name,
  description,
  locale,
}: {
  path: string;
  name: string;
  description: string;
  locale: Locale;
}): WebPage {
  return {
    '@type': 'WebPage',
    '@id': absoluteUrl(path),
    url: absoluteUrl(path),
    name,
    description,
    inLanguage: HTML_LANG[locale],
    isPartOf: { '@id': websiteId(locale) },
  };
}

/**
 * A state's page of cities (/locations/<state>): a collection page about the state whose main
 * entity is the list of its city pages, in the order the page lists them.
 */
export function stateDirectoryJsonLd({
  state,
  cities,
  ...page
}: {
  state: string;
  path: string;
  name: string;
  description: string;
  /** Each city page's name and path. */
  cities: { name: string; path: string }[];
}): CollectionPage {
  return {
    ...webPageJsonLd({ ...page, locale: DEFAULT_LOCALE }),
    '@type': 'CollectionPage',
    about: {
      '@type': 'State',
      name: state,
      containedInPlace: { '@type': 'Country', name: 'India' },
    },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: cities.length,
      itemListElement: cities.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        name: c.name,
        url: absoluteUrl(c.path),
      })),
    },
  };
}

/**
 * A city page's nodes: the page in its language, its service and, where a branch office serves
 * the city (lib/city-relation.ts: in it, near it or sending a crew to it), that branch, which then
 * provides the service. Where the head office serves it, the business does. The service is named
 * in the page's words.
 */
export function cityJsonLd(
  city: City,
  path: string,
  locale: Locale = DEFAULT_LOCALE,
  words?: { name: string; description: string },
): JsonLdNode[] {
  const { office } = cityRelation(city);
  const branch = 'isHeadOffice' in office ? undefined : office;
  // The default language keeps the service's own name and description; another language names it
  // in its words.
  const own = locale === DEFAULT_LOCALE ? undefined : words;
  const name = own?.name ?? `Packers and Movers in ${city.name}`;
  const description =
    own?.description ??
    `Household shifting, office relocation, vehicle transport and storage from ${city.name}, ${city.state}.`;
  // The city, with its coordinates, as the area served.
  const areaServed = cityPlace(city);
  const provider = branch && { '@id': branchId(branch) };
  const service = serviceJsonLd({ name, description, path, areaServed, provider });
  const page = webPageJsonLd({ path, name, description, locale });
  return branch ? [page, service, branchJsonLd(branch)] : [page, service];
}

export function blogPostingJsonLd(post: BlogPost): BlogPosting {
  return {
    '@type': 'BlogPosting',
    '@id': absoluteUrl(post.link),
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    dateModified: post.date,
    // The blog is written in the default language only.
    inLanguage: HTML_LANG[DEFAULT_LOCALE],
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
