/**
 * "Is this really them?" (docs/product.md#fraud-warning-and-checker): classify a pasted value,
 * normalise it and compare it with the official contacts in content/site.ts. Pure; nothing is sent
 * anywhere.
 *
 * The verdict is data (what was found, which official domain a look-alike copies); the sentence
 * the visitor reads is built by `checkerAnswer` from the page's words (content/beaware-text.ts
 * and its Hindi twin), which the checker gets as a prop, so no language ships in this code.
 */
import { site } from '@/content/site';
import { officialContacts } from '@/content/official-contacts';
import type { CheckerText } from '@/content/beaware-text';
import { env } from '@/lib/env';
import { formatNumber } from '@/lib/format';
import { asciiDigits, readIndianPhone } from '@/lib/phone';
import { fillTemplate } from '@/lib/template';

export type ValueKind = 'phone' | 'website' | 'email' | 'upi' | 'gstin' | 'unknown';

export type Verdict = 'official' | 'not-official' | 'lookalike' | 'invalid' | 'empty';

/** Which answer the checker gives: the key of its sentence in `CheckerText['answers']`. */
export type Answer = keyof CheckerText['answers'];

export interface VerifyResult {
  verdict: Verdict;
  kind: ValueKind | null;
  answer: Answer;
  /** What the visitor typed, trimmed and shortened for display. */
  shown: string;
  /** The official domain a look-alike website or e-mail domain imitates. */
  imitated?: string;
  /** The length of a paste too long to check. */
  length?: number;
}

export const MAX_INPUT = 300;

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

/**
 * Text meant as a phone number, valid or not (digits, separators and +, at least 7), so that a
 * bad one is answered as a bad number rather than as something unrecognised. Here and not in
 * lib/phone.ts, which the quote form loads up front: only the checker needs it.
 */
function looksLikePhone(text: string): boolean {
  const value = asciiDigits(text);
  return value.length >= 7 && /^[+\d\s.()\p{Pd}]+$/u.test(value) && /\d/.test(value);
}

export function classify(raw: string): ValueKind {
  const v = raw.trim();
  if (v.length === 15 && /^\d{2}[A-Z]{5}\d{4}/i.test(v)) return 'gstin';
  if (/^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(v)) return 'email';
  if (/^[a-z0-9._-]{2,256}@[a-z][a-z0-9]{1,63}$/i.test(v)) return 'upi';
  if (looksLikePhone(v)) return 'phone';
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

function shown(raw: string): string {
  const v = raw.trim();
  return v.length > 60 ? `${v.slice(0, 57)}…` : v;
}

/** The checker's verdict on a pasted value; `siteUrl` is the deployed origin (tests set it). */
export function verifyContact(raw: unknown, siteUrl: string = env.siteUrl): VerifyResult {
  const input = typeof raw === 'string' ? raw : '';
  const value = input.trim();
  if (!value) return { verdict: 'empty', kind: null, answer: 'empty', shown: '' };
  if (value.length > MAX_INPUT) {
    return {
      verdict: 'invalid',
      kind: 'unknown',
      answer: 'tooLong',
      shown: shown(value),
      length: value.length,
    };
  }
  const kind = classify(value);
  const official = (ok: boolean): VerifyResult =>
    ok
      ? { verdict: 'official', kind, answer: 'official', shown: shown(value) }
      : { verdict: 'not-official', kind, answer: 'notOfficial', shown: shown(value) };
  const lookalike = (answer: Answer, imitated: string): VerifyResult => ({
    verdict: 'lookalike',
    kind,
    answer,
    shown: shown(value),
    imitated,
  });
  const invalid = (answer: Answer): VerifyResult => ({
    verdict: 'invalid',
    kind,
    answer,
    shown: shown(value),
  });

  switch (kind) {
    case 'phone': {
      // Compared by national digits, so 0091 98765 43210 or ९८७६५४३२१० is the same number.
      const reading = readIndianPhone(value);
      if (!reading.ok) return invalid('badPhone');
      const ours = [...officialContacts.phones, ...officialContacts.whatsapp].map(readIndianPhone);
      return official(ours.some((n) => n.ok && n.national === reading.national));
    }
    case 'website': {
      const host = normalizeHost(value)!;
      const domains = officialDomainList(siteUrl);
      if (domains.includes(host)) return official(true);
      const imitated = lookalikeOf(host, domains);
      return imitated ? lookalike('lookalikeWebsite', imitated) : official(false);
    }
    case 'email': {
      const e = value.toLowerCase();
      if (officialContacts.emails.map((x) => x.toLowerCase()).includes(e)) return official(true);
      const host = e.split('@')[1] ?? '';
      const domains = officialDomainList(siteUrl);
      const imitated = domains.includes(host) ? null : lookalikeOf(host, domains);
      return imitated ? lookalike('lookalikeEmail', imitated) : official(false);
    }
    case 'upi':
      return official(
        officialContacts.upiIds.map((x) => x.toLowerCase()).includes(value.toLowerCase()),
      );
    case 'gstin': {
      const g = value.toUpperCase();
      if (!isValidGstin(g)) return invalid('badGstin');
      return official(g === officialContacts.gstin);
    }
    default:
      return invalid('unrecognised');
  }
}

/** What the checker says of a verdict, in the words it was given (`text`, the page's language). */
export function checkerAnswer(
  result: VerifyResult,
  text: CheckerText,
): { message: string; advice: string[] } {
  const message = fillTemplate(text.answers[result.answer], {
    value: result.shown,
    what: text.official[result.kind ?? 'unknown'],
    domain: result.imitated ?? '',
    count: formatNumber(result.length ?? 0),
  });
  const { advice } = text;
  switch (result.answer) {
    case 'official':
      return { message, advice: advice.official };
    case 'notOfficial':
    case 'lookalikeEmail':
      return { message, advice: advice.notOfficial };
    case 'lookalikeWebsite':
      return {
        message,
        advice: [
          fillTemplate(advice.typeAddress, { domain: result.imitated ?? '' }),
          ...advice.notOfficial,
        ],
      };
    case 'badGstin':
      return { message, advice: advice.badGstin };
    default:
      return { message, advice: [] };
  }
}
