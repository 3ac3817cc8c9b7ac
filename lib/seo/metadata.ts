import type { Metadata, Viewport } from 'next';
import { site } from '@/content/site';
import type { PagePath } from '@/content/pages';
import { officialSite } from '@/lib/official-site';
import {
  DEFAULT_LOCALE,
  HTML_LANG,
  LOCALES,
  OG_LOCALE,
  alternatePaths,
  localeOfPath,
  localePath,
  type Locale,
} from '@/lib/i18n';
import { pageInfo } from '@/lib/dictionaries';

export interface MetadataInput {
  /** Path of the page, starting with `/`. */
  path: string;
  title: string;
  description: string;
  noindex?: boolean;
  /** Path of the page's Open Graph image; the site's by default. */
  image?: string;
}

/**
 * What every document says of the site, whichever way it is rendered: the root layout and the
 * 404 page (app/global-not-found.tsx, rendered outside the layout) both export these.
 */
export const siteMetadata: Metadata = {
  metadataBase: new URL(officialSite.origin),
  title: { default: site.brand, template: `%s | ${site.shortName}` },
  applicationName: site.brand,
  formatDetection: { telephone: false },
};

export const siteViewport: Viewport = {
  themeColor: '#0B2545',
  width: 'device-width',
  initialScale: 1,
};

export const OG_SITE_FILE = 'site.png';
export const OG_IMAGE_SIZE = { width: 1200, height: 630 };

/** Path of a page's Open Graph image: its own for a city page, else the site's. */
export function ogImagePath(citySegment?: string): string {
  return `/og/${citySegment ? `${citySegment}.png` : OG_SITE_FILE}`;
}

/** Absolute URL on the live site for a path; the home page is the bare origin, as Next.js writes it. */
export function absoluteUrl(path: string): string {
  return path === '/' ? officialSite.origin : `${officialSite.origin}${path}`;
}

/** The one metadata builder every page uses (docs/architecture.md#habits). */
export function buildMetadata({
  path,
  title,
  description,
  noindex,
  image,
}: MetadataInput): Metadata {
  const url = absoluteUrl(path);
  const images = [{ url: absoluteUrl(image ?? ogImagePath()), ...OG_IMAGE_SIZE, alt: title }];
  const locale = localeOfPath(path);
  // A page that exists in every language names them all, on each (the default language as the
  // x-default).
  const all = alternatePaths(path);
  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages: all && {
        ...Object.fromEntries(LOCALES.map((l) => [HTML_LANG[l], absoluteUrl(all[l])])),
        'x-default': absoluteUrl(all[DEFAULT_LOCALE]),
      },
    },
    openGraph: {
      type: 'website',
      locale: OG_LOCALE[locale],
      alternateLocale: all
        ? LOCALES.filter((l) => l !== locale).map((l) => OG_LOCALE[l])
        : undefined,
      siteName: site.brand,
      url,
      title,
      description,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}

/**
 * Metadata of a fixed page, in a language: its title and description from that language's pages
 * table (content/pages.ts, content/hi/pages.ts). Pages other than the translated ones
 * (lib/i18n.ts) exist in the default language only, and building one in another fails the build.
 */
export function pageMetadata(
  path: PagePath,
  { locale = DEFAULT_LOCALE, noindex }: { locale?: Locale; noindex?: boolean } = {},
): Metadata {
  const page = pageInfo(path, locale);
  return buildMetadata({
    path: localePath(locale, path),
    title: page.title,
    description: page.description,
    noindex,
  });
}
