/**
 * Dates and times as the site writes them: `5 Dec 2026`, `5 Dec 2026, 10:30 am`,
 * `5 दिसंबर 2026, सुबह 10:30 बजे`. The names (months, am/pm, the parts of the Hindi day) come
 * from the browser's or Node's own Intl.DateTimeFormat, so no language's month table ships in our
 * code; the order of the parts is the page's text (a template, content/quote-text.ts; its
 * placeholders are listed at content/types.ts WhenText), so that every engine writes the same
 * string. Where ICU versions differ, the names are normalised here on purpose;
 * tests/unit/dates.test.ts (Node) and tests/e2e/dates.spec.ts (Chromium) hold both engines to
 * the same strings.
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

/**
 * docs/product.md#voice-and-locale: `5 Dec 2026, 10:30 am`; the chat message, which the business
 * reads in English whatever the page's language.
 */
export const ENGLISH_DATE_TIME: WhenText = {
  locale: 'en-IN',
  format: '{day} {mon} {year}, {hour}:{minute} {period}',
};

const VALUE = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::\d\d(?:\.\d+)?)?$/;

/**
 * `2026-12-05T10:30` (seconds allowed, as some browsers add them); null for anything else,
 * 31 February and 24:00 included.
 */
export function readWallClock(value: unknown): WallClock | null {
  const m = typeof value === 'string' && VALUE.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const at = { year, month, day, hour, minute };
  const date = utcDate(at);
  // A day or hour too many rolls the date over (31 February is 3 March), a minute only the hour.
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && minute < 60 ? at : null;
}

/** The wall clock as a UTC instant, so that formatting it in UTC reads back the same fields. */
function utcDate(at: WallClock): Date {
  const date = new Date(Date.UTC(2000, at.month - 1, at.day, at.hour, at.minute));
  date.setUTCFullYear(at.year); // Date.UTC reads years 0-99 as 1900-1999
  return date;
}

/**
 * One part's name from Intl. Hindi as the site writes it (README.md#hindi-hi): no nukta on
 * क ख ग ज फ, so ICU's फ़रवरी is फरवरी (NFC first: some engines give the precomposed letter).
 */
function intlName(
  locale: string,
  options: Intl.DateTimeFormatOptions,
  type: Intl.DateTimeFormatPartTypes,
  date: Date,
): string {
  const part = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' })
    .formatToParts(date)
    .find((p) => p.type === type);
  return (part?.value ?? '').normalize('NFC').replace(/([कखगजफ])\u093C/g, '$1');
}

/** Fills a date template (content/types.ts WhenText) for a wall-clock moment in a language. */
export function dateText(at: WallClock, { locale, format, dayPeriods }: WhenText): string {
  const date = utcDate(at);
  const month = intlName(locale, { month: 'long' }, 'month', date);
  // en-IN says "am"; other locales and engines "AM" or "a.m.": the house style is "am".
  const period = intlName(locale, { hour: 'numeric', hour12: true }, 'dayPeriod', date);
  const partOfDay = { hour: 'numeric', hour12: true, dayPeriod: 'short' } as const;
  return fillTemplate(format, {
    day: at.day,
    month,
    // Intl's own short month depends on the ICU version: en-IN has "Sept" since CLDR 38, "Sep"
    // before it. The house abbreviation is the full name's first three letters.
    mon: month.slice(0, 3),
    year: at.year,
    hour: at.hour % 12 || 12,
    minute: String(at.minute).padStart(2, '0'),
    period: period.toLowerCase().replace(/[.\s]/g, ''),
    partOfDay: ((name) => dayPeriods?.[name] ?? name)(
      intlName(locale, partOfDay, 'dayPeriod', date),
    ),
  });
}

/** `2026-12-05T10:30` -> `5 Dec 2026, 10:30 am` in the given style; '' if it is not a time. */
export function formatDateTime(value: unknown, style: WhenText = ENGLISH_DATE_TIME): string {
  const at = readWallClock(value);
  return at ? dateText(at, style) : '';
}

/** `2026-12-05` -> `5 Dec 2026` (English by default); the input as it is if it is not a date. */
export function formatDate(
  iso: string,
  style: WhenText = { locale: 'en-IN', format: '{day} {mon} {year}' },
): string {
  const at = readWallClock(`${iso}T00:00`);
  return at ? dateText(at, style) : iso;
}
