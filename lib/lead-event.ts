/**
 * The page's own signal that a lead has gone: a `se:lead` event on window, with its reference and
 * kind, sent by the forms once a request is sent (the quote form when the chat opens, contact and
 * partner when the message is stored or waits on the phone). Whatever measures conversions
 * listens for it, so the forms carry no measuring code of their own.
 */
export const LEAD_EVENT = 'se:lead';

export interface LeadEventDetail {
  ref: string;
  kind: 'quote' | 'contact' | 'partner';
}

export function announceLead(detail: LeadEventDetail): void {
  window.dispatchEvent(new CustomEvent<LeadEventDetail>(LEAD_EVENT, { detail }));
}
