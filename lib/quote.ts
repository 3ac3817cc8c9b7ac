/**
 * The quote form's rules (SPEC sections 5 and 8) as pure functions: serviceability, the exact
 * messages, and the WhatsApp message the form sends.
 */
import { canonicalCityName, serviceableAliases, serviceableCityNames } from './cities';

export const SERVICES = ['Home Shifting', 'Office Shifting', 'Vehicle Shifting'] as const;
export type Service = (typeof SERVICES)[number];

/** Debounce before a typed location is checked (SPEC section 9). */
export const TYPED_LOCATION_DEBOUNCE_MS = 700;

export const LOCATION_SUFFIX = 'Please enter a different location or select from map.';
export const SUBMIT_BLOCKED_MESSAGE =
  "Please ensure both 'Moving From' and 'Moving To' locations are in our service areas before submitting.";

export function fromNotServiceableMessage(from: string): string {
  return `Service is not available in "${from}" for 'Moving From'.`;
}

export function toNotServiceableMessage(to: string): string {
  return `Service is not available in "${to}" for 'Moving To'.`;
}

const DEFAULT_NAMES: readonly string[] = [
  ...serviceableCityNames,
  ...serviceableAliases.map((a) => a.alias),
];

/**
 * SPEC: a location is valid if its text contains, case-insensitively, any serviceable name
 * ("Andheri, Mumbai" is valid); empty text is valid while typing. Other names of a serviceable
 * city count too ("Bengaluru").
 */
export function isServiceable(text: unknown, names: readonly string[] = DEFAULT_NAMES): boolean {
  if (typeof text !== 'string') return false;
  const value = text.trim().toLowerCase();
  if (value === '') return true;
  return names.some((name) => value.includes(name.toLowerCase()));
}

/** The serviceable name a text refers to (the longest match: "Navi Mumbai" over "Mumbai"). */
export function matchServiceableCity(
  text: string,
  names: readonly string[] = DEFAULT_NAMES,
): string | undefined {
  const value = text.trim().toLowerCase();
  if (!value) return undefined;
  const hit = names
    .filter((name) => value.includes(name.toLowerCase()))
    .sort((a, b) => b.length - a.length)[0];
  return hit === undefined ? undefined : canonicalCityName(hit);
}

export interface QuoteData {
  from: string;
  to: string;
  phone: string;
  /** A datetime-local value: 2026-12-05T10:30. */
  time: string;
  service: string;
  message: string;
  /** Home size, office size or vehicle: drives the estimate, not one of the six lines. */
  size: string;
}

export const EMPTY_QUOTE: QuoteData = {
  from: '',
  to: '',
  phone: '',
  time: '',
  service: '',
  message: '',
  size: '',
};

/** Merge a stored draft safely: only known string fields, each capped in length. */
export function sanitizeDraft(raw: unknown): Partial<QuoteData> {
  if (!raw || typeof raw !== 'object') return {};
  const out: Partial<QuoteData> = {};
  for (const key of Object.keys(EMPTY_QUOTE) as (keyof QuoteData)[]) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value === 'string') out[key] = value.slice(0, key === 'message' ? 2000 : 200);
  }
  return out;
}
