/**
 * Calling a lead back from the inbox on a phone: a `tel:` link for any number the edge stored, and
 * a WhatsApp chat (`https://wa.me/<digits>`) for a mobile, the only kind WhatsApp reaches.
 */
import { readIndianPhone } from '../phone';

export function contactLinks(phone: string): { tel: string; whatsapp: string | null } {
  const reading = readIndianPhone(phone);
  if (!reading.ok) return { tel: `tel:${phone.replace(/[^\d+]/g, '')}`, whatsapp: null };
  const tel =
    reading.kind === 'tollfree' ? `tel:${reading.national}` : `tel:+91${reading.national}`;
  const whatsapp = reading.kind === 'mobile' ? `https://wa.me/91${reading.national}` : null;
  return { tel, whatsapp };
}
