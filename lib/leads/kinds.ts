/**
 * The kinds of lead, apart from the rules (./lead.ts) so that the outbox, which the quote form
 * loads up front, can check a stored lead's kind without carrying the rules with it.
 */
export const LEAD_KINDS = ['quote', 'contact', 'partner'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
