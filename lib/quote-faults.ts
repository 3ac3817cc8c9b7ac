/**
 * The words for each fault the quote form finds (lib/quote-request.ts), in the page's language:
 * the fixed messages for a place we do not serve and a refused submit (README.md lists them in
 * both languages), and those for a place that could not be checked (no locality data), a phone
 * number and a date that has passed.
 */
import type { QuoteText } from '@/content/quote-text';
import type { CheckedField, Fault } from './quote-request';
import { fillTemplate } from './template';

/**
 * The message beside a field. `typed`: the text the fault was found in; `pageCity`: a city page's
 * city, so its example reads "Wakad, Pune" for the place typed (elsewhere a fixed example: any
 * other city could be the wrong one for the place).
 */
export function faultMessage(
  field: CheckedField,
  fault: Fault,
  typed: string,
  text: QuoteText,
  pageCity?: string,
): string {
  const place = typed.trim();
  switch (fault) {
    case 'unserved':
      return field === 'to'
        ? fillTemplate(text.toNotServiceable, { to: place })
        : fillTemplate(text.fromNotServiceable, { from: place });
    case 'unchecked':
      return fillTemplate(text.placeUnchecked, {
        place,
        example: pageCity ? `${place}, ${pageCity}` : text.examplePlace,
      });
    case 'phone':
      return text.phoneMessage;
    case 'past':
      return text.timePast;
  }
}

/** The summary above the form says the same, with the suffix after a place we do not serve. */
export function summaryMessage(
  field: CheckedField,
  fault: Fault,
  typed: string,
  text: QuoteText,
  pageCity?: string,
): string {
  const message = faultMessage(field, fault, typed, text, pageCity);
  return fault === 'unserved' ? `${message} ${text.locationSuffix}` : message;
}
