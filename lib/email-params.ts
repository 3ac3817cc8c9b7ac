/**
 * The parameters of the three EmailJS templates (contact, partner, quote copy), by their exact
 * names: the browser sends them through @emailjs/browser when the site has no leads endpoint, and
 * the edge (lib/leads/notify.ts) through EmailJS's REST API, so one template serves both. No
 * configuration is read here, so the edge can import it.
 */
export type EnquiryKind = 'contact' | 'partner';

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  message: string;
  /** Where the visit came from (lib/attribution.ts `sourceText`); '' when not known. */
  source?: string;
}

export interface PartnerValues {
  name: string;
  email: string;
  phone: string;
  city: string;
  message: string;
  source?: string;
}

export type EnquiryValues = { contact: ContactValues; partner: PartnerValues };

/** The contact template's exact parameter names (docs/product.md#contact-and-partner-forms). */
export function contactTemplateParams(v: ContactValues) {
  return {
    from_name: v.name.trim(),
    phone_number: v.phone.trim(),
    message: v.message.trim(),
    email: v.email.trim(),
    source: trimmed(v.source),
  };
}

/** The partner template's exact parameter names (docs/product.md#contact-and-partner-forms). */
export function partnerTemplateParams(v: PartnerValues) {
  return {
    from_name: v.name.trim(),
    from_email: v.email.trim(),
    phone_number: v.phone.trim(),
    city: v.city.trim(),
    message: v.message.trim(),
    source: trimmed(v.source),
  };
}

/** A quote request as the business receives it by e-mail; every value is already display text. */
export interface QuoteEmailValues {
  /** The request's reference (lib/quote-ref.ts), also on the chat message's `Ref:` line. */
  reference: string;
  pickup: string;
  drop: string;
  phone: string;
  /** Formatted by the caller. */
  time: string;
  service: string;
  size: string;
  /** A home move's floors and lifts (`pickup 3rd floor, no lift; drop not given`); '' otherwise. */
  floors?: string;
  message: string;
  estimate: string;
  /** The visitor's item list, room by room, with volume and vehicle; '' without one. */
  items?: string;
  /** The written scope's address; '' without one. */
  scopeLink?: string;
  /** The page the quote was sent from. */
  page: string;
  /** Where the visit came from (lib/attribution.ts `sourceText`); '' when not known. */
  source?: string;
}

// A field the caller left undefined at run time becomes '' rather than failing the copy.
const trimmed = (value: string | undefined): string => (value ?? '').trim();

/** Exact parameter names of the quote template (name them so in the EmailJS template). */
export function quoteTemplateParams(v: QuoteEmailValues) {
  return {
    reference: trimmed(v.reference),
    pickup: trimmed(v.pickup),
    drop: trimmed(v.drop),
    phone_number: trimmed(v.phone),
    move_time: trimmed(v.time),
    service: trimmed(v.service),
    home_size: trimmed(v.size),
    floors: trimmed(v.floors),
    message: trimmed(v.message),
    estimate: trimmed(v.estimate),
    items: trimmed(v.items ?? ''),
    scope_link: trimmed(v.scopeLink ?? ''),
    page: trimmed(v.page),
    source: trimmed(v.source),
  };
}
