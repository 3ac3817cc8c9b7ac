import type { WebSite } from 'schema-dts';
import { HTML_LANG, localePath, type Locale } from '@/lib/i18n';
import { websiteJsonLd } from './json-ld';
import { absoluteUrl } from './metadata';

/**
 * The home page's WebSite node in its language: the English one as websiteJsonLd() builds it;
 * the Hindi one the same node at /hi, in hi-IN, a translation of the English site. It has its
 * own @id, so a crawler never merges the two into one site with two languages.
 */
export function homeWebsiteJsonLd(locale: Locale): WebSite {
  const english = websiteJsonLd();
  if (locale === 'en') return english;
  const home = localePath(locale, '/');
  return {
    ...english,
    '@id': absoluteUrl(`${home}#website`),
    url: absoluteUrl(home),
    inLanguage: HTML_LANG[locale],
    translationOfWork: { '@id': absoluteUrl('/#website') },
  };
}
