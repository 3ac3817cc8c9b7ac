import {
  DEFAULT_GEOCODER_URL,
  DEFAULT_TILE_URL,
  EnvError,
  analytics,
  parseAnalytics,
  parseEnv,
} from '@/lib/env';
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

describe('parseAnalytics (docs/analytics.md)', () => {
  const ads = {
    NEXT_PUBLIC_GOOGLE_ADS_ID: 'AW-123456789',
    NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL: 'AbC-dE_f12',
  };

  it('measures nothing when no id is set, or only blanks', () => {
    expect(parseAnalytics({})).toBeNull();
    expect(
      parseAnalytics({
        NEXT_PUBLIC_GA4_ID: '  ',
        NEXT_PUBLIC_GOOGLE_ADS_ID: '',
        NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL: ' ',
      }),
    ).toBeNull();
    // The test environment sets none: the build's own value, folded from the variables.
    expect(analytics).toBeNull();
  });

  it('reads a GA4 measurement id, trimmed and in capitals', () => {
    expect(parseAnalytics({ NEXT_PUBLIC_GA4_ID: ' g-ab12cd34ef ' })).toEqual({
      ga4Id: 'G-AB12CD34EF',
      ads: null,
    });
  });

  it('reads a Google Ads conversion as its id, label and destination', () => {
    expect(parseAnalytics(ads)).toEqual({
      ga4Id: null,
      ads: { id: 'AW-123456789', leadLabel: 'AbC-dE_f12', sendTo: 'AW-123456789/AbC-dE_f12' },
    });
    expect(parseAnalytics({ ...ads, NEXT_PUBLIC_GA4_ID: 'G-AB12CD34EF' })?.ga4Id).toBe(
      'G-AB12CD34EF',
    );
  });

  it.each([
    [{ NEXT_PUBLIC_GA4_ID: 'UA-12345-1' }, /NEXT_PUBLIC_GA4_ID must be a GA4 measurement id/],
    [{ NEXT_PUBLIC_GA4_ID: 'G-AB 12' }, /NEXT_PUBLIC_GA4_ID/],
    [{ NEXT_PUBLIC_GA4_ID: 'GTM-ABC123' }, /NEXT_PUBLIC_GA4_ID/],
    [
      { ...ads, NEXT_PUBLIC_GOOGLE_ADS_ID: '123456789' },
      /NEXT_PUBLIC_GOOGLE_ADS_ID must be a Google Ads tag id/,
    ],
    [{ ...ads, NEXT_PUBLIC_GOOGLE_ADS_ID: 'AW-12x' }, /NEXT_PUBLIC_GOOGLE_ADS_ID/],
    [
      { ...ads, NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL: 'AW-123456789/AbC' },
      /NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL must be the conversion label alone/,
    ],
  ])('rejects %p, naming the variable', (raw, message) => {
    expect(() => parseAnalytics(raw)).toThrow(EnvError);
    expect(() => parseAnalytics(raw)).toThrow(message);
  });

  it('wants the Google Ads id and its label together', () => {
    expect(() => parseAnalytics({ NEXT_PUBLIC_GOOGLE_ADS_ID: 'AW-123456789' })).toThrow(
      /NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL is not/,
    );
    expect(() => parseAnalytics({ NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL: 'AbC-dE_f12' })).toThrow(
      /NEXT_PUBLIC_GOOGLE_ADS_ID is not/,
    );
    // A GA4 id does not stand in for the Ads account.
    expect(() =>
      parseAnalytics({
        NEXT_PUBLIC_GA4_ID: 'G-AB12CD34EF',
        NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL: 'AbC-dE_f12',
      }),
    ).toThrow(/NEXT_PUBLIC_GOOGLE_ADS_ID is not/);
  });
});
