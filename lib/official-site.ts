/**
 * The one official website (docs/product.md#one-official-website): the origin the site is built
 * for, and its domain as every page prints it. The fraud checker compares a pasted address with
 * this domain, the written scope prints it, the footer and the structured data link to it, and the
 * words that name our address carry a `{domain}` placeholder filled from here; so a site built for
 * another domain never names the default one, and no second domain is vouched for by accident.
 */
import { env } from './env';
import { fillTemplate } from './template';

/** A website's domain as we print it: the host without `www.`, lower case (`shiftease.example`). */
export function domainOf(origin: string): string {
  return new URL(origin).hostname.replace(/\.$/, '').replace(/^www\./, '');
}

export const officialSite = {
  /** `https://www.shiftease.example`: NEXT_PUBLIC_SITE_URL, else content/site.ts's default. */
  origin: env.siteUrl,
  /** `shiftease.example`: what a visitor types, and what a look-alike is compared with. */
  domain: domainOf(env.siteUrl),
} as const;

/** A sentence from content/ with our address in place of its `{domain}` placeholder. */
export function withOfficialDomain(text: string, domain: string = officialSite.domain): string {
  return fillTemplate(text, { domain });
}
