/**
 * When the business answers a request sent now, from its office hours (content/site.ts). The hours
 * are Indian Standard Time, which has no daylight saving: IST is UTC+5:30 all year, so the sum
 * below needs no time-zone database and gives the same answer on a phone set to any zone.
 */

import type { SentText } from '@/content/quote-text';
import { fillTemplate } from './template';

export interface OfficeHours {
  /** Schema.org day codes the office is open: Mo Tu We Th Fr Sa Su. */
  dayCodes: readonly string[];
  /** `09:00`, `19:00` in IST. */
  opens: string;
  closes: string;
}

export type ReplyTime =
  /** The office is open: a reply follows within the business's stated minutes. */
  | { open: true }
  /** Closed: the reply comes when the office next opens, `daysAhead` days from today (IST). */
  | { open: false; opensAt: Date; daysAhead: number };

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const DAY_CODES = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

export function minutesOf(hhmm: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new RangeError(`Not an HH:MM time: ${JSON.stringify(hhmm)}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

export function replyTime(now: Date, hours: OfficeHours): ReplyTime {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const open = new Set(hours.dayCodes);
  if (open.size === 0 || Number.isNaN(now.getTime())) throw new RangeError('No opening day');
  // The wall clock in India, read through UTC getters.
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const minute = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  const today = DAY_CODES[ist.getUTCDay()]!;
  if (open.has(today) && minute >= opens && minute < closes) return { open: true };
  const midnightIst = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate());
  for (let ahead = minute < opens ? 0 : 1; ahead <= 7; ahead++) {
    if (!open.has(DAY_CODES[(ist.getUTCDay() + ahead) % 7]!)) continue;
    const opensAt = new Date(midnightIst + ahead * DAY_MS + opens * 60_000 - IST_OFFSET_MS);
    return { open: false, opensAt, daysAhead: ahead };
  }
  throw new RangeError('No opening day'); // unreachable: some day of the week is open
}

/** The words replySentence needs (content/quote-text.ts, `sent`). */
export type ReplyWords = Pick<
  SentText,
  'replyOpen' | 'replyClosed' | 'when' | 'today' | 'tomorrow' | 'weekday' | 'periodWord' | 'locale'
>;

/**
 * The sentence that tells a visitor when the reply comes: "Our office is open now: we reply within
 * 30 minutes." or "… We reply when it opens, tomorrow at 9 am." in the page's language.
 */
export function replySentence(
  now: Date,
  hours: OfficeHours & { replyWithinMinutes: number },
  words: ReplyWords,
): string {
  const reply = replyTime(now, hours);
  if (reply.open) return fillTemplate(words.replyOpen, { minutes: hours.replyWithinMinutes });
  const zone = { timeZone: 'Asia/Kolkata' } as const;
  // Minutes only for an opening that is not on the hour (read from IST, not from UTC's :30).
  const withMinutes = minutesOf(hours.opens) % 60 !== 0 ? { minute: '2-digit' as const } : {};
  const time = new Intl.DateTimeFormat(words.locale, {
    hour: 'numeric',
    ...(words.periodWord ? { dayPeriod: 'short' as const } : {}),
    ...withMinutes,
    ...zone,
  }).format(reply.opensAt);
  const day =
    reply.daysAhead === 0
      ? words.today
      : reply.daysAhead === 1
        ? words.tomorrow
        : fillTemplate(words.weekday, {
            weekday: new Intl.DateTimeFormat(words.locale, { weekday: 'long', ...zone }).format(
              reply.opensAt,
            ),
          });
  return fillTemplate(words.replyClosed, { when: fillTemplate(words.when, { day, time }) });
}
