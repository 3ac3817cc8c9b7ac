/**
 * The leads the forms send (lib/leads/lead.ts is the rule they must pass), written from what the
 * forms already hold. Small and free of the rules themselves: it rides in the quote form's first
 * script.
 */
import type { Attribution } from '../attribution';
import type { QuoteEmailValues } from '../email-params';
import type { FloorAnswers } from '../floors';
import type { OutgoingLead } from '../outbox';

export interface LeadContext {
  /** The path the form is on. */
  page: string;
  lang: string;
  /** Milliseconds since the form was first shown. */
  elapsedMs: number;
  /** The hidden field only bots fill. */
  website?: string;
  /** Where the visit came from, as the tab kept it (lib/attribution.ts), or null. */
  attribution?: Attribution | null;
}

/** What every lead carries from its context. */
const common = (context: LeadContext) => ({
  page: context.page,
  lang: context.lang,
  elapsedMs: Math.round(context.elapsedMs),
  website: context.website ?? '',
  ...(context.attribution ? { attribution: context.attribution } : {}),
});

/** The page's path, as a lead's `page` (its campaign goes as `attribution`, lib/attribution.ts). */
export function pageOf(location: Pick<Location, 'pathname'>): string {
  return location.pathname.slice(0, 500);
}

/**
 * A quote request as a lead: the e-mail copy's values with the checked cities, the raw time and,
 * for a home move, the floors and lifts as the form holds them.
 */
export function quoteLead(
  email: QuoteEmailValues,
  extra: { fromCity: string; toCity: string; moveTime: string } & Partial<FloorAnswers>,
  context: LeadContext,
): OutgoingLead {
  // The copy's link gives way to the scope's fragment; its display time rides along unread (the
  // edge takes the raw moveTime).
  const { reference, scopeLink = '', ...same } = email;
  return {
    ...same,
    items: same.items ?? '',
    ...extra,
    kind: 'quote',
    ref: reference,
    ...common(context),
    scope: scopeLink.split('#')[1] ?? '',
  };
}

/** A contact or partner enquiry as a lead. */
export function enquiryLead(
  kind: 'contact' | 'partner',
  ref: string,
  values: Record<string, string>,
  context: LeadContext,
): OutgoingLead {
  return {
    kind,
    ref,
    ...common(context),
    ...values,
  };
}
