import { quoteText as en } from '../../content/quote-text';
import { quoteText as hi } from '../../content/hi/quote-text';

/**
 * A moving date a month from today at 10:30 am, never one that will pass: the value a
 * datetime-local field takes, and how the form and the chat message write it out.
 */
export function aMonthFromToday() {
  const d = new Date();
  d.setMonth(d.getMonth() + 1, Math.min(d.getDate(), 28));
  const pad = (n: number) => String(n).padStart(2, '0');
  const [day, month, year] = [d.getDate(), d.getMonth(), d.getFullYear()];
  return {
    value: `${year}-${pad(month + 1)}-${pad(day)}T10:30`,
    /** `5 Dec 2026, 10:30 am`: the chat message's Time line and the English note. */
    text: `${day} ${en.when.months[month]} ${year}, 10:30 am`,
    /** `5 दिसंबर 2026, सुबह 10:30 बजे`: the note under the field on Hindi pages. */
    hindi: `${day} ${hi.when.months[month]} ${year}, सुबह 10:30 बजे`,
  };
}

/** Yesterday at 10:30 am: a date that has passed. */
export function yesterday() {
  const d = new Date();
  d.setDate(d.getDate() - 1);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:30`;
}
