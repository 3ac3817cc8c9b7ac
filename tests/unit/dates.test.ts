/**
 * @jest-environment node
 */
import {
  ENGLISH_DATE_TIME,
  dateText,
  formatDate,
  formatDateTime,
  readWallClock,
} from '@/lib/dates';
import { quoteText as en } from '@/content/quote-text';
import { quoteText as hi } from '@/content/hi/quote-text';
import { ENGLISH_MONTHS, HINDI_MONTHS, hindiPartOfDay, monthsFromToday } from '../e2e/move-date';

// Node's ICU, the one the build writes static pages with; tests/e2e/dates.spec.ts asks Chromium's.
describe('Node ICU writes the house strings', () => {
  it.each(ENGLISH_MONTHS.map((mon, i) => [i + 1, mon, HINDI_MONTHS[i]!] as const))(
    'month %i: %s, %s',
    (month, mon, hindi) => {
      const at = `2026-${String(month).padStart(2, '0')}-05`;
      expect(formatDate(at)).toBe(`5 ${mon} 2026`);
      expect(formatDateTime(`${at}T10:30`, en.when)).toBe(`5 ${mon} 2026, 10:30 am`);
      expect(formatDateTime(`${at}T10:30`, hi.when)).toBe(`5 ${hindi} 2026, सुबह 10:30 बजे`);
    },
  );

  it('September is "Sep", though en-IN ICU abbreviates it "Sept"', () => {
    expect(formatDateTime('2026-09-30T18:45')).toBe('30 Sep 2026, 6:45 pm');
  });

  it('writes every hour of the day in both languages', () => {
    for (let hour = 0; hour < 24; hour++) {
      const value = `2026-12-05T${String(hour).padStart(2, '0')}:05`;
      const clock = `${hour % 12 === 0 ? 12 : hour % 12}:05`;
      expect(formatDateTime(value, en.when)).toBe(
        `5 Dec 2026, ${clock} ${hour < 12 ? 'am' : 'pm'}`,
      );
      expect(formatDateTime(value, hi.when)).toBe(
        `5 दिसंबर 2026, ${hindiPartOfDay(hour)} ${clock} बजे`,
      );
    }
  });

  it('agrees with the tests’ own dates from today on (the browser tests use the same)', () => {
    for (let ahead = 1; ahead <= 12; ahead++) {
      const when = monthsFromToday(ahead, ahead + 8, 15);
      expect(formatDateTime(when.value, en.when)).toBe(when.text);
      expect(formatDateTime(when.value, hi.when)).toBe(when.hindi);
    }
  });

  it('keeps the house style whatever the locale says about am/pm', () => {
    // en-US writes "AM" after a narrow no-break space; the template decides the space.
    const us = { locale: 'en-US', format: ENGLISH_DATE_TIME.format };
    expect(formatDateTime('2026-12-05T00:45', us)).toBe('5 Dec 2026, 12:45 am');
  });

  it('has names without the nukta, as the Hindi pages write them', () => {
    expect(formatDateTime('2026-02-01T14:05', hi.when)).toBe('1 फरवरी 2026, दोपहर 2:05 बजे');
    expect(formatDateTime('2026-02-01T14:05', hi.when)).not.toMatch(/\u093C/);
  });

  it('fills only the names a template asks for', () => {
    const at = { year: 2026, month: 3, day: 9, hour: 7, minute: 0 };
    expect(dateText(at, { locale: 'en-IN', format: '{month} {year}' })).toBe('March 2026');
    expect(dateText(at, { locale: 'hi-IN', format: '{partOfDay} {hour}' })).toBe('सुबह 7');
    expect(dateText(at, { locale: 'en-IN', format: '{day} {unknown}' })).toBe('9 {unknown}');
  });

  it('reads a year before 100 as that year', () => {
    expect(formatDate('0099-01-02')).toBe('2 Jan 99');
  });
});

describe('what is not a date', () => {
  it.each([
    '',
    '2026-12-05',
    '2026-13-05T10:30',
    '2026-12-32T10:30',
    '2026-02-29T10:30', // 2026 is no leap year
    '2026-12-05T24:00',
    '2026-12-05T10:60',
    '2026-12-05T10:30Z',
    'kal subah',
    null,
    42,
  ])('%p is no date and time', (value) => {
    expect(readWallClock(value)).toBeNull();
    expect(formatDateTime(value, hi.when)).toBe('');
  });

  it('takes the seconds some browsers add, and a leap day', () => {
    expect(formatDateTime('2028-02-29T10:30:00.000')).toBe('29 Feb 2028, 10:30 am');
  });

  it('formatDate keeps what it cannot read, and wants a date without a time', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-12-05T10:30')).toBe('2026-12-05T10:30');
    expect(formatDate('2026-02-30')).toBe('2026-02-30');
  });
});
