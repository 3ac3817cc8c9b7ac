/**
 * A quote lead as the business reads it in an e-mail (the quote template's values): from the
 * edge's notification and, on a host without the endpoint, from the browser's EmailJS copy.
 */
import type { QuoteEmailValues } from '../email-params';
import { floorsOf, floorsText, isHomeMove } from '../floors';
import { formatMoveTime } from '../quote-message';
import type { QuoteLead } from './lead';

/** The written scope's address on the site at `origin`, in the lead's language. */
export function scopeLinkOf(lead: Pick<QuoteLead, 'lang' | 'scope'>, origin: string): string {
  if (!lead.scope) return '';
  const path = lead.lang === 'en' ? '/scope' : `/${lead.lang}/scope`;
  return `${origin}${path}#${lead.scope}`;
}

export function quoteEmailValues(lead: QuoteLead, origin: string): QuoteEmailValues {
  return {
    reference: lead.ref,
    pickup: lead.pickup,
    drop: lead.drop,
    phone: lead.phone,
    time: formatMoveTime(lead.moveTime),
    service: lead.service,
    size: lead.size,
    floors: isHomeMove(lead.service) ? floorsText(floorsOf(lead)) : '',
    message: lead.message,
    estimate: lead.estimate,
    items: lead.items,
    scopeLink: scopeLinkOf(lead, origin),
    page: lead.page,
  };
}
