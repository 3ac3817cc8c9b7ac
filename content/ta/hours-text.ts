/** The Tamil of content/hours-text.ts: "திங்கள்–சனி, காலை 9 முதல் அந்தி மாலை 7 மணி வரை". */
import type { HoursWords } from '../types';

export const hoursText: HoursWords = {
  weekday: 'long',
  dayRange: '{from}–{to}',
  label: '{days}, {opens} முதல் {closes} மணி வரை',
  time: '{partOfDay} {hour}:{minute}',
  timeOnTheHour: '{partOfDay} {hour}',
  locale: 'ta-IN',
};
