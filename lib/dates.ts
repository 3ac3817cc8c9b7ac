/**
 * Dates and times as the site writes them: `5 Dec 2026`, `5 Dec 2026, 10:30 am`,
 * `5 दिसंबर 2026, सुबह 10:30 बजे`. The names (months, am/pm, the parts of the Hindi day) come
 * from the browser's or Node's own Intl.DateTimeFormat, so no language's month table ships in our
 * code; the order of the parts is the page's text (a template, content/quote-text.ts; its placeholders are in content/types.ts WhenText), so that
 * every engine writes the same string. Where ICU versions differ, the names are normalised here
 * on purpose; tests/unit/dates.test.ts (Node) and tests/e2e/dates.spec.ts (Chromium) hold both
 * engines to the same strings.
 */
import type { WhenText } from '@/content/types';
import { fillTemplate } from './template';

/** A date and time on a wall clock, with no time zone: what a `datetime-local` field holds. */
export interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** docs/product.md#voice-and-locale: dates as `5 Dec 2026`; the chat message and English pages. */
export const ENGLISH_DATE: WhenText = { locale: 'en-IN', format: '{day} {mon} {year}' };

/** docs/product.md#voice-and-locale: times as `10:30 am`, after the date. */
export const ENGLISH_DATE_TIME: WhenText = {
  locale: 'en-IN',
  format: '{day} {mon} {year}, {hour}:{minute} {period}',
};

const VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;

/**
 * `2026-12-05T10:30` (seconds allowed, as some browsers add them) or, with `dateOnly`,
 * `2026-12-05`; null for anything else, 31 February and 24:00 included.
 */
export function readWallClock(value: unknown, dateOnly = false): WallClock | null {
  if (typeof value !== 'string') return null;
  const m = VALUE.exec(value.trim());
  if (!m || (m[4] === undefined) !== dateOnly) return null;
  const [year, month, day, hour = 0, minute = 0] = m
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const at: WallClock = { year: year!, month: month!, day: day!, hour, minute };
  const date = utcDate(at);
  const real =
    date.getUTCMonth() === at.month - 1 && date.getUTCDate() === at.day && hour < 24 && minute < 60;
  return real ? at : null;
}

/** The wall clock as a UTC instant, so that formatting it in UTC reads back the same fields. */
function utcDate(at: WallClock): Date {
  const date = new Date(Date.UTC(2000, at.month - 1, at.day, at.hour, at.minute));
  date.setUTCFullYear(at.year); // Date.UTC reads years 0-99 as 1900-1999
  return date;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One part's name ('month' or 'dayPeriod') from Intl; formatters are kept, as making one is slow. */
function intlName(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  type: Intl.DateTimeFormatPartTypes,
  date: Date,
): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter.formatToParts(date).find((part) => part.type === type)?.value ?? '';
}

/**
 * Hindi as the site writes it (README, Hindi): no nukta on क ख ग ज फ, so ICU's फ़रवरी is फरवरी.
 * NFC first, because some engines hand back the precomposed letter (U+095E for फ़).
 */
function withoutNukta(text: string): string {
  return text.normalize('NFC').replace(/([कखगजफ])\u093C/g, '$1');
}

/** Each placeholder the template names, and only those (Intl is asked for nothing unused). */
function names(at: WallClock, locale: string, wanted: readonly string[]): Record<string, string> {
  const date = utcDate(at);
  const out: Record<string, string> = {};
  if (wanted.includes('month') || wanted.includes('mon')) {
    const month = withoutNukta(intlName(locale, { month: 'long' }, 'month', date));
    out.month = month;
    // Intl's own short name depends on the ICU version: en-IN has "Sept" since CLDR 38, "Sep"
    // before it. The house abbreviation (docs/product.md#voice-and-locale) is the full name's first three letters.
    out.mon = Array.from(month).slice(0, 3).join('');
  }
  if (wanted.includes('period')) {
    // en-IN says "am"; other English locales and engines "AM" or "a.m.": the house style is "am".
    const period = intlName(locale, { hour: 'numeric', hour12: true }, 'dayPeriod', date);
    out.period = period.toLowerCase().replace(/[.\s]/g, '');
  }
  if (wanted.includes('partOfDay')) {
    const options = { hour: 'numeric', hourCycle: 'h12', dayPeriod: 'short' } as const;
    out.partOfDay = withoutNukta(intlName(locale, options, 'dayPeriod', date));
  }
  return out;
}

/** Fills a date template (see WhenText) for a wall-clock moment in a language. */
export function dateText(at: WallClock, style: WhenText): string {
  const wanted = [...style.format.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return fillTemplate(style.format, {
    day: at.day,
    year: at.year,
    hour: at.hour % 12 === 0 ? 12 : at.hour % 12,
    minute: String(at.minute).padStart(2, '0'),
    ...names(at, style.locale, wanted),
  });
}

/** `2026-12-05T10:30` -> `5 Dec 2026, 10:30 am` in the given style; '' if it is not a time. */
export function formatDateTime(value: unknown, style: WhenText = ENGLISH_DATE_TIME): string {
  const at = readWallClock(value);
  return at ? dateText(at, style) : '';
}

/** `2026-12-05` -> `5 Dec 2026`; the input as it is if it is not a date. */
export function formatDate(iso: string, style: WhenText = ENGLISH_DATE): string {
  const at = readWallClock(iso, true);
  return at ? dateText(at, style) : iso;
}
