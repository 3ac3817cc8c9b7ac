/**
 * Look-alike websites (docs/product.md#fraud-warning-and-checker): a host as typed, the official
 * domains, and which of them a host imitates (an extra hyphen, swapped, doubled or missing
 * letters, another TLD, added words).
 */
import { officialContacts } from '@/content/official-contacts';
import { officialSite } from '@/lib/official-site';

/** A website's host: no scheme, `www.`, path, query, port or trailing dot; lower case. */
export function normalizeHost(value: string): string | null {
  let v = value.trim().toLowerCase();
  if (/\s/.test(v) || v.includes('@')) return null;
  if (!/^[a-z][a-z0-9+.-]*:\/\//.test(v)) v = `https://${v}`;
  let host: string;
  try {
    host = new URL(v).hostname;
  } catch {
    return null;
  }
  host = host.replace(/\.$/, '').replace(/^www\./, '');
  return /^([a-z0-9-]+\.)+[a-z]{2,}$/.test(host) ? host : null;
}

/**
 * Every official website domain, lower case, without `www.`, each once: the domain the site is
 * built for (lib/official-site.ts: a site built for movers.example.in vouches for
 * movers.example.in, and not for the default domain it was not built for), then the other
 * websites the company runs, listed in content/official-contacts.ts.
 */
export function officialDomainList(siteUrl: string = officialSite.origin): string[] {
  const hosts = [siteUrl, ...officialContacts.extraDomains].map(normalizeHost);
  return [...new Set(hosts.filter((h): h is string => h !== null))];
}

/** Damerau-Levenshtein distance (optimal string alignment), for look-alike domains. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The name part of a domain: `shift-ease.co.in` -> `shift-ease`. */
function label(host: string): string {
  const parts = host.split('.');
  const sld = ['co', 'org', 'net', 'gov', 'ac', 'firm', 'gen', 'ind'];
  if (parts.length >= 3 && sld.includes(parts[parts.length - 2]!)) return parts[parts.length - 3]!;
  return parts.length >= 2 ? parts[parts.length - 2]! : host;
}

/** Which official domain a host imitates, if any (extra hyphen, swapped, doubled or missing letters, other TLD, added words). */
export function lookalikeOf(
  host: string,
  officialDomains: readonly string[] = officialDomainList(),
): string | null {
  const candidate = label(host);
  const bare = candidate.replace(/-/g, '');
  for (const domain of officialDomains) {
    const ours = label(domain);
    if (host === domain || host.endsWith(`.${domain}`)) continue;
    if (candidate === ours) return domain; // same name, other TLD
    if (bare === ours) return domain; // extra hyphens
    if (editDistance(bare, ours) <= 2 && ours.length >= 5) return domain; // typos, swaps, doubles
    if (bare.includes(ours)) return domain; // added words: shiftease-movers
  }
  return null;
}
