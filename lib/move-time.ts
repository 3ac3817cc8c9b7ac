/**
 * The moving date and time as a `datetime-local` field holds it (`2026-12-05T10:30`, the visitor's
 * own clock, no time zone). A move cannot be booked for a time that has passed: the field's `min`
 * is now, and a value typed below it gets a message.
 */
import { readWallClock } from './dates';

/** `Date` -> `2026-12-05T10:30` on the device's clock, the form `min` and `value` take. */
export const toLocalInputValue = (date: Date): string =>
  new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** The moment a field value names on the device's clock, or null when it names none. */
export function parseLocalInput(value: unknown): Date | null {
  const at = readWallClock(value);
  return at && new Date(at.year, at.month - 1, at.day, at.hour, at.minute);
}

/**
 * True when the value names a minute before the current one. An empty or unreadable value is not
 * "past": the field's own required check and the browser speak to those.
 */
export function isPastMoveTime(value: unknown, now: Date = new Date()): boolean {
  const date = parseLocalInput(value);
  if (!date) return false;
  const thisMinute = new Date(now);
  thisMinute.setSeconds(0, 0);
  return date.getTime() < thisMinute.getTime();
}
