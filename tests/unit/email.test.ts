import { enquiryFormText } from '@/content/enquiry-text';
import {
  THROTTLE_MS,
  contactTemplateParams,
  enquiryText,
  failureCause,
  fallbackLinks,
  partnerTemplateParams,
  quoteTemplateParams,
  sendEnquiry,
  sendQuoteCopy,
} from '@/lib/email';
import type { EmailConfig, QuoteEmailConfig } from '@/lib/env';

const config: EmailConfig = {
  publicKey: 'pk_test',
  serviceId: 'svc_test',
  contactTemplateId: 'tpl_contact',
  partnerTemplateId: 'tpl_partner',
};

const contact = {
  name: ' Asha K ',
  phone: '98765 11111',
  email: 'asha@example.in',
  message: 'Hi & bye',
};
const partner = {
  name: 'Ravi',
  email: 'ravi@example.in',
  phone: '98765 22222',
  city: 'Salem',
  message: 'Interested',
};

function fakeEmailJs(result: () => Promise<{ status: number; text: string }>) {
  const send = jest.fn((...args: unknown[]) => (void args, result()));
  return { send, load: () => Promise.resolve({ send }) };
}

describe('template params', () => {
  it('use the contact names of the spec, trimmed', () => {
    expect(contactTemplateParams(contact)).toEqual({
      from_name: 'Asha K',
      phone_number: '98765 11111',
      message: 'Hi & bye',
      email: 'asha@example.in',
      source: '',
    });
    // Where the visit came from, when the tab kept it (lib/attribution.ts sourceText).
    expect(contactTemplateParams({ ...contact, source: ' google / cpc ' }).source).toBe(
      'google / cpc',
    );
  });

  it('use the partner names of the spec', () => {
    expect(partnerTemplateParams(partner)).toEqual({
      from_name: 'Ravi',
      from_email: 'ravi@example.in',
      phone_number: '98765 22222',
      city: 'Salem',
      message: 'Interested',
      source: '',
    });
    expect(partnerTemplateParams({ ...partner, source: 'bing.com / organic' }).source).toBe(
      'bing.com / organic',
    );
  });
});

describe('sendEnquiry', () => {
  it('sends nothing when not configured', async () => {
    const { send, load } = fakeEmailJs(() => Promise.resolve({ status: 200, text: 'OK' }));
    await expect(sendEnquiry('contact', contact, { config: null, load })).resolves.toEqual({
      status: 'not-configured',
    });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the contact template with the ids and the library rate limit', async () => {
    const { send, load } = fakeEmailJs(() => Promise.resolve({ status: 200, text: 'OK' }));
    await expect(sendEnquiry('contact', contact, { config, load })).resolves.toEqual({
      status: 'sent',
    });
    expect(send).toHaveBeenCalledWith('svc_test', 'tpl_contact', contactTemplateParams(contact), {
      publicKey: 'pk_test',
      limitRate: { id: 'enquiry-contact', throttle: THROTTLE_MS },
    });
  });

  it('carries the message’s reference where it has one, as the edge’s copy does', async () => {
    const { send, load } = fakeEmailJs(() => Promise.resolve({ status: 200, text: 'OK' }));
    await sendEnquiry('contact', contact, { config, load }, 'SE-7K4QMZ');
    expect(send.mock.calls[0]?.[2]).toEqual({
      ...contactTemplateParams(contact),
      reference: 'SE-7K4QMZ',
    });
  });

  it('sends the partner template', async () => {
    const { send, load } = fakeEmailJs(() => Promise.resolve({ status: 200, text: 'OK' }));
    await sendEnquiry('partner', partner, { config, load });
    expect(send.mock.calls[0]?.[1]).toBe('tpl_partner');
    expect(send.mock.calls[0]?.[2]).toEqual(partnerTemplateParams(partner));
  });

  it('accepts the text OK as success', async () => {
    const { load } = fakeEmailJs(() => Promise.resolve({ status: 201, text: 'OK' }));
    await expect(sendEnquiry('contact', contact, { config, load })).resolves.toEqual({
      status: 'sent',
    });
  });

  it.each([
    [403, 'Forbidden', 'forbidden'],
    [429, 'Too Many Requests', 'throttled'],
    [451, 'Unavailable For Headless Browser', 'headless'],
    [500, 'Server Error', 'other'],
  ])('maps a thrown %i to a failure', async (code, text, cause) => {
    const { load } = fakeEmailJs(() => Promise.reject({ status: code, text }));
    await expect(sendEnquiry('partner', partner, { config, load })).resolves.toEqual({
      status: 'failed',
      code,
      text,
      cause,
    });
  });

  it('maps a network error to status 0', async () => {
    const { load } = fakeEmailJs(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendEnquiry('contact', contact, { config, load })).resolves.toEqual({
      status: 'failed',
      code: 0,
      text: 'Network Error',
      cause: 'network',
    });
  });

  it('reports a library that fails to load', async () => {
    const outcome = await sendEnquiry('contact', contact, {
      config,
      load: () => Promise.reject(new Error('chunk')),
    });
    expect(outcome).toMatchObject({ status: 'failed', cause: 'network' });
  });

  it('treats a non-OK answer that did not throw as a failure', async () => {
    const { load } = fakeEmailJs(() => Promise.resolve({ status: 202, text: 'Queued?' }));
    await expect(sendEnquiry('contact', contact, { config, load })).resolves.toMatchObject({
      status: 'failed',
      code: 202,
    });
  });
});

const quoteConfig: QuoteEmailConfig = {
  publicKey: 'pk_test',
  serviceId: 'svc_test',
  templateId: 'tpl_quote',
};

const quote = {
  reference: ' SE-7K4QMZ ',
  pickup: ' Andheri East, Mumbai ',
  drop: 'Kothrud, Pune\n',
  phone: ' 98765 33333',
  time: '12 Dec 2026, 10:30 am ',
  service: 'Home Shifting',
  size: ' 2 BHK',
  message: '  Fragile glassware ',
  estimate: '₹12,000 – ₹18,000 ',
  page: ' /packers-and-movers-pune ',
};

/** Answers of successive sends, in order; a rejection is given as { reject: value }. */
function scriptedEmailJs(...answers: ({ status: number; text: string } | { reject: unknown })[]) {
  const send = jest.fn((...args: unknown[]) => {
    void args;
    const next = answers.shift() ?? { status: 200, text: 'OK' };
    return 'reject' in next ? Promise.reject(next.reject) : Promise.resolve(next);
  });
  const load = jest.fn(() => Promise.resolve({ send }));
  return { send, load };
}

describe('quoteTemplateParams', () => {
  it('use the quote template names, trimmed', () => {
    expect(quoteTemplateParams(quote)).toEqual({
      reference: 'SE-7K4QMZ',
      pickup: 'Andheri East, Mumbai',
      drop: 'Kothrud, Pune',
      phone_number: '98765 33333',
      move_time: '12 Dec 2026, 10:30 am',
      service: 'Home Shifting',
      home_size: '2 BHK',
      floors: '',
      message: 'Fragile glassware',
      estimate: '₹12,000 – ₹18,000',
      items: '',
      scope_link: '',
      page: '/packers-and-movers-pune',
      source: '',
    });
    expect(quoteTemplateParams({ ...quote, source: 'google / cpc / pune' }).source).toBe(
      'google / cpc / pune',
    );
  });

  it('carry a home move’s floors and lifts as written out', () => {
    const floors = 'pickup 3rd floor, no lift; drop not given';
    expect(quoteTemplateParams({ ...quote, floors: ` ${floors} ` }).floors).toBe(floors);
  });

  it('carry the item list and its written scope when there is one', () => {
    const params = quoteTemplateParams({
      ...quote,
      items: ' Bedrooms:\n  Double bed: 2\n',
      scopeLink: ' https://example.com/scope#abc.12345678 ',
    });
    expect(params.items).toBe('Bedrooms:\n  Double bed: 2');
    expect(params.scope_link).toBe('https://example.com/scope#abc.12345678');
  });
});

describe('sendQuoteCopy', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
  });

  it('does not load the library when not configured', async () => {
    const { send, load } = scriptedEmailJs();
    await expect(sendQuoteCopy(quote, { config: null, load })).resolves.toEqual({
      status: 'not-configured',
    });
    expect(load).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends once to the quote template with the public key and no rate limit', async () => {
    const { send, load } = scriptedEmailJs({ status: 200, text: 'OK' });
    await expect(sendQuoteCopy(quote, { config: quoteConfig, load })).resolves.toEqual({
      status: 'sent',
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('svc_test', 'tpl_quote', quoteTemplateParams(quote), {
      publicKey: 'pk_test',
      limitRate: { id: 'quote-copy', throttle: 0 },
    });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('tries once: a failure is logged and returned, not tried again (the outbox does that)', async () => {
    const { send, load } = scriptedEmailJs(
      { reject: { status: 500, text: 'Server Error' } },
      { status: 200, text: 'OK' },
    );
    await expect(sendQuoteCopy(quote, { config: quoteConfig, load })).resolves.toEqual({
      status: 'failed',
      code: 500,
      text: 'Server Error',
      cause: 'other',
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toBe('Quote e-mail copy failed');
  });

  it('reads an answer that is not a success as a failure, once', async () => {
    const { send, load } = scriptedEmailJs({ status: 202, text: 'Queued?' });
    await expect(sendQuoteCopy(quote, { config: quoteConfig, load })).resolves.toEqual({
      status: 'failed',
      code: 202,
      text: 'Queued?',
      cause: 'other',
    });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure when the library does not load, without throwing', async () => {
    const load = jest.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(sendQuoteCopy(quote, { config: quoteConfig, load })).resolves.toEqual({
      status: 'failed',
      code: 0,
      text: 'Network Error',
      cause: 'network',
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('Quote e-mail copy failed', expect.anything());
  });

  it('sends two copies in a row through the real library: its rate limit holds neither', async () => {
    localStorage.clear();
    const answers = [
      { ok: true, status: 200, text: () => Promise.resolve('OK') },
      { ok: true, status: 200, text: () => Promise.resolve('OK') },
    ];
    const fetchMock = jest.fn(() => Promise.resolve(answers.shift()));
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    try {
      // As a flush of the outbox sends the copies waiting in it, one after another.
      const second = { ...quote, reference: 'SE-8M5RNZ' };
      await expect(sendQuoteCopy(quote, { config: quoteConfig })).resolves.toEqual({
        status: 'sent',
      });
      await expect(sendQuoteCopy(second, { config: quoteConfig })).resolves.toEqual({
        status: 'sent',
      });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      const body = JSON.parse(
        (fetchMock.mock.calls[1] as unknown as [string, { body: string }])[1].body,
      );
      expect(body).toMatchObject({
        user_id: 'pk_test',
        service_id: 'svc_test',
        template_id: 'tpl_quote',
        template_params: quoteTemplateParams(second),
      });
      // The enquiries' throttle, by contrast, rejects a second attempt within THROTTLE_MS.
      const emailjs = (await import('@emailjs/browser')).default;
      const limitRate = { id: 'throttle-check', throttle: THROTTLE_MS };
      answers.push({ ok: true, status: 200, text: () => Promise.resolve('OK') });
      await emailjs.send('svc', 'tpl', {}, { publicKey: 'pk', limitRate });
      await expect(
        emailjs.send('svc', 'tpl', {}, { publicKey: 'pk', limitRate }),
      ).rejects.toMatchObject({ status: 429 });
    } finally {
      globalThis.fetch = realFetch;
      localStorage.clear();
    }
  });
});

describe('failureCause', () => {
  it('covers the spec’s statuses', () => {
    expect([0, 403, 429, 451, 418].map(failureCause)).toEqual([
      'network',
      'forbidden',
      'throttled',
      'headless',
      'other',
    ]);
  });
});

describe('fallbacks', () => {
  it('carry every field in WhatsApp and mailto links', () => {
    const links = fallbackLinks('partner', partner);
    const wa = new URL(links.whatsapp).searchParams.get('text');
    expect(wa).toBe(enquiryText('partner', partner));
    expect(wa).toContain('City: Salem');
    expect(links.mailto).toMatch(
      /^mailto:care@shiftease\.example\?subject=Branch%20partner%20enquiry&body=/,
    );
    expect(decodeURIComponent(links.mailto.split('body=')[1]!)).toBe(
      enquiryText('partner', partner),
    );
  });

  it('survive markup and non-Latin text', () => {
    const text = enquiryText('contact', { ...contact, message: '<b>नमस्ते</b> & #1' });
    expect(
      new URL(
        fallbackLinks('contact', { ...contact, message: '<b>नमस्ते</b> & #1' }).whatsapp,
      ).searchParams.get('text'),
    ).toBe(text);
  });
});

describe('messages', () => {
  it('are the spec’s words', () => {
    expect(enquiryFormText.contact).toMatchObject({
      success: 'Message sent successfully!',
      failure: 'Failed to send message. Please try again.',
    });
    expect(enquiryFormText.partner).toMatchObject({
      success: 'Your message has been sent successfully!',
      failure: 'Failed to send message. Please try again later.',
    });
  });
});
