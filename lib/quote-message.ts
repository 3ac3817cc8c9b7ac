/**
 * The quote as the business reads it: the chat message's lines (docs/product.md#the-chat-message)
 * and its link. Part of the code the quote form starts with (through lib/quote-request.ts), so a
 * request is written out with no connection.
 */
import { whatsappHref } from './links';
import type { QuoteData } from './quote';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `2026-12-05T10:30` -> `5 Dec 2026, 10:30 am` (docs/product.md#voice-and-locale); other text
 * unchanged.
 */
export function formatMoveTime(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value.trim());
  if (!m) return value.trim();
  const [, y, mo, d, h, min] = m;
  const month = MONTHS[Number(mo) - 1];
  const hour = Number(h);
  if (!month || Number(d) < 1 || Number(d) > 31 || hour > 23 || Number(min) > 59)
    return value.trim();
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${Number(d)} ${month} ${y}, ${h12}:${min} ${hour < 12 ? 'am' : 'pm'}`;
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

/** The chat message's last line: the page the request was sent from. */
export function pageLine(path: string): string {
  return `Page: ${path}`;
}

/**
 * A place as the business should read it: what the visitor typed, with the served city it
 * belongs to when the text does not name it ("Whitefield (Bangalore)", "400058 (Mumbai)"), and
 * with the city's English name when it was typed in Devanagari ("पुणे (Pune)").
 */
export function placeForMessage(text: string, match: { city: string; place?: string }): string {
  const value = text.trim();
  if (value.toLowerCase().includes(match.city.toLowerCase())) return value;
  if (!match.place && !/[\u0900-\u097F]/.test(value)) return value;
  return `${value} (${match.city})`;
}

/** wa.me link to the business's WhatsApp number (site.whatsapp) with the quote as its text. */
export function quoteChatLink(
  data: QuoteData,
  whatsapp: string,
  extraLines: string[] = [],
): string {
  return whatsappHref(whatsapp, buildQuoteMessage(data, extraLines));
}
