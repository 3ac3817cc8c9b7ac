/**
 * A lead as the browser sends it to the leads endpoint (functions/api/leads.ts), and the one set
 * of rules that judges it: the forms run `readLead` before they send, and the edge runs it again
 * on what arrives, so a lead the page accepts is a lead the edge stores. Each refusal names its
 * field, for the 4xx answer and for the form's message.
 */
import { HOME_SIZES, OFFICE_SIZES, VEHICLES } from '@/content/sizes';
import { readAttributionValue, type Attribution } from '../attribution';
import { readWallClock } from '../dates';
import { FLOOR_FIELDS, isFloorFieldAnswer, type FloorAnswers } from '../floors';
import { LANGUAGES, type Locale } from '../i18n';
import { readIndianMobile, readIndianPhone } from '../phone';
import { SERVICES } from '../quote';
import { isQuoteRef } from '../quote-ref';
import { canonicalCityName, serviceableCityNames } from '../served-cities';
import { cleanLine, cleanText } from './clean-text';

/** What every lead carries besides its fields. */
interface LeadBase {
  /** `SE-7K4QMZ`, made in the browser: the same request sent twice is one lead. */
  ref: string;
  /** The path the form was on (a query sent with it is dropped: the campaign is `attribution`). */
  page: string;
  /**
   * Where the visit came from, first and last touch (lib/attribution.ts); absent when the tab
   * kept none. One that is not a well-formed pair of touches is dropped, never the lead with it.
   */
  attribution?: Attribution;
  lang: Locale;
  /** Milliseconds from the form's first showing to the send. */
  elapsedMs: number;
  /** The hidden field only bots fill. */
  website: string;
  /** Cloudflare Turnstile's token, where the site asks for one. */
  turnstile?: string;
}

/** A home move's floors and lifts are the form's answers ('' not said), kept in the lead's data. */
export interface QuoteLead extends LeadBase, FloorAnswers {
  kind: 'quote';
  phone: string;
  /** The places as typed, with their city where the text does not name it. */
  pickup: string;
  drop: string;
  /** The served cities they are in. */
  fromCity: string;
  toCity: string;
  /** `2026-12-05T10:30`, the visitor's clock. */
  moveTime: string;
  service: string;
  size: string;
  message: string;
  /** The chat message's `Estimate:` line, or ''. */
  estimate: string;
  /** The item list room by room, or ''. */
  items: string;
  /** The written scope (lib/scope-link.ts), the link's fragment, or ''. */
  scope: string;
}

export interface ContactLead extends LeadBase {
  kind: 'contact';
  name: string;
  phone: string;
  email: string;
  message: string;
}

export interface PartnerLead extends LeadBase {
  kind: 'partner';
  name: string;
  email: string;
  phone: string;
  city: string;
  message: string;
}

export type Lead = QuoteLead | ContactLead | PartnerLead;

export type LeadProblem = 'missing' | 'invalid' | 'tooLong' | 'unserved' | 'past';

export type LeadReading =
  { ok: true; lead: Lead } | { ok: false; field: string; problem: LeadProblem; message: string };

const MAX = { line: 120, place: 200, page: 500, message: 2000, estimate: 300, items: 4000 };
/** The scope's fragment: base64url, a dot, its check (and, once issued, a signature). */
const SCOPE = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+){1,2}$/;
/** HTML's own rule for `<input type="email">`: what the browser accepts, the edge accepts. */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const SIZES: readonly string[] = [...HOME_SIZES, ...OFFICE_SIZES, ...VEHICLES];
/** A move booked "today" on an Indian clock can read as yesterday on the edge's UTC clock. */
const PAST_SLACK_MS = 36 * 60 * 60 * 1000;

const WHY: Record<LeadProblem, string> = {
  missing: 'is required',
  invalid: 'is not valid',
  tooLong: 'is too long',
  unserved: 'is not a city we serve',
  past: 'has already passed',
};

class Refusal {
  constructor(
    readonly field: string,
    readonly problem: LeadProblem,
  ) {}
}

type Raw = Record<string, unknown>;

/** A text field, cleaned by `clean`: missing, of the wrong type or too long is refused. */
function textField(
  raw: Raw,
  field: string,
  max: number,
  required: boolean,
  clean: (value: string) => string,
): string {
  const value = raw[field];
  if (value === undefined || value === null || value === '') {
    if (required) throw new Refusal(field, 'missing');
    return '';
  }
  if (typeof value !== 'string') throw new Refusal(field, 'invalid');
  const cleaned = clean(value);
  if (!cleaned && required) throw new Refusal(field, 'missing');
  if (cleaned.length > max) throw new Refusal(field, 'tooLong');
  return cleaned;
}

/** One line (a name, a place). */
const line = (raw: Raw, field: string, max: number = MAX.line, required = true) =>
  textField(raw, field, max, required, cleanLine);

/** A message or a list, line breaks kept. */
const text = (raw: Raw, field: string, max: number, required: boolean) =>
  textField(raw, field, max, required, cleanText);

function oneOf(raw: Raw, field: string, allowed: readonly string[], required = true): string {
  const value = line(raw, field, MAX.line, required);
  if (value && !allowed.includes(value)) throw new Refusal(field, 'invalid');
  return value;
}

function phone(raw: Raw, field: string, mobile: boolean): string {
  const typed = line(raw, field, 40);
  const reading = mobile ? readIndianMobile(typed) : readIndianPhone(typed);
  if (!reading.ok) throw new Refusal(field, 'invalid');
  return reading.display;
}

function email(raw: Raw, field: string): string {
  const value = line(raw, field, 254);
  if (!EMAIL.test(value)) throw new Refusal(field, 'invalid');
  return value;
}

function servedCity(raw: Raw, field: string): string {
  const city = canonicalCityName(line(raw, field));
  if (!serviceableCityNames.includes(city)) throw new Refusal(field, 'unserved');
  return city;
}

function moveTime(raw: Raw, field: string, now: Date): string {
  const value = line(raw, field, 20);
  const at = readWallClock(value);
  if (!at) throw new Refusal(field, 'invalid');
  const asUtc = Date.UTC(at.year, at.month - 1, at.day, at.hour, at.minute);
  if (asUtc < now.getTime() - PAST_SLACK_MS) throw new Refusal(field, 'past');
  return value;
}

function base(raw: Raw): LeadBase {
  if (!isQuoteRef(raw.ref)) throw new Refusal('ref', raw.ref ? 'invalid' : 'missing');
  const page = line(raw, 'page', MAX.page).split('?')[0]!;
  if (!page.startsWith('/')) throw new Refusal('page', 'invalid');
  const attribution = readAttributionValue(raw.attribution);
  const lang = raw.lang ?? 'en';
  if (typeof lang !== 'string' || !Object.hasOwn(LANGUAGES, lang))
    throw new Refusal('lang', 'invalid');
  const elapsed = raw.elapsedMs;
  if (typeof elapsed !== 'number' || !Number.isFinite(elapsed) || elapsed < 0)
    throw new Refusal('elapsedMs', elapsed === undefined ? 'missing' : 'invalid');
  const website = typeof raw.website === 'string' ? raw.website.slice(0, 200) : '';
  const turnstile = raw.turnstile === undefined ? undefined : line(raw, 'turnstile', 2048, false);
  return {
    ref: raw.ref,
    page,
    lang: lang as Locale,
    elapsedMs: Math.floor(elapsed),
    website,
    ...(turnstile ? { turnstile } : {}),
    ...(attribution ? { attribution } : {}),
  };
}

/** The floors and lifts: each '' (not said) or one of the form's answers. */
function floorAnswers(raw: Raw): FloorAnswers {
  const answers = {} as FloorAnswers;
  for (const field of FLOOR_FIELDS) {
    const value = line(raw, field, MAX.line, false);
    if (!isFloorFieldAnswer(field, value)) throw new Refusal(field, 'invalid');
    answers[field] = value;
  }
  return answers;
}

function quote(raw: Raw, now: Date): QuoteLead {
  const service = oneOf(raw, 'service', SERVICES);
  const scope = line(raw, 'scope', MAX.items, false);
  if (scope && !SCOPE.test(scope)) throw new Refusal('scope', 'invalid');
  return {
    kind: 'quote',
    ...base(raw),
    phone: phone(raw, 'phone', true),
    pickup: line(raw, 'pickup', MAX.place),
    drop: line(raw, 'drop', MAX.place),
    fromCity: servedCity(raw, 'fromCity'),
    toCity: servedCity(raw, 'toCity'),
    moveTime: moveTime(raw, 'moveTime', now),
    service,
    size: oneOf(raw, 'size', SIZES, false),
    ...floorAnswers(raw),
    message: text(raw, 'message', MAX.message, false),
    estimate: line(raw, 'estimate', MAX.estimate, false),
    items: text(raw, 'items', MAX.items, false),
    scope,
  };
}

function contact(raw: Raw): ContactLead {
  return {
    kind: 'contact',
    ...base(raw),
    name: line(raw, 'name'),
    phone: phone(raw, 'phone', false),
    email: email(raw, 'email'),
    message: text(raw, 'message', MAX.message, true),
  };
}

function partner(raw: Raw): PartnerLead {
  return {
    kind: 'partner',
    ...base(raw),
    name: line(raw, 'name'),
    email: email(raw, 'email'),
    phone: phone(raw, 'phone', false),
    city: line(raw, 'city'),
    message: text(raw, 'message', MAX.message, true),
  };
}

/**
 * A lead read from what was sent (parsed JSON, or the form's own object): cleaned, its phone
 * written as the business writes numbers, its cities by their canonical names; or the first
 * field at fault. `now` is the edge's clock (tests pass their own).
 */
export function readLead(raw: unknown, now: Date = new Date()): LeadReading {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return refused(new Refusal('body', 'invalid'));
  const r = raw as Raw;
  try {
    if (r.kind === 'quote') return { ok: true, lead: quote(r, now) };
    if (r.kind === 'contact') return { ok: true, lead: contact(r) };
    if (r.kind === 'partner') return { ok: true, lead: partner(r) };
    throw new Refusal('kind', r.kind === undefined ? 'missing' : 'invalid');
  } catch (err) {
    if (err instanceof Refusal) return refused(err);
    throw err;
  }
}

function refused({ field, problem }: Refusal): LeadReading {
  return { ok: false, field, problem, message: `${field} ${WHY[problem]}` };
}

/** The phone number a rate limit counts by: the ten digits (or the toll-free number). */
export function phoneKey(lead: Lead): string {
  return lead.phone.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
}
