/**
 * The quote form's rules (docs/product.md#which-places-are-served) as pure functions:
 * serviceability and the request's fields. Its messages (docs/product.md#quote-form-messages) are
 * in content/quote-text.ts, in each language.
 */
import { isFloorFieldAnswer, type FloorAnswers } from './floors';
import { normalizePlace } from './gazetteer/text';
import { canonicalCityName, serviceableAliases, serviceableCityNames } from './served-cities';

// The services are the form's choices, with the sizes (content/sizes.ts).
export { SERVICES, type Service } from '@/content/sizes';

/** Debounce before a typed location is checked (docs/product.md#which-places-are-served). */
export const TYPED_LOCATION_DEBOUNCE_MS = 700;

const NAMES: readonly string[] = [
  ...serviceableCityNames,
  ...serviceableAliases.map((a) => a.alias),
];

/**
 * The serviceable name a text refers to, by the containment rule
 * (docs/product.md#which-places-are-served): the text contains it, case-insensitively ("Andheri,
 * Mumbai"); the longest match wins ("Navi Mumbai" over "Mumbai"), and other names of a serviceable
 * city count too ("Bengaluru").
 */
export function matchServiceableCity(text: string): string | undefined {
  const value = text.trim().toLowerCase();
  if (!value) return undefined;
  const hit = NAMES.filter((name) => value.includes(name.toLowerCase())).sort(
    (a, b) => b.length - a.length,
  )[0];
  return hit === undefined ? undefined : canonicalCityName(hit);
}

/** Whether a city's name is a served one (a city page's city). */
export const isServiceable = (name: string): boolean => matchServiceableCity(name) !== undefined;

/**
 * The form's fields as typed. The floors and lifts (lib/floors.ts) are asked for a home move only,
 * '' while not said.
 */
export interface QuoteData extends FloorAnswers {
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
  pickupFloor: '',
  pickupLift: '',
  dropFloor: '',
  dropLift: '',
};

/**
 * Merge a stored draft safely: only known string fields, each capped in length; a floor or lift
 * only when it is one of the form's answers (a select cannot show another).
 */
export function sanitizeDraft(raw: unknown): Partial<QuoteData> {
  if (!raw || typeof raw !== 'object') return {};
  const out: Partial<QuoteData> = {};
  for (const key of Object.keys(EMPTY_QUOTE) as (keyof QuoteData)[]) {
    const value = (raw as Record<string, unknown>)[key];
    if (typeof value !== 'string') continue;
    if (/Floor|Lift/.test(key) && !isFloorFieldAnswer(key as keyof FloorAnswers, value)) continue;
    out[key] = value.slice(0, key === 'message' ? 2000 : 200);
  }
  return out;
}

/**
 * The served city a text names in the page's language ("पुणे", "अंधेरी, मुंबई"), by the containment
 * rule (the text contains the name; the longest name wins). `names`: each served city's names, by
 * its English name; a Hindi page gives the form these, so a Hindi name needs no download.
 */
export function matchLocalName(
  text: string,
  names: Readonly<Record<string, readonly string[]>> | undefined,
): string | undefined {
  if (!names) return undefined;
  // Nukta dropped and chandrabindu read as anusvara (फ़ = फ, गाँव = गांव): the same name both ways.
  const value = normalizePlace(text);
  if (!value) return undefined;
  let best: { city: string; length: number } | undefined;
  for (const [city, list] of Object.entries(names)) {
    for (const name of list) {
      const folded = normalizePlace(name);
      if (value.includes(folded) && folded.length > (best?.length ?? 0)) {
        best = { city, length: folded.length };
      }
    }
  }
  return best?.city;
}
