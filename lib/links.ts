import { site } from '@/content/site';

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

/** A wa.me chat link to the business number (country code 91), optionally pre-filled. */
export function whatsappHref(text?: string, number: string = site.whatsapp): string {
  const digits = number.replace(/\D/g, '').replace(/^(91)?(\d{10})$/, '$2');
  const base = `https://wa.me/91${digits}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
