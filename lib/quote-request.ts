/**
 * May a quote request be sent, and what is sent: pure functions the quote form calls on submit.
 * Everything here is part of the code the page starts with, so a request can be written out with
 * no connection at all (offline, or after a redeploy has removed the scripts a page would fetch).
 */
import { sourceLine, sourceText, type Attribution } from './attribution';
import type { QuoteEmailValues } from './email';
import { floorsLine, floorsOf, isHomeMove } from './floors';
import type { OfficeHours } from './reply-time';
import { isPastMoveTime } from './move-time';
import { normalizeIndianMobile } from './phone';
import type { QuoteData } from './quote';
import { whatsappHref } from './links';
import { buildQuoteMessage, formatMoveTime, placeForMessage } from './quote-message';
import { judgePlace, type Judge, type PlaceMatch } from './quote-places';

/** The fields a submit can find fault with, in the order they appear on the form. */
export const CHECKED_FIELDS = ['from', 'to', 'phone', 'time'] as const;
export type CheckedField = (typeof CHECKED_FIELDS)[number];

export type Fault =
  /** No place we serve ("Kathmandu"). */
  | 'unserved'
  /** Not a served city's name, and the locality data could not be had to judge it. */
  | 'unchecked'
  /** Not an Indian mobile number. */
  | 'phone'
  /** A moving time that has passed. */
  | 'past';

export type Faults = Partial<Record<CheckedField, Fault>>;

export type CheckResult =
  | { ok: true; from: PlaceMatch; to: PlaceMatch; phone: string }
  | { ok: false; faults: Faults; first: CheckedField };

/**
 * Judges a request on submit. A place still waiting for the gazetteer counts as unchecked: the
 * caller waits for the gazetteer first, so by now it has either loaded or failed.
 */
export function checkRequest(data: QuoteData, judge: Judge, now: Date = new Date()): CheckResult {
  const faults: Faults = {};
  const places: Partial<Record<'from' | 'to', PlaceMatch>> = {};
  for (const field of ['from', 'to'] as const) {
    const verdict = judgePlace(data[field], judge);
    if (verdict.kind === 'served') places[field] = verdict.match;
    // An empty place is the browser's to refuse (the field is required); if it got here, say so.
    else faults[field] = verdict.kind === 'unserved' ? 'unserved' : 'unchecked';
  }
  const phone = normalizeIndianMobile(data.phone);
  if (!phone) faults.phone = 'phone';
  if (isPastMoveTime(data.time, now)) faults.time = 'past';
  const first = CHECKED_FIELDS.find((f) => faults[f]);
  if (first || !places.from || !places.to || !phone) return { ok: false, faults, first: first! };
  return { ok: true, from: places.from, to: places.to, phone };
}

/** The business facts the quote form needs in the browser, from content/site.ts. */
export interface BusinessContact {
  /** The sales line, `+91 98765 43210`. */
  phone: string;
  email: string;
  /** The WhatsApp number that receives requests (10 digits). */
  whatsapp: string;
  hours: OfficeHours & { replyWithinMinutes: number };
}

interface ComposeInput {
  data: QuoteData;
  checked: Extract<CheckResult, { ok: true }>;
  ref: string;
  /** `Estimate: …`, when the estimator had loaded and could price the move. */
  estimateLine?: string;
  /** The item list's lines and e-mail text, and the written scope's link, where one was written. */
  list?: { lines: string[]; email: string; scopeLink: string };
  /** A line asking for a reply in the visitor's language. */
  languageLine?: string;
  /** The path the request was sent from. */
  page: string;
  attribution?: Attribution | null;
  whatsapp: string;
}

/**
 * The request written out: the chat message as the business reads it on WhatsApp and in a
 * mailto: body, its wa.me link, and the e-mail copy for the business.
 */
export function composeRequest(input: ComposeInput) {
  const { data, checked, ref, page } = input;
  const message = {
    ...data,
    from: placeForMessage(data.from, checked.from),
    to: placeForMessage(data.to, checked.to),
    phone: checked.phone,
  };
  // A home move says its floors, answered or not: "not given" is never read as the ground floor.
  const floors = isHomeMove(data.service) ? floorsOf(data) : null;
  const extras = [
    // The reference first after the six lines, so it is seen at once in the chat.
    `Ref: ${ref}`,
    ...(input.estimateLine ? [input.estimateLine] : []),
    ...(input.list?.lines ?? []),
    ...(floors ? [floorsLine(floors)] : []),
    ...(input.languageLine ? [input.languageLine] : []),
    `Page: ${page}`,
    ...(input.attribution ? [sourceLine(input.attribution)] : []),
  ];
  const text = buildQuoteMessage(message, extras);
  return {
    ref,
    text,
    chatLink: whatsappHref(input.whatsapp, text),
    email: {
      reference: ref,
      pickup: message.from,
      drop: message.to,
      phone: checked.phone,
      time: formatMoveTime(data.time),
      service: data.service,
      size: data.size,
      message: data.message,
      estimate: input.estimateLine ?? '',
      items: input.list?.email ?? '',
      scopeLink: input.list?.scopeLink ?? '',
      page,
      source: input.attribution ? sourceText(input.attribution) : '',
    } satisfies QuoteEmailValues,
  };
}
