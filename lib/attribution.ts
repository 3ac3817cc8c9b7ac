/**
 * Where a visit came from (docs/product.md#where-a-lead-came-from): the campaign of the page it
 * landed on (`utm_*`, an ad's click id) or the site that referred it, first touch and last touch,
 * kept in the tab's storage by the script every page runs first (scripts/attribution.mjs), and
 * sent only with a lead: in its row, its e-mail and one line of its chat message. Never put in a
 * URL of ours. Small and pure but for `readAttribution`: it rides in the forms' first script.
 */

/** The tab's storage key the capture script writes (scripts/attribution.mjs). */
export const ATTRIBUTION_KEY = 'se-source';

/** One touch: how the visit arrived. Every field is '' when not known. */
export interface Touch {
  /** `google`, `newsletter`, a referring host (`bing.com`), or `(direct)`. */
  source: string;
  /** `cpc`, `email`, `organic`, `referral`, `social`, or `(none)`. */
  medium: string;
  campaign: string;
  term: string;
  content: string;
  /** An ad click's id: Google's (one of three kinds) or Meta's. */
  gclid: string;
  gbraid: string;
  wbraid: string;
  fbclid: string;
  /** The referring site's host, never its path. */
  referrer: string;
  /** The path the visit landed on, never its query. */
  landing: string;
  /** When, in milliseconds since 1970. */
  at: number;
}

export interface Attribution {
  first: Touch;
  last: Touch;
}

export const TOUCH_TEXT_FIELDS = [
  'source',
  'medium',
  'campaign',
  'term',
  'content',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'referrer',
  'landing',
] as const;

/** The longest text kept in a touch field (a click id is about 100 characters). */
export const TOUCH_MAX = 300;

/** A touch as stored or sent, checked: only known fields, short texts, a time; or null. */
export function readTouch(raw: unknown): Touch | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const r = raw as Record<string, unknown>;
  const touch = { at: 0 } as Touch;
  for (const field of TOUCH_TEXT_FIELDS) {
    const value = r[field] ?? '';
    if (typeof value !== 'string' || value.length > TOUCH_MAX || /\p{Cc}/u.test(value)) return null;
    touch[field] = value;
  }
  if (typeof r.at !== 'number' || !Number.isFinite(r.at) || r.at < 0) return null;
  touch.at = Math.floor(r.at);
  return touch.source ? touch : null;
}

/** First and last touch, checked; null for anything else. */
export function readAttributionValue(raw: unknown): Attribution | null {
  if (!raw || typeof raw !== 'object') return null;
  const { first, last } = raw as Record<string, unknown>;
  const a = readTouch(first);
  const b = readTouch(last);
  return a && b ? { first: a, last: b } : null;
}

/** The storage's text read, or null (nothing captured, or not ours). */
export function parseAttribution(text: string | null): Attribution | null {
  try {
    return text ? readAttributionValue(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

/** The storage's text, or null where there is no storage. */
export function storedAttribution(): string | null {
  try {
    return window.sessionStorage.getItem(ATTRIBUTION_KEY);
  } catch {
    return null;
  }
}

/** What the tab's storage holds, or null (no storage, nothing captured, or not ours). */
export const readAttribution = (): Attribution | null => parseAttribution(storedAttribution());

/** `google / cpc / pune-2bhk`: a touch as the owner reads it (no campaign, no third part). */
export function touchWords(touch: Touch): string {
  return [touch.source, touch.medium, touch.campaign].filter(Boolean).join(' / ');
}

/** The chat message's line: `Src: google / cpc / pune-2bhk`, the last touch. */
export const sourceLine = (a: Attribution): string => `Src: ${touchWords(a.last)}`;

/** The ad click to report a booking against: Google's id of the last touch, and its kind. */
export function clickIdOf(
  touch: Touch,
): { kind: 'gclid' | 'gbraid' | 'wbraid'; id: string } | null {
  for (const kind of ['gclid', 'gbraid', 'wbraid'] as const)
    if (touch[kind]) return { kind, id: touch[kind] };
  return null;
}

/**
 * The e-mail's text: the last touch, and the first where it differs, with the landing page.
 * `google / cpc / pune-2bhk, landed on /packers-movers-in-pune (first: bing.com / organic)`.
 */
export function sourceText(a: Attribution): string {
  const last = `${touchWords(a.last)}${a.last.landing ? `, landed on ${a.last.landing}` : ''}`;
  const first = touchWords(a.first);
  return first === touchWords(a.last) && a.first.landing === a.last.landing
    ? last
    : `${last} (first: ${first}${a.first.landing ? `, landed on ${a.first.landing}` : ''})`;
}
