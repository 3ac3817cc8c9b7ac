/** The Tamil of content/hours-text.ts: "திங்கள்–சனி, காலை 9 முதல் மாலை 7 மணி வரை". */
import type { HoursWords } from '../types';

/** Intl names 6-9 pm அந்தி மாலை ("dusk"); Tamil papers write மாலை 7 மணி. */
export const dayPeriods = { 'அந்தி மாலை': 'மாலை' };

export const hoursText: HoursWords = {
  weekday: 'long',
  dayRange: '{from}–{to}',
  label: '{days}, {opens} முதல் {closes} மணி வரை',
  time: '{partOfDay} {hour}:{minute}',
  timeOnTheHour: '{partOfDay} {hour}',
  locale: 'ta-IN',
  dayPeriods,
};
