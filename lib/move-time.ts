/**
 * The moving date and time as a `datetime-local` field holds it (`2026-12-05T10:30`, the visitor's
 * own clock, no time zone). A move cannot be booked for a time that has passed: the field's `min`
 * is now, and a value typed below it gets a message.
 */

const VALUE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** `Date` -> `2026-12-05T10:30` on the device's clock, the form `min` and `value` take. */
export function toLocalInputValue(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/** The moment a field value names on the device's clock, or null when it names none. */
export function parseLocalInput(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = VALUE.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute);
  // new Date rolls 31 Feb over into March: such a value names no real day.
  if (date.getMonth() !== month - 1 || date.getDate() !== day || hour > 23 || minute > 59)
    return null;
  return date;
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
