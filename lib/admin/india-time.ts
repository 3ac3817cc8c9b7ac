/**
 * The owner's clock: India Standard Time, UTC+5:30 all year (India keeps no summer time), so a
 * fixed offset is exact and needs no time-zone table. The database keeps whole seconds since 1970,
 * UTC; the inbox, its filters, its files and Google Ads' import read and write India time.
 */
import { dateText, ENGLISH_DATE_TIME, readWallClock, type WallClock } from '../dates';

/** India's offset from UTC, in seconds. */
export const INDIA_OFFSET_SECONDS = (5 * 60 + 30) * 60;
/** The same offset as Google Ads' import file writes a time zone: `+0530`. */
export const INDIA_OFFSET = '+0530';

const DAY = 24 * 60 * 60;
const pad = (n: number) => String(n).padStart(2, '0');

/** The wall clock in India at `seconds` since 1970. */
export function indiaClock(seconds: number): WallClock & { second: number } {
  const d = new Date((seconds + INDIA_OFFSET_SECONDS) * 1000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** `5 Dec 2026, 10:30 am`, India time (docs/product.md#voice-and-locale). */
export function indiaTimeText(seconds: number): string {
  return dateText(indiaClock(seconds), ENGLISH_DATE_TIME);
}

/** `2026-12-05`: the day in India at `seconds`. */
export function indiaDay(seconds: number): string {
  const c = indiaClock(seconds);
  return `${c.year}-${pad(c.month)}-${pad(c.day)}`;
}

/** `2026-12-05 10:30:00`: India time as Google Ads' import reads a conversion time. */
export function indiaStamp(seconds: number): string {
  const c = indiaClock(seconds);
  return `${indiaDay(seconds)} ${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}`;
}

/** A day typed as `YYYY-MM-DD` (a date field's value), or null for anything else. */
export function readDay(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\d$/.test(value)) return null;
  return readWallClock(`${value}T00:00`) ? value : null;
}

/** The first second of a day in India (`YYYY-MM-DD`, checked by readDay), as seconds since 1970. */
export function indiaDayStart(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 1000 - INDIA_OFFSET_SECONDS;
}

/** The first second after a day in India. */
export const indiaDayEnd = (day: string): number => indiaDayStart(day) + DAY;
