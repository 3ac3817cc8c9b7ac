/** The Hindi of content/hours-text.ts: "सोमवार–शनिवार, सुबह 9 से शाम 7 बजे". */
import type { HoursWords } from '../types';
import { quoteText } from './quote-text';

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
  // The parts of the day the quote form writes times with: one wording everywhere.
  periods: quoteText.when.periods,
};
