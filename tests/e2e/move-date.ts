/**
 * Moving dates relative to today, never one that will pass, with how the site must write them.
 * The expected names are written out here by hand, on purpose: the site takes its names from
 * Intl (lib/dates.ts), and these tables are what Node's and the browser's ICU must both come to
 * (tests/unit/dates.test.ts, tests/e2e/dates.spec.ts).
 */

/** docs/product.md: `5 Dec 2026`, never ICU's newer "Sept". */
export const ENGLISH_MONTHS = [
  ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'],
  ...['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
] as const;

/** As Hindi newspapers print them: no nukta (फरवरी). */
export const HINDI_MONTHS = [
  ...['जनवरी', 'फरवरी', 'मार्च', 'अप्रैल', 'मई', 'जून'],
  ...['जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
] as const;

/** The Hindi part of the day by hour: रात to 4, सुबह to 12, दोपहर to 16, शाम to 20, then रात. */
export function hindiPartOfDay(hour: number): string {
  return hour < 4 ? 'रात' : hour < 12 ? 'सुबह' : hour < 16 ? 'दोपहर' : hour < 20 ? 'शाम' : 'रात';
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date `monthsAhead` months from today (day capped at 28, so every month has it) at the given
 * time: the value a datetime-local field takes, and how the site writes it out.
 */
export function monthsFromToday(monthsAhead: number, hour = 10, minute = 30) {
  const d = new Date();
  d.setMonth(d.getMonth() + monthsAhead, Math.min(d.getDate(), 28));
  const [day, month, year] = [d.getDate(), d.getMonth(), d.getFullYear()];
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute)}`;
  return {
    value: `${year}-${pad(month + 1)}-${pad(day)}T${pad(hour)}:${pad(minute)}`,
    /** `5 Dec 2026, 10:30 am`: the chat message's Time line and the English note. */
    text: `${day} ${ENGLISH_MONTHS[month]} ${year}, ${clock} ${hour < 12 ? 'am' : 'pm'}`,
    /** `5 दिसंबर 2026, सुबह 10:30 बजे`: the note under the field on Hindi pages. */
    hindi: `${day} ${HINDI_MONTHS[month]} ${year}, ${hindiPartOfDay(hour)} ${clock} बजे`,
  };
}

/** A moving date a month from today at 10:30 am. */
export function aMonthFromToday() {
  return monthsFromToday(1);
}

/** Yesterday at 10:30 am: a date that has passed. */
export function yesterday() {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:30`;
}
