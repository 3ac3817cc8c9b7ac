/**
 * "Is this really them?" (PRODUCT.md section 5 item 2): classify a pasted value, normalise it and
 * compare it with the official contacts in content/site.ts. Pure; nothing is sent anywhere.
 */
import { site } from '@/content/site';
import { officialContacts } from '@/content/official-contacts';
import { env } from '@/lib/env';

export type ValueKind = 'phone' | 'website' | 'email' | 'upi' | 'gstin' | 'unknown';

export type Verdict = 'official' | 'not-official' | 'lookalike' | 'invalid' | 'empty';

export interface VerifyResult {
  verdict: Verdict;
  kind: ValueKind | null;
  /** What the visitor typed, trimmed and shortened for display. */
  shown: string;
  message: string;
  advice: string[];
}

export const MAX_INPUT = 300;

const KIND_LABEL: Record<ValueKind, string> = {
  phone: 'phone number',
  website: 'website',
  email: 'e-mail address',
  upi: 'UPI ID',
  gstin: 'GSTIN',
  unknown: 'contact',
};

const GSTIN_RE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check digit (15th character) for the first 14 characters. */
export function gstinCheckDigit(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14[i] ?? '');
    if (value < 0) return '';
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? '';
}

export function isValidGstin(value: string): boolean {
  const v = value.trim().toUpperCase();
  return GSTIN_RE.test(v) && gstinCheckDigit(v.slice(0, 14)) === v[14];
}

/** A phone number's 10 national digits: strips +91, 91 and a leading 0, spaces, dashes, brackets. */
export function normalizePhone(value: string): string | null {
  if (!/^[\d\s()+\-.]+$/.test(value.trim())) return null;
  const digits = value.replace(/\D/g, '');
  const m = /^(?:91|0)?(\d{10})$/.exec(digits);
  return m ? m[1]! : null;
}

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
 * deployed on (NEXT_PUBLIC_SITE_URL, so a site built for movers.example.in vouches for
 * movers.example.in), then `site.defaultUrl`'s, then the extra ones listed in content/site.ts.
 */
export function officialDomainList(siteUrl: string = env.siteUrl): string[] {
  const hosts = [siteUrl, site.defaultUrl, ...officialContacts.extraDomains].map(normalizeHost);
  return [...new Set(hosts.filter((h): h is string => h !== null))];
}

export function classify(raw: string): ValueKind {
  const v = raw.trim();
  if (v.length === 15 && /^\d{2}[A-Z]{5}\d{4}/i.test(v)) return 'gstin';
  if (/^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(v)) return 'email';
  if (/^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/i.test(v)) return 'upi';
  if (/^[\d\s()+\-.]{7,}$/.test(v)) return 'phone';
  if (normalizeHost(v)) return 'website';
  return 'unknown';
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

const brand = site.brand;
const ADVICE_NOT_OFFICIAL = [
  'Do not pay any money or share an OTP.',
  `Call our official number ${site.phones.sales} to check who you are dealing with.`,
  'Report it on the National Cyber Crime helpline 1930 or at cybercrime.gov.in.',
];

function shown(raw: string): string {
  const v = raw.trim();
  return v.length > 60 ? `${v.slice(0, 57)}…` : v;
}

/** The checker's answer for a pasted value; `siteUrl` is the deployed origin (tests set it). */
export function verifyContact(raw: unknown, siteUrl: string = env.siteUrl): VerifyResult {
  const input = typeof raw === 'string' ? raw : '';
  const value = input.trim();
  if (!value) {
    return {
      verdict: 'empty',
      kind: null,
      shown: '',
      message: 'Paste or type a phone number, website, e-mail address or UPI ID to check it.',
      advice: [],
    };
  }
  if (value.length > MAX_INPUT) {
    return {
      verdict: 'invalid',
      kind: 'unknown',
      shown: shown(value),
      message: `That is too long to be a phone number, website, e-mail or UPI ID (${value.length.toLocaleString('en-IN')} characters). Paste just the one contact you want to check.`,
      advice: [],
    };
  }
  const kind = classify(value);
  const what = KIND_LABEL[kind];
  const official = (ok: boolean): VerifyResult =>
    ok
      ? {
          verdict: 'official',
          kind,
          shown: shown(value),
          message: `${shown(value)} is an official ${what} of ${brand}.`,
          advice: [
            'You can go ahead; our staff will never ask you to pay into a personal account.',
          ],
        }
      : {
          verdict: 'not-official',
          kind,
          shown: shown(value),
          message: `${shown(value)} is not an official ${what} of ${brand}.`,
          advice: ADVICE_NOT_OFFICIAL,
        };

  switch (kind) {
    case 'phone': {
      const n = normalizePhone(value);
      if (!n) {
        return {
          verdict: 'invalid',
          kind,
          shown: shown(value),
          message: `${shown(value)} is not a valid Indian phone number. Check the digits and try again.`,
          advice: [],
        };
      }
      const ours = [...officialContacts.phones, ...officialContacts.whatsapp].map(normalizePhone);
      return official(ours.includes(n));
    }
    case 'website': {
      const host = normalizeHost(value)!;
      const domains = officialDomainList(siteUrl);
      if (domains.includes(host)) return official(true);
      const imitated = lookalikeOf(host, domains);
      if (imitated) {
        return {
          verdict: 'lookalike',
          kind,
          shown: shown(value),
          message: `${shown(value)} is not an official website of ${brand}. It looks like our address ${imitated}, but it is a different website: a common trick of fake movers.`,
          advice: [
            `Type our address ${imitated} yourself instead of following links.`,
            ...ADVICE_NOT_OFFICIAL,
          ],
        };
      }
      return official(false);
    }
    case 'email': {
      const e = value.toLowerCase();
      if (officialContacts.emails.map((x) => x.toLowerCase()).includes(e)) return official(true);
      const host = e.split('@')[1] ?? '';
      const domains = officialDomainList(siteUrl);
      const imitated = domains.includes(host) ? null : lookalikeOf(host, domains);
      const result = official(false);
      if (imitated) {
        result.verdict = 'lookalike';
        result.message = `${shown(value)} is not an official e-mail address of ${brand}. Its domain looks like ours (${imitated}) but is different.`;
      }
      return result;
    }
    case 'upi':
      return official(
        officialContacts.upiIds.map((x) => x.toLowerCase()).includes(value.toLowerCase()),
      );
    case 'gstin': {
      const g = value.toUpperCase();
      if (!isValidGstin(g)) {
        return {
          verdict: 'invalid',
          kind,
          shown: shown(value),
          message: `${shown(value)} is not a valid GSTIN: its format or check digit is wrong. A real GSTIN has 15 characters and can be checked at services.gst.gov.in.`,
          advice: ['Ask the company for its GST certificate, and do not pay until it checks out.'],
        };
      }
      return official(g === officialContacts.gstin);
    }
    default:
      return {
        verdict: 'invalid',
        kind: 'unknown',
        shown: shown(value),
        message: `We could not recognise ${shown(value)} as a phone number, website, e-mail address, UPI ID or GSTIN. Check what you pasted and try again.`,
        advice: [],
      };
  }
}
