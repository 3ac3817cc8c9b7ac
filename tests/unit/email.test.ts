import {
  MESSAGES,
  THROTTLE_MS,
  contactTemplateParams,
  enquiryText,
  failureCause,
  fallbackLinks,
  partnerTemplateParams,
  sendEnquiry,
} from '@/lib/email';
import type { EmailConfig } from '@/lib/env';

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
    });
  });

  it('use the partner names of the spec', () => {
    expect(partnerTemplateParams(partner)).toEqual({
      from_name: 'Ravi',
      from_email: 'ravi@example.in',
      phone_number: '98765 22222',
      city: 'Salem',
      message: 'Interested',
    });
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
    expect(MESSAGES.contact).toEqual({
      success: 'Message sent successfully!',
      failure: 'Failed to send message. Please try again.',
    });
    expect(MESSAGES.partner).toEqual({
      success: 'Your message has been sent successfully!',
      failure: 'Failed to send message. Please try again later.',
    });
  });
});
