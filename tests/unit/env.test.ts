import { DEFAULT_GEOCODER_URL, DEFAULT_TILE_URL, EnvError, parseEnv } from '@/lib/env';
import { site } from '@/content/site';

describe('parseEnv', () => {
  it('falls back to the defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.siteUrl).toBe(new URL(site.defaultUrl).origin);
    expect(env.tileUrl).toBe(DEFAULT_TILE_URL);
    expect(env.geocoderUrl).toBe(DEFAULT_GEOCODER_URL);
    expect(env.email).toBeNull();
  });

  it('treats blank values as unset', () => {
    expect(
      parseEnv({ NEXT_PUBLIC_SITE_URL: '   ', NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: ' ' }).email,
    ).toBeNull();
  });

  it('normalises the site URL to its origin', () => {
    expect(parseEnv({ NEXT_PUBLIC_SITE_URL: 'https://movers.example.in/' }).siteUrl).toBe(
      'https://movers.example.in',
    );
  });

  it.each([
    ['not a url', /absolute URL/],
    ['ftp://movers.example.in', /https:\/\//],
    ['https://movers.example.in/en', /origin only/],
    ['https://movers.example.in/?a=1', /origin only/],
  ])('rejects the site URL %p', (value, message) => {
    expect(() => parseEnv({ NEXT_PUBLIC_SITE_URL: value })).toThrow(message);
  });

  it('requires {z}, {x} and {y} in the tile URL', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_TILE_URL: 'https://tiles.example/{z}/{x}.png' })).toThrow(
      /\{y\}/,
    );
    expect(parseEnv({ NEXT_PUBLIC_TILE_URL: 'https://t.example/{z}/{x}/{y}.png' }).tileUrl).toBe(
      'https://t.example/{z}/{x}/{y}.png',
    );
  });

  it('rejects a geocoder URL that is not http(s)', () => {
    expect(() => parseEnv({ NEXT_PUBLIC_GEOCODER_URL: 'javascript:alert(1)' })).toThrow(EnvError);
  });

  it('configures e-mail only when all four ids are set', () => {
    const all = {
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'svc',
      NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: 'contact',
      NEXT_PUBLIC_EMAILJS_PARTNER_TEMPLATE_ID: 'partner',
    };
    expect(parseEnv(all).email).toEqual({
      publicKey: 'pk',
      serviceId: 'svc',
      contactTemplateId: 'contact',
      partnerTemplateId: 'partner',
    });
    expect(() => parseEnv({ ...all, NEXT_PUBLIC_EMAILJS_SERVICE_ID: '' })).toThrow(
      /Missing: NEXT_PUBLIC_EMAILJS_SERVICE_ID/,
    );
    expect(parseEnv(all).quoteEmail).toBeNull();
  });

  describe('quote e-mail copy', () => {
    const all = {
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: ' pk ',
      NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'svc',
      NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: 'contact',
      NEXT_PUBLIC_EMAILJS_PARTNER_TEMPLATE_ID: 'partner',
      NEXT_PUBLIC_EMAILJS_QUOTE_TEMPLATE_ID: ' quote ',
    };

    it('is configured when the key, the service id and the quote template id are set', () => {
      const env = parseEnv(all);
      expect(env.quoteEmail).toEqual({ publicKey: 'pk', serviceId: 'svc', templateId: 'quote' });
      expect(env.email).toEqual({
        publicKey: 'pk',
        serviceId: 'svc',
        contactTemplateId: 'contact',
        partnerTemplateId: 'partner',
      });
    });

    it('is absent by default and with a blank quote template id', () => {
      expect(parseEnv({}).quoteEmail).toBeNull();
      expect(
        parseEnv({ ...all, NEXT_PUBLIC_EMAILJS_QUOTE_TEMPLATE_ID: '  ' }).quoteEmail,
      ).toBeNull();
    });

    it('is absent, without an error, when only the quote template id is set', () => {
      const env = parseEnv({ NEXT_PUBLIC_EMAILJS_QUOTE_TEMPLATE_ID: 'quote' });
      expect(env.quoteEmail).toBeNull();
      expect(env.email).toBeNull();
    });

    it('leaves the four-id rule of the contact and partner forms as it was', () => {
      const { NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: _key, ...noKey } = all;
      void _key;
      expect(() => parseEnv(noKey)).toThrow(/Missing: NEXT_PUBLIC_EMAILJS_PUBLIC_KEY/);
      expect(() =>
        parseEnv({
          NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'pk',
          NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'svc',
          NEXT_PUBLIC_EMAILJS_QUOTE_TEMPLATE_ID: 'quote',
        }),
      ).toThrow(/set all four EmailJS variables or none/);
    });
  });

  describe('service worker switch', () => {
    it('is on by default and when blank', () => {
      expect(parseEnv({}).serviceWorker).toBe(true);
      expect(parseEnv({ NEXT_PUBLIC_SERVICE_WORKER: '  ' }).serviceWorker).toBe(true);
    });

    it.each([
      ['on', true],
      [' off ', false],
      ['OFF', false],
    ])('reads %p', (value, on) => {
      expect(parseEnv({ NEXT_PUBLIC_SERVICE_WORKER: value }).serviceWorker).toBe(on);
    });

    it.each(['false', '0', 'disabled'])('rejects %p, naming the variable', (value) => {
      expect(() => parseEnv({ NEXT_PUBLIC_SERVICE_WORKER: value })).toThrow(
        /NEXT_PUBLIC_SERVICE_WORKER must be "on" or "off"/,
      );
    });
  });
});
