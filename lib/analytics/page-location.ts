/**
 * The address a page is reported under when the visitor has allowed measuring
 * (docs/analytics.md#what-is-measured): the page's path, and of its query only what says which
 * campaign or ad brought the visit (`utm_*`, Google's click ids). Every other parameter goes:
 * `?from=` and `?to=` carry places a visitor typed, and the written scope's link carries a whole
 * request. No fragment either.
 */
const KEPT = /^(utm_[a-z_]+|gclid|gbraid|wbraid)$/;

export function reportedLocation(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (KEPT.test(name)) kept.append(name, value);
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

/**
 * The referring address as reported: another site's origin only (its path may say anything about
 * the visitor), and one of our own pages as reportedLocation writes it.
 */
export function reportedReferrer(referrer: string, ownOrigin: string): string {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.origin === ownOrigin) return reportedLocation(referrer);
  return url.protocol === 'https:' || url.protocol === 'http:' ? `${url.origin}/` : '';
}
