/** The Hindi of content/hours-text.ts: "सोमवार–शनिवार, सुबह 9 से शाम 7 बजे". */
import type { HoursWords } from '@/lib/hours';

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
  time: '{period} {hour}:{minute}',
  timeOnTheHour: '{period} {hour}',
  periods: [
    [0, 'रात'],
    [4, 'सुबह'],
    [12, 'दोपहर'],
    [16, 'शाम'],
    [20, 'रात'],
  ],
};
