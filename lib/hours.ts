/**
 * The office hours as a page writes them, from content/site.ts `site.hours` (days and times), in
 * the page's language: "Mon–Sat, 9:00 am to 7:00 pm", "सोमवार–शनिवार, सुबह 9 से शाम 7 बजे". The
 * owner changes the hours once; the footer, the contact page and the city pages follow.
 */
import { dateText } from './dates';
import { fillTemplate } from './template';
import { minutesOf, type OfficeHours } from './reply-time';
import { WEEK, type HoursWords } from '@/content/types';

/** The name of WEEK[index] in a language ("Mon", "सोमवार", "Monday"), from Intl. */
export function dayName(
  index: number,
  { locale, weekday }: Pick<HoursWords, 'locale' | 'weekday'>,
): string {
  const format = new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' });
  // 1 January 2024 was a Monday, the first day of WEEK.
  return format.format(Date.UTC(2024, 0, 1 + index));
}

/** Open days as runs: Mo Tu We Th Fr Sa -> "Mon–Sat"; Mo We -> "Mon, Wed". */
function dayText(codes: readonly string[], words: HoursWords): string {
  const open = WEEK.map((d) => codes.includes(d));
  for (const code of codes) {
    if (!(WEEK as readonly string[]).includes(code)) {
      throw new RangeError(`Not a day code: ${JSON.stringify(code)} (use ${WEEK.join(' ')})`);
    }
  }
  if (!open.includes(true)) throw new RangeError('No opening day');
  const runs: string[] = [];
  for (let i = 0; i < WEEK.length; i++) {
    if (!open[i] || open[i - 1]) continue;
    let end = i;
    while (open[end + 1]) end++;
    const from = dayName(i, words);
    const to = dayName(end, words);
    runs.push(
      end === i
        ? from
        : end === i + 1
          ? `${from}, ${to}`
          : fillTemplate(words.dayRange, { from, to }),
    );
  }
  return runs.join(', ');
}

/** `09:00` -> "9:00 am" or "सुबह 9". */
export function clockText(hhmm: string, words: HoursWords): string {
  const minutes = minutesOf(hhmm);
  if (minutes >= 24 * 60) throw new RangeError(`Not a time of day: ${JSON.stringify(hhmm)}`);
  const at = { year: 2000, month: 1, day: 1, hour: Math.floor(minutes / 60), minute: minutes % 60 };
  const format = at.minute === 0 ? words.timeOnTheHour : words.time;
  // Any day will do: only the time's names are read.
  return dateText(at, { locale: words.locale, format, dayPeriods: words.dayPeriods });
}

/** The office hours in a line: "Mon–Sat, 9:00 am to 7:00 pm". */
export function hoursLabel(hours: OfficeHours, words: HoursWords): string {
  return fillTemplate(words.label, {
    days: dayText(hours.dayCodes, words),
    opens: clockText(hours.opens, words),
    closes: clockText(hours.closes, words),
  });
}
