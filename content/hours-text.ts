/**
 * How English pages write the office hours (lib/hours.ts); the hours themselves are in
 * content/site.ts. The Hindi words are in content/hi/hours-text.ts.
 */
import type { HoursWords } from './types';

export const hoursText: HoursWords = {
  weekday: 'short',
  dayRange: '{from}–{to}',
  label: '{days}, {opens} to {closes}',
  time: '{hour}:{minute} {period}',
  timeOnTheHour: '{hour}:{minute} {period}',
  locale: 'en-IN',
};
