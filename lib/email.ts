/**
 * Contact and partner enquiries by e-mail through EmailJS (SPEC section 7), behind one module so
 * tests mock one thing and a provider switch touches one file. The library is loaded only when a
 * message is sent. When the ids are not configured, nothing is sent: the caller offers the same
 * enquiry by WhatsApp or e-mail instead (PRODUCT.md: no enquiry is ever lost).
 */
import { site } from '@/content/site';
import { env, type EmailConfig } from './env';
import { mailtoHref, whatsappHref } from './links';

export type EnquiryKind = 'contact' | 'partner';

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  message: string;
}

export interface PartnerValues {
  name: string;
  email: string;
  phone: string;
  city: string;
  message: string;
}

export type EnquiryValues = { contact: ContactValues; partner: PartnerValues };

/** SPEC section 7, exact parameter names of the contact template. */
export function contactTemplateParams(v: ContactValues) {
  return {
    from_name: v.name.trim(),
    phone_number: v.phone.trim(),
    message: v.message.trim(),
    email: v.email.trim(),
  };
}

/** SPEC section 7, exact parameter names of the partner template. */
export function partnerTemplateParams(v: PartnerValues) {
  return {
    from_name: v.name.trim(),
    from_email: v.email.trim(),
    phone_number: v.phone.trim(),
    city: v.city.trim(),
    message: v.message.trim(),
  };
}

export const MESSAGES = {
  contact: {
    success: 'Message sent successfully!',
    failure: 'Failed to send message. Please try again.',
  },
  partner: {
    success: 'Your message has been sent successfully!',
    failure: 'Failed to send message. Please try again later.',
  },
} as const;

/** The library's own rate limit: one message per form every few seconds. */
export const THROTTLE_MS = 5000;

export type FailureCause = 'network' | 'forbidden' | 'throttled' | 'headless' | 'other';

/** SPEC section 8: what each e-mail client status means. */
export function failureCause(status: number): FailureCause {
  if (status === 0) return 'network';
  if (status === 403) return 'forbidden';
  if (status === 429) return 'throttled';
  if (status === 451) return 'headless';
  return 'other';
}

export type SendOutcome =
  | { status: 'sent' }
  | { status: 'not-configured' }
  | { status: 'failed'; code: number; text: string; cause: FailureCause };

type EmailJs = {
  send: (
    serviceId: string,
    templateId: string,
    params: Record<string, unknown>,
    options: { publicKey: string; limitRate?: { id?: string; throttle?: number } },
  ) => Promise<{ status: number; text: string }>;
};

export interface SendDeps {
  config?: EmailConfig | null;
  load?: () => Promise<EmailJs>;
}

const loadEmailJs = async (): Promise<EmailJs> => (await import('@emailjs/browser')).default;

export async function sendEnquiry<K extends EnquiryKind>(
  kind: K,
  values: EnquiryValues[K],
  deps: SendDeps = {},
): Promise<SendOutcome> {
  const config = deps.config === undefined ? env.email : deps.config;
  if (!config) return { status: 'not-configured' };
  const params =
    kind === 'contact'
      ? contactTemplateParams(values as ContactValues)
      : partnerTemplateParams(values as PartnerValues);
  const templateId = kind === 'contact' ? config.contactTemplateId : config.partnerTemplateId;
  try {
    const emailjs = await (deps.load ?? loadEmailJs)();
    const res = await emailjs.send(config.serviceId, templateId, params, {
      publicKey: config.publicKey,
      limitRate: { id: `enquiry-${kind}`, throttle: THROTTLE_MS },
    });
    // SPEC section 7: success is HTTP 200 or the text OK.
    if (res.status === 200 || res.text === 'OK') return { status: 'sent' };
    return { status: 'failed', code: res.status, text: res.text, cause: failureCause(res.status) };
  } catch (err) {
    const e = err as { status?: unknown; text?: unknown; message?: unknown };
    const code = typeof e?.status === 'number' ? e.status : 0;
    const text =
      typeof e?.text === 'string'
        ? e.text
        : code === 0
          ? 'Network Error'
          : String(e?.message ?? err);
    return { status: 'failed', code, text, cause: failureCause(code) };
  }
}

/** The enquiry written out, for the WhatsApp and mailto fallbacks. */
export function enquiryText<K extends EnquiryKind>(kind: K, values: EnquiryValues[K]): string {
  const v = values as Partial<ContactValues & PartnerValues>;
  const lines =
    kind === 'contact'
      ? [
          'Website enquiry',
          `Name: ${v.name}`,
          `Phone: ${v.phone}`,
          `Email: ${v.email}`,
          `Message: ${v.message}`,
        ]
      : [
          'Branch partner enquiry',
          `Name: ${v.name}`,
          `Email: ${v.email}`,
          `Phone: ${v.phone}`,
          `City: ${v.city}`,
          `Message: ${v.message}`,
        ];
  return lines.map((l) => l.trim()).join('\n');
}

export function fallbackLinks<K extends EnquiryKind>(kind: K, values: EnquiryValues[K]) {
  const text = enquiryText(kind, values);
  const subject = kind === 'contact' ? 'Website enquiry' : 'Branch partner enquiry';
  return { whatsapp: whatsappHref(text), mailto: mailtoHref(site.email, subject, text) };
}
