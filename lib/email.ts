/**
 * Contact and partner enquiries by e-mail through EmailJS
 * (docs/product.md#contact-and-partner-forms), and the e-mail copy of each quote request, behind
 * one module so tests mock one thing and a provider switch touches one file. The library is loaded
 * only when a message is sent. When the ids are not configured, nothing is sent: the caller offers
 * the same enquiry by WhatsApp or e-mail instead (docs/product.md#no-enquiry-is-lost).
 */
import { sourceLine, type Attribution } from './attribution';
import { site } from '@/content/site';
import { enquiryFormText, enquiryLineLabels as L } from '@/content/enquiry-text';
import { env, type EmailConfig, type QuoteEmailConfig } from './env';
import { mailtoHref, whatsappHref } from './links';
import {
  contactTemplateParams,
  partnerTemplateParams,
  quoteTemplateParams,
  type ContactValues,
  type EnquiryKind,
  type EnquiryValues,
  type PartnerValues,
  type QuoteEmailValues,
} from './email-params';

// The templates' parameters are the edge's too; callers of this module find them here as before.
export * from './email-params';

/** The library's own rate limit: one message per form every few seconds. */
export const THROTTLE_MS = 5000;

export type FailureCause = 'network' | 'forbidden' | 'throttled' | 'headless' | 'other';

/** What each e-mail client status means (docs/product.md#contact-and-partner-forms). */
export const failureCause = (status: number): FailureCause =>
  (({ 0: 'network', 403: 'forbidden', 429: 'throttled', 451: 'headless' }) as const)[status] ??
  'other';

export type SendOutcome =
  | { status: 'sent' }
  | { status: 'not-configured' }
  | { status: 'failed'; code: number; text: string; cause: FailureCause };

export type EmailJs = {
  send: (
    serviceId: string,
    templateId: string,
    params: Record<string, unknown>,
    options: { publicKey: string; limitRate?: { id?: string; throttle?: number } },
  ) => Promise<{ status: number; text: string }>;
};

/** The ids (null: not configured) and the library, where a test passes its own. */
export interface SendDeps<Config = EmailConfig> {
  config?: Config | null;
  load?: () => Promise<EmailJs>;
}

const loadEmailJs = async (): Promise<EmailJs> => (await import('@emailjs/browser')).default;

/** The library's limitRate option: a throttle of 0 means no limit. */
type LimitRate = { id?: string; throttle: number };

function failed(code: number, text: string): SendOutcome {
  return { status: 'failed', code, text, cause: failureCause(code) };
}

/** One attempt, which never throws: a library that fails to load or a rejected send has failed. */
async function sendOnce(
  load: () => Promise<EmailJs>,
  ids: { publicKey: string; serviceId: string; templateId: string },
  params: Record<string, string>,
  limitRate: LimitRate,
): Promise<SendOutcome> {
  try {
    const emailjs = await load();
    const res = await emailjs.send(ids.serviceId, ids.templateId, params, {
      publicKey: ids.publicKey,
      limitRate,
    });
    // Success is HTTP 200 or the text OK (docs/product.md#contact-and-partner-forms).
    if (res.status === 200 || res.text === 'OK') return { status: 'sent' };
    return failed(res.status, res.text);
  } catch (err) {
    const e = err as { status?: unknown; text?: unknown; message?: unknown };
    const code = typeof e?.status === 'number' ? e.status : 0;
    const text =
      typeof e?.text === 'string'
        ? e.text
        : code === 0
          ? 'Network Error'
          : String(e?.message ?? err);
    return failed(code, text);
  }
}

export async function sendEnquiry<K extends EnquiryKind>(
  kind: K,
  values: EnquiryValues[K],
  deps: SendDeps = {},
  /** The message's reference, as the edge's copy carries it (`reference`), when it has one. */
  reference = '',
): Promise<SendOutcome> {
  const config = deps.config === undefined ? env.email : deps.config;
  if (!config) return { status: 'not-configured' };
  const params = {
    ...(kind === 'contact'
      ? contactTemplateParams(values as ContactValues)
      : partnerTemplateParams(values as PartnerValues)),
    ...(reference ? { reference } : {}),
  };
  const templateId = kind === 'contact' ? config.contactTemplateId : config.partnerTemplateId;
  return sendOnce(
    deps.load ?? loadEmailJs,
    { publicKey: config.publicKey, serviceId: config.serviceId, templateId },
    params,
    { id: `enquiry-${kind}`, throttle: THROTTLE_MS },
  );
}

/**
 * No throttle for the quote copy. The library's limitRate keeps, per id, the time of the last
 * attempt and rejects (429) any send within the throttle, whether that attempt succeeded or not:
 * with the enquiries' THROTTLE_MS (5 s) a flush of the outbox (lib/outbox-flush.ts) holding two
 * copies would have the second rejected without even trying, and a copy tried again soon after a
 * failure (the connection returning) likewise. throttle 0 turns the check off, and is passed
 * explicitly so a limit set elsewhere through emailjs.init() cannot apply either. Not sending the
 * same quote twice is the outbox's work: it sends each reference once.
 */
const QUOTE_LIMIT_RATE: LimitRate = { id: 'quote-copy', throttle: 0 };

/**
 * E-mails a copy of a quote request to the business when the quote template is configured: one
 * attempt, which never throws. Trying again is the outbox's alone (lib/outbox-flush.ts).
 */
export async function sendQuoteCopy(
  values: QuoteEmailValues,
  deps: SendDeps<QuoteEmailConfig> = {},
): Promise<SendOutcome> {
  const config = deps.config === undefined ? env.quoteEmail : deps.config;
  if (!config) return { status: 'not-configured' };
  const outcome = await sendOnce(
    deps.load ?? loadEmailJs,
    config,
    quoteTemplateParams(values),
    QUOTE_LIMIT_RATE,
  );
  if (outcome.status === 'failed') console.error('Quote e-mail copy failed', outcome);
  return outcome;
}

type TypedValues = Partial<Record<keyof PartnerValues, string>>;

/** Each form's fields in the order the enquiry is written out. */
const LINES = {
  contact: ['name', 'phone', 'email', 'message'],
  partner: ['name', 'email', 'phone', 'city', 'message'],
} as const;

/** The enquiry written out, for the WhatsApp and mailto fallbacks. */
export function enquiryText(kind: EnquiryKind, values: TypedValues): string {
  const lines = [enquiryFormText[kind].subject, ...LINES[kind].map((f) => `${L[f]}: ${values[f]}`)];
  return lines.map((l) => l.trim()).join('\n');
}

export function fallbackLinks(
  kind: EnquiryKind,
  values: TypedValues,
  attribution: Attribution | null = null,
) {
  const text = [enquiryText(kind, values), ...(attribution ? [sourceLine(attribution)] : [])].join(
    '\n',
  );
  const subject = enquiryFormText[kind].subject;
  return {
    whatsapp: whatsappHref(site.whatsapp, text),
    mailto: mailtoHref(site.email, subject, text),
    /** The form's own action, for a send before the page's scripts are in: the e-mail app. */
    action: mailtoHref(site.email, subject),
  };
}
