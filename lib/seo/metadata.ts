import type { Metadata } from 'next';
import { site } from '@/content/site';
import { pages, type PagePath } from '@/content/pages';
import { env } from '@/lib/env';

export interface MetadataInput {
  /** Path of the page, starting with `/`. */
  path: string;
  title: string;
  description: string;
  noindex?: boolean;
}

/** Absolute URL on the live site for a path. */
export function absoluteUrl(path: string, siteUrl: string = env.siteUrl): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}

/** The one metadata builder every page uses (STYLE.md). */
export function buildMetadata({ path, title, description, noindex }: MetadataInput): Metadata {
  const url = absoluteUrl(path);
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: 'en_IN',
      siteName: site.brand,
      url,
      title,
      description,
    },
    twitter: { card: 'summary_large_image', title, description },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}

/** Metadata of a fixed page from content/pages.ts. */
export function pageMetadata(path: PagePath, options: { noindex?: boolean } = {}): Metadata {
  const page = pages[path];
  return buildMetadata({ path, title: page.title, description: page.description, ...options });
}
