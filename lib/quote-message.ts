/**
 * The quote as the business reads it: the chat message's lines (docs/product.md#the-chat-message)
 * and its link. Part of the code the quote form starts with (through lib/quote-request.ts), so a
 * request is written out with no connection.
 */
import { ENGLISH_DATE_TIME, formatDateTime } from './dates';
import type { QuoteData } from './quote';

/**
 * `2026-12-05T10:30` -> `5 Dec 2026, 10:30 am` (docs/product.md#voice-and-locale), in English on
 * Hindi pages too, as the business reads it; other text unchanged.
 */
export function formatMoveTime(value: string): string {
  return formatDateTime(value, ENGLISH_DATE_TIME) || value.trim();
}

/**
 * The six lines of the chat message, in the order of docs/product.md#the-chat-message, plus
 * optional extras.
 */
export function buildQuoteMessage(data: QuoteData, extraLines: string[] = []): string {
  const line = (label: string, value: string) => `${label}: ${value.trim()}`;
  return [
    line('Pickup', data.from),
    line('Drop', data.to),
    line('Phone', data.phone),
    line('Time', formatMoveTime(data.time)),
    line('Service', data.service),
    line('Message', data.message),
    ...extraLines,
  ].join('\n');
}

/**
 * A place as the business should read it: what the visitor typed, with the served city it
 * belongs to when the text does not name it ("Whitefield (Bangalore)", "400058 (Mumbai)"), and
 * with the city's English name when it was typed in another script ("पुणे (Pune)", "கோவை
 * (Coimbatore)").
 */
export function placeForMessage(text: string, match: { city: string; place?: string }): string {
  const value = text.trim();
  if (value.toLowerCase().includes(match.city.toLowerCase())) return value;
  if (!match.place && !/[\p{Script=Devanagari}\p{Script=Tamil}]/u.test(value)) return value;
  return `${value} (${match.city})`;
}
