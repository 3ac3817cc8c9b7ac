/**
 * Structured data of a state's page of cities (/locations/<state>): a collection page about the
 * state whose main entity is the list of its city pages, in the order the page lists them.
 */
import type { CollectionPage } from 'schema-dts';
import { absoluteUrl } from './metadata';

export function stateDirectoryJsonLd({
  state,
  path,
  name,
  description,
  cities,
}: {
  state: string;
  path: string;
  name: string;
  description: string;
  /** Each city page's name and path. */
  cities: { name: string; path: string }[];
}): CollectionPage {
  return {
    '@type': 'CollectionPage',
    '@id': absoluteUrl(path),
    url: absoluteUrl(path),
    name,
    description,
    inLanguage: 'en-IN',
    isPartOf: { '@id': absoluteUrl('/#website') },
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
