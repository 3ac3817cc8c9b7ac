/** The Hindi of content/hours-text.ts: "सोमवार–शनिवार, सुबह 9 से शाम 7 बजे". */
import type { HoursWords } from '../types';

export const hoursText: HoursWords = {
  days: {
    Mo: 'सोमवार',
    Tu: 'मंगलवार',
    We: 'बुधवार',
    Th: 'गुरुवार',
    Fr: 'शुक्रवार',
    Sa: 'शनिवार',
    Su: 'रविवार',
  },
  dayRange: '{from}–{to}',
  label: '{days}, {opens} से {closes} बजे',
  time: '{partOfDay} {hour}:{minute}',
  timeOnTheHour: '{partOfDay} {hour}',
  locale: 'hi-IN',
};
