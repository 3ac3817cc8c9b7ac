/**
 * Links to call, write to or chat with the business. The numbers and the address come from the
 * caller (content/site.ts on the server): this module is also part of the quote form's client
 * code, which must not carry every business fact with it.
 */
/** `+91 98765 43210` -> `tel:+919876543210`. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function mailtoHref(email: string, subject?: string, body?: string): string {
  const params = new URLSearchParams();
  if (subject) params.set('subject', subject);
  if (body) params.set('body', body);
  // mailto wants %20, not the + that URLSearchParams writes for spaces.
  const query = params.toString().replace(/\+/g, '%20');
  return `mailto:${email}${query ? `?${query}` : ''}`;
}

/** A wa.me chat link to a number (country code 91; site.whatsapp), optionally pre-filled. */
export function whatsappHref(number: string, text?: string): string {
  // The business's own number from content/site.ts, held to a valid mobile by
  // tests/unit/phone.test.ts, not a visitor's: lib/phone.ts, the reader for those, is left out of
  // this module, which every page loads (about 0.5 KB gzip of it).
  const digits = number.replace(/\D/g, '').replace(/^(91)?(\d{10})$/, '$2');
  const base = `https://wa.me/91${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
