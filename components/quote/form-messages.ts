/**
 * Which message the quote form shows where, in the page's language: beside each field, and in the
 * summary above the form, from the form's state. The fixed messages for a place we do not serve
 * and a refused submit are listed in README.md in both languages. Pure.
 */
import type { QuoteText } from '@/content/quote-text';
import { judgePlace, type Judge, type PlaceVerdict } from '@/lib/quote-places';
import type { CheckedField, Fault } from '@/lib/quote-request';
import { fillTemplate } from '@/lib/template';
import type { FormState, LocationField } from './form-state';

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

/**
 * A place's fault: that of its text as last judged, while its field does not name a served place
 * now. So a message goes as soon as its field is right, a new one waits until typing stops, and
 * one waiting on the locality data (or judged without it) follows it as it comes.
 */
export function placeFault(
  state: Pick<FormState, 'data' | 'judged'>,
  field: LocationField,
  now: PlaceVerdict,
  judge: Judge,
): Fault | undefined {
  const text = state.judged[field];
  if (now.kind === 'served' || text === undefined) return undefined;
  const { kind } = text === state.data[field] ? now : judgePlace(text, judge);
  return kind === 'unserved' || kind === 'unchecked' ? kind : undefined;
}

export function formMessages(
  state: FormState,
  verdicts: Record<LocationField, PlaceVerdict>,
  judge: Judge,
  text: QuoteText,
  /** A city page's city, as the page writes it: the example in "add its city". */
  pageCity?: string,
) {
  const faults = {
    ...state.faults,
    from: placeFault(state, 'from', verdicts.from, judge),
    to: placeFault(state, 'to', verdicts.to, judge),
  };
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
      // "Please ensure both…" goes once both places are right.
      ...(state.placesBlocked && places.length ? [text.submitBlocked] : []),
      ...(mapError ? [mapError.message] : []),
      ...(['phone', 'time'] as const).flatMap((f) => (faults[f] ? [message(f)] : [])),
    ],
  };
}
