/** @jest-environment node */
import type { D1Like, D1Statement } from '@/lib/leads/d1';
import { quoteEmailValues } from '@/lib/leads/email-values';
import type { QuoteLead } from '@/lib/leads/lead';
import { deliverPending, retryDelay, templateParams } from '@/lib/leads/notify';
import { NOTIFY_RETRY } from '@/lib/leads/limits';

/** A database holding one waiting quote, recording the statements it is given. */
function oneWaiting(row: Record<string, unknown>) {
  const updates: unknown[][] = [];
  const db: D1Like = {
    prepare(sql: string) {
      let bound: unknown[] = [];
      const statement: D1Statement = {
        bind: (...values) => ((bound = values), statement),
        first: async () => null,
        all: async <T>() => ({
          results: (sql.startsWith('SELECT') ? [row] : []) as T[],
          meta: { changes: 0 },
        }),
        run: async <T>() => {
          updates.push([sql.split(/\s+/).slice(0, 4).join(' '), ...bound]);
          return { results: [] as T[], meta: { changes: 1 } };
        },
      };
      return statement;
    },
    batch: async () => [],
  };
  return { db, updates };
}

const env = {
  EMAILJS_PUBLIC_KEY: 'pk',
  EMAILJS_PRIVATE_KEY: 'private',
  EMAILJS_SERVICE_ID: 'svc',
  EMAILJS_QUOTE_TEMPLATE_ID: 'quote',
  EMAILJS_CONTACT_TEMPLATE_ID: 'contact',
  EMAILJS_PARTNER_TEMPLATE_ID: 'partner',
  EMAIL_API_URL: 'http://127.0.0.1:9/email',
  SITE_URL: 'https://www.shiftease.example',
};

const quote = {
  kind: 'quote',
  ref: 'SE-7K4QMZ',
  page: '/form',
  lang: 'hi',
  elapsedMs: 9000,
  phone: '+91 98765 43210',
  pickup: 'Wakad (Pune)',
  drop: 'Chennai',
  fromCity: 'Pune',
  toCity: 'Chennai',
  moveTime: '2030-01-05T10:30',
  service: 'Home Shifting',
  size: '2 BHK',
  message: '',
  estimate: '',
  items: '',
  scope: 'payload.check',
};

const row = (signature: string | null) => ({
  ref: quote.ref,
  data: JSON.stringify(quote),
  scope_signature: signature,
  notify_attempts: 0,
  notify_next_at: 100,
});

describe('the quote e-mail’s floors', () => {
  const lead = quote as unknown as QuoteLead;

  it('writes a home move’s floors and lifts as answered, an unanswered one as not given', () => {
    const answered = { ...lead, pickupFloor: '4', pickupLift: 'no', dropFloor: '', dropLift: '' };
    expect(templateParams(answered, '').floors).toBe('pickup 4th floor, no lift; drop not given');
    // A lead stored before the form asked them has none: not given, never the ground floor.
    expect(templateParams(lead, '').floors).toBe('pickup not given; drop not given');
  });

  it('writes no floors for a car', () => {
    expect(quoteEmailValues({ ...lead, service: 'Vehicle Shifting' }, '').floors).toBe('');
  });
});

describe('deliverPending', () => {
  it('e-mails the signed scope link where the edge issued the scope', async () => {
    const { db, updates } = oneWaiting(row('sig'));
    const fetcher = jest.fn<Promise<Response>, [string, RequestInit]>(
      async () => new Response('OK'),
    );
    await expect(deliverPending(db, env, 100, fetcher)).resolves.toEqual({ 'SE-7K4QMZ': 'sent' });
    const body = JSON.parse(fetcher.mock.calls[0]![1].body as string);
    expect(body).toMatchObject({ accessToken: 'private', template_id: 'quote' });
    expect(body.template_params.scope_link).toBe(
      'https://www.shiftease.example/hi/scope#payload.check.sig',
    );
    expect(updates.at(-1)?.[0]).toBe('UPDATE leads SET notify_status');
  });

  it('sends an unsigned scope as it is, and schedules a failed e-mail for later', async () => {
    const { db, updates } = oneWaiting(row(null));
    const fetcher = jest.fn(async () => new Response('down', { status: 500 }));
    await expect(deliverPending(db, env, 100, fetcher)).resolves.toEqual({ 'SE-7K4QMZ': 'failed' });
    const failed = updates.at(-1)!;
    expect(failed).toEqual([
      'UPDATE leads SET notify_attempts',
      1,
      'HTTP 500: down',
      100 + retryDelay(1),
      'SE-7K4QMZ',
    ]);
  });

  it('waits longer after each failure, never past the longest wait', () => {
    expect(retryDelay(1)).toBe(NOTIFY_RETRY.firstDelaySeconds);
    expect(retryDelay(2)).toBe(2 * NOTIFY_RETRY.firstDelaySeconds);
    expect(retryDelay(40)).toBe(NOTIFY_RETRY.maxDelaySeconds);
  });
});
