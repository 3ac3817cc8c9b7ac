/**
 * A moving date and time as the visitor's language writes it, for the line under the form's
 * date field: a phone set to US English shows a datetime-local field as 12/05/2026, which an
 * Indian family reads as 12 May. The words come from the page's text (content/quote-text.ts),
 * so no other language's month names reach the browser.
 */
import type { WhenText } from '@/content/types';

export type { WhenText } from '@/content/types';

/** `2026-12-05T10:30` -> `5 Dec 2026, 10:30 am` / `5 दिसंबर 2026, सुबह 10:30 बजे`; '' if not a time. */
export function formatWhen(value: unknown, t: WhenText): string {
  if (typeof value !== 'string') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value.trim());
  if (!m) return '';
  const [, year, mo, d, h, minute] = m;
  const month = t.months[Number(mo) - 1];
  const day = Number(d);
  const hour = Number(h);
  if (!month || day < 1 || day > 31 || hour > 23 || Number(minute) > 59) return '';
  const period = [...t.periods].reverse().find(([from]) => hour >= from)?.[1] ?? '';
  const shown = t.twelveHour ? (hour % 12 === 0 ? 12 : hour % 12) : hour;
  return t.format.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const values: Record<string, string | number> = {
      day,
      month,
      year: year!,
      hour: shown,
      minute: minute!,
      period,
    };
    return key in values ? String(values[key]) : whole;
  });
}
