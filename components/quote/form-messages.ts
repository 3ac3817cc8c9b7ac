/**
 * Which message the quote form shows where: beside each field, and in the summary above the form
 * (in red, above the form), from the form's state, in the page's language. Pure.
 */
import type { QuoteText } from '@/content/quote-text';
import { faultMessage, summaryMessage } from '@/lib/quote-faults';
import type { PlaceVerdict } from '@/lib/quote-places';
import type { CheckedField } from '@/lib/quote-request';
import type { FormState, LocationField } from './form-state';

export interface FormMessages {
  /** Beside each field; '' for none. */
  field: Record<CheckedField, string>;
  summary: string[];
}

export function formMessages(
  state: FormState,
  verdicts: Record<LocationField, PlaceVerdict>,
  text: QuoteText,
  /** A city page's city, as the page writes it: the example in "add its city". */
  pageCity?: string,
): FormMessages {
  const { faults } = state;
  // A map pick that failed, while its field does not hold a served place already.
  const mapError =
    state.mapError && !state.mapFor && verdicts[state.mapError.field].kind !== 'served'
      ? state.mapError
      : null;
  const typed = (f: CheckedField) =>
    f === 'from' || f === 'to' ? (state.judged[f] ?? state.data[f]) : '';
  const message = (f: CheckedField) => {
    if (mapError?.field === f) return mapError.message;
    const fault = faults[f];
    return fault ? faultMessage(f, fault, typed(f), text, pageCity) : '';
  };
  const places = (['from', 'to'] as const).flatMap((f) => {
    const fault = faults[f];
    return fault ? [summaryMessage(f, fault, typed(f), text, pageCity)] : [];
  });
  return {
    field: {
      from: message('from'),
      to: message('to'),
      phone: message('phone'),
      time: message('time'),
    },
    summary: [
      ...places,
      ...(state.placesBlocked ? [text.submitBlocked] : []),
      ...(mapError ? [mapError.message] : []),
      ...(['phone', 'time'] as const).flatMap((f) => (faults[f] ? [message(f)] : [])),
    ],
  };
}
