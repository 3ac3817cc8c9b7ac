/**
 * "Is this really them?" (docs/product.md#fraud-warning-and-checker): classify a pasted value,
 * normalise it and compare it with the official contacts in content/site.ts. Pure; nothing is sent
 * anywhere.
 *
 * The verdict is data (what was found, which official domain a look-alike copies); the sentence
 * the visitor reads is built by `checkerAnswer` from the page's words (content/beaware-text.ts
 * and its Hindi twin), which the checker gets as a prop, so no language ships in this code.
 *
 * A link to a written scope on our own domain is not vouched for by the domain: anyone can write
 * one (docs/product.md#the-written-scope). `verifyContact` only recognises it (verdict
 * `checking`); the checker then asks lib/scope-confirm.ts, loaded on demand, whether we issued it,
 * and `scopeVerdict` turns that answer into the verdict.
 */
import { officialContacts } from '@/content/official-contacts';
import type { CheckerText } from '@/content/beaware-text';
import { officialSite } from '@/lib/official-site';
import { formatNumber } from '@/lib/format';
import { asciiDigits, readIndianPhone } from '@/lib/phone';
import { fillTemplate } from '@/lib/template';
import { isValidGstin } from './gstin';
import { LANGUAGES } from './i18n';
import { lookalikeOf, normalizeHost, officialDomainList } from './lookalike';
import type { Confirmation } from './scope-confirm';

export type ValueKind = 'phone' | 'website' | 'scope' | 'email' | 'upi' | 'gstin' | 'unknown';

/** `checking`: a written scope's link, whose verdict waits for `scopeVerdict`. */
export type Verdict = 'official' | 'not-official' | 'lookalike' | 'invalid' | 'empty' | 'checking';

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
  /** A written scope's link: its fragment (without the `#`). */
  fragment?: string;
}

export const MAX_INPUT = 300;
/** A written scope's link is longer: its fragment holds the scope (up to 4,000 characters). */
export const MAX_SCOPE_INPUT = 4_500;

/** A written scope's path in any language: `/scope`, `/hi/scope`. */
const SCOPE_PATH = new RegExp(
  `^/(?:(?:${Object.keys(LANGUAGES).join('|')})/)?scope(?:\\.html)?/?$`,
);

/** The fragment of a link to a written scope on an official domain ('' if it has none), or null. */
export function scopeLinkFragment(
  value: string,
  siteUrl: string = officialSite.origin,
): string | null {
  const host = normalizeHost(value);
  if (!host || !officialDomainList(siteUrl).includes(host)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  return SCOPE_PATH.test(url.pathname) ? url.hash.replace(/^#/, '') : null;
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

/**
 * The number or address inside a chat, call or mail link (`https://wa.me/919876543210?text=…`,
 * `api.whatsapp.com/send?phone=…`, `whatsapp://send?phone=…`, `tel:+91…`, `mailto:…?subject=…`):
 * such a link is as official as what it dials or writes to, so our own buttons' links are
 * recognised and a fraudster's number in the same form is not. Null for anything else.
 */
export function linkTarget(value: string): string | null {
  const v = value.trim();
  const decoded = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text; // a stray % is left as typed, and judged so
    }
  };
  const tel = /^tel:([^?#]+)$/i.exec(v);
  if (tel) return decoded(tel[1]!);
  const mail = /^mailto:([^?#]+)/i.exec(v);
  if (mail) return decoded(mail[1]!);
  const waMe = /^(?:https?:\/\/)?(?:www\.)?wa\.me\/\+?(\d{6,15})\/?(?:[?#].*)?$/i.exec(v);
  if (waMe) return `+${waMe[1]}`;
  const send =
    /^(?:(?:https?:\/\/)?(?:api|web)\.whatsapp\.com\/send\/?|whatsapp:\/\/send\/?)\?(.*)$/i.exec(v);
  if (send) {
    const phone = new URLSearchParams(send[1]).get('phone')?.replace(/\D/g, '');
    return phone ? `+${phone}` : null;
  }
  return null;
}

/** The checker's verdict on a pasted value; `siteUrl` is the deployed origin (tests set it). */
export function verifyContact(raw: unknown, siteUrl: string = officialSite.origin): VerifyResult {
  const value = typeof raw === 'string' ? raw.trim() : '';
  if (!value) return { verdict: 'empty', kind: null, answer: 'empty', shown: '' };
  const seen = value.length > 60 ? `${value.slice(0, 57)}…` : value;
  const fragment = value.length <= MAX_SCOPE_INPUT ? scopeLinkFragment(value, siteUrl) : null;
  if (fragment !== null)
    return { verdict: 'checking', kind: 'scope', answer: 'scopeChecking', shown: seen, fragment };
  if (value.length > MAX_INPUT) {
    return {
      verdict: 'invalid',
      kind: 'unknown',
      answer: 'tooLong',
      shown: seen,
      length: value.length,
    };
  }
  const target = linkTarget(value);
  if (target !== null) return { ...verifyContact(target, siteUrl), shown: seen };
  const kind = classify(value);
  const result = (verdict: Verdict, answer: Answer, imitated?: string): VerifyResult => ({
    verdict,
    kind,
    answer,
    shown: seen,
    ...(imitated ? { imitated } : {}),
  });
  const official = (ok: boolean) =>
    ok ? result('official', 'official') : result('not-official', 'notOfficial');
  const lookalike = (answer: Answer, imitated: string | null) =>
    imitated ? result('lookalike', answer, imitated) : official(false);
  const invalid = (answer: Answer) => result('invalid', answer);

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
      return lookalike('lookalikeWebsite', lookalikeOf(host, domains));
    }
    case 'email': {
      const e = value.toLowerCase();
      if (officialContacts.emails.map((x) => x.toLowerCase()).includes(e)) return official(true);
      const host = e.split('@')[1] ?? '';
      // Our addresses may be at a mail domain of their own: a look-alike of either is flagged.
      const mailDomains = officialContacts.emails.map((x) => x.slice(x.indexOf('@') + 1));
      const domains = [...new Set([...officialDomainList(siteUrl), ...mailDomains])];
      return lookalike(
        'lookalikeEmail',
        domains.includes(host) ? null : lookalikeOf(host, domains),
      );
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

/**
 * The verdict on a written scope's link (`verifyContact` said `checking`), once lib/scope-confirm.ts
 * has judged it: official only when we issued it and it still holds.
 */
export function scopeVerdict(result: VerifyResult, confirmation: Confirmation): VerifyResult {
  const base = { kind: 'scope' as const, shown: result.shown, fragment: result.fragment };
  if (confirmation.status === 'issued')
    return confirmation.expired
      ? { ...base, verdict: 'invalid', answer: 'expiredScope' }
      : { ...base, verdict: 'official', answer: 'officialScope' };
  if (confirmation.status === 'not-issued' && confirmation.reason === 'unchecked')
    return { ...base, verdict: 'not-official', answer: 'uncheckedScope' };
  return { ...base, verdict: 'not-official', answer: 'notOfficialScope' };
}

/** What the checker says of a verdict, in the words it was given (`text`, the page's language). */
export function checkerAnswer(
  result: VerifyResult,
  text: CheckerText,
): { message: string; advice: string[] } {
  const message = fillTemplate(text.answers[result.answer], {
    value: result.shown,
    // A scope's link is a website's address: its phrase is the website's.
    what: text.official[result.kind === 'scope' ? 'website' : (result.kind ?? 'unknown')],
    domain: result.imitated ?? '',
    count: formatNumber(result.length ?? 0),
  });
  const { advice } = text;
  switch (result.answer) {
    case 'official':
    case 'officialScope':
      return { message, advice: advice.official };
    case 'notOfficial':
    case 'lookalikeEmail':
    case 'notOfficialScope':
    case 'uncheckedScope':
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
