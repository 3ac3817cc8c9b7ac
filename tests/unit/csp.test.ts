import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  cspSettings,
  headerCsp,
  headersFile,
  measuringSources,
  pageCsp,
} from '../../scripts/csp.mjs';
import {
  DEFAULT_GEOCODER_URL,
  DEFAULT_TILE_URL,
  parseAnalytics,
  parseEnv,
  type RawEnv,
} from '@/lib/env';

/**
 * The Content-Security-Policy a build writes (scripts/csp.mjs): each page's <meta> and
 * out/_headers, for the settings of the build. Google's hosts are in both where the build has a
 * tag id, and in neither otherwise, where the policies are what they were before measuring
 * existed (docs/analytics.md#content-security-policy).
 */
const PUBLIC_HEADERS = readFileSync(path.join(__dirname, '../../public/_headers'), 'utf8');
const PAGE = '<html><head><script>self.__x=1</script></head><body></body></html>';
const HASH = `'sha256-${createHash('sha256').update('self.__x=1').digest('base64')}'`;

const headerPolicy = (text: string) => /Content-Security-Policy: (.+)/.exec(text)![1]!;
/** A policy's directives, each with its sources. */
const directives = (csp: string) =>
  new Map(csp.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const));
const GOOGLE = /google|doubleclick|googlesyndication|googleadservices|googletagmanager/;
/** The policy's settings for a build's variables, read as the build reads them (lib/env.ts). */
const settingsOf = (raw: RawEnv) => cspSettings(parseEnv(raw), parseAnalytics(raw));

describe('the Content-Security-Policy', () => {
  const plain = settingsOf({});

  it('pins inline scripts by hash and allows our origins, the map tiles and the geocoder', () => {
    expect(pageCsp(PAGE, plain)).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${HASH}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https://tile.openstreetmap.org",
        "font-src 'self'",
        "connect-src 'self' https://nominatim.openstreetmap.org",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' mailto:",
      ].join('; '),
    );
    expect(headerPolicy(headersFile(PUBLIC_HEADERS, plain))).toBe(
      "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://tile.openstreetmap.org; font-src 'self'; connect-src 'self' https://nominatim.openstreetmap.org; frame-src 'none'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self' mailto:; manifest-src 'self'; upgrade-insecure-requests",
    );
    // JSON-LD is data, not a script to allow.
    expect(pageCsp(`${PAGE}<script type="application/ld+json">{}</script>`, plain)).toBe(
      pageCsp(PAGE, plain),
    );
  });

  it('takes the configured origins, EmailJS without the leads endpoint, and Turnstile', () => {
    const settings = settingsOf({
      NEXT_PUBLIC_TILE_URL: 'https://tiles.example.in/{z}/{x}/{y}.png',
      NEXT_PUBLIC_GEOCODER_URL: 'https://geo.example.in/reverse',
      NEXT_PUBLIC_LEADS_API: ' OFF ',
      NEXT_PUBLIC_TURNSTILE_SITE_KEY: 'key',
    });
    const policies = [pageCsp(PAGE, settings), headerPolicy(headersFile(PUBLIC_HEADERS, settings))];
    for (const csp of policies) {
      expect(csp).toContain("img-src 'self' data: https://tiles.example.in");
      expect(csp).toContain(
        "connect-src 'self' https://geo.example.in https://api.emailjs.com https://challenges.cloudflare.com",
      );
      expect(csp).toContain('frame-src https://challenges.cloudflare.com');
      expect(csp).not.toContain('openstreetmap');
    }
  });

  it('adds no Google host without a tag id, blank ids included', () => {
    const blank = settingsOf({ NEXT_PUBLIC_GA4_ID: ' ', NEXT_PUBLIC_GOOGLE_ADS_ID: '' });
    expect(pageCsp(PAGE, blank)).toBe(pageCsp(PAGE, plain));
    expect(headersFile(PUBLIC_HEADERS, blank)).toBe(headersFile(PUBLIC_HEADERS, plain));
    expect(pageCsp(PAGE, plain)).not.toMatch(GOOGLE);
    expect(headersFile(PUBLIC_HEADERS, plain)).not.toMatch(GOOGLE);
  });

  it('lets GA4 load its script and send its hits, in the <meta> and the header alike', () => {
    const ga4 = settingsOf({ NEXT_PUBLIC_GA4_ID: 'G-TEST123456' });
    for (const csp of [pageCsp(PAGE, ga4), headerPolicy(headersFile(PUBLIC_HEADERS, ga4))]) {
      const d = directives(csp);
      expect(d.get('script-src')).toEqual(
        expect.arrayContaining(["'self'", 'https://*.googletagmanager.com']),
      );
      expect(d.get('connect-src')).toEqual(
        expect.arrayContaining([
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://*.googletagmanager.com',
        ]),
      );
      expect(d.get('img-src')).toEqual(
        expect.arrayContaining([
          'https://*.google-analytics.com',
          'https://*.googletagmanager.com',
        ]),
      );
      // Nothing of Google Ads without its id.
      expect(csp).not.toMatch(/doubleclick|googleadservices|googlesyndication/);
      // The rest stays as it was: hashes, no framing of ours, our origins.
      expect(d.get('default-src')).toEqual(["'self'"]);
      expect(d.get('object-src')).toEqual(["'none'"]);
    }
    expect(directives(pageCsp(PAGE, ga4)).get('script-src')).toContain(HASH);
    expect(directives(pageCsp(PAGE, ga4)).has('frame-src')).toBe(false);
    expect(directives(headerPolicy(headersFile(PUBLIC_HEADERS, ga4))).get('frame-src')).toEqual([
      "'none'",
    ]);
  });

  it("lets a Google Ads conversion through, with Google's Indian domain and its frame", () => {
    const ads = settingsOf({
      NEXT_PUBLIC_GOOGLE_ADS_ID: 'AW-123456789',
      NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL: 'AbC-dEf',
    });
    for (const csp of [pageCsp(PAGE, ads), headerPolicy(headersFile(PUBLIC_HEADERS, ads))]) {
      const d = directives(csp);
      expect(d.get('script-src')).toEqual(
        expect.arrayContaining([
          'https://www.googletagmanager.com',
          'https://www.googleadservices.com',
          'https://googleads.g.doubleclick.net',
        ]),
      );
      expect(d.get('img-src')).toEqual(
        expect.arrayContaining(['https://www.google.com', 'https://www.google.co.in']),
      );
      expect(d.get('connect-src')).toEqual(
        expect.arrayContaining([
          'https://www.googleadservices.com',
          'https://googleads.g.doubleclick.net',
          'https://www.google.com',
        ]),
      );
      // 'none' gives way in the header; the <meta>, which had no frame-src, gets one.
      expect(d.get('frame-src')).toEqual(['https://www.googletagmanager.com']);
      expect(csp).not.toMatch(/google-analytics/);
    }
  });

  it('writes each host once where both tags are configured, Turnstile kept', () => {
    const both = settingsOf({
      NEXT_PUBLIC_GA4_ID: 'G-TEST123456',
      NEXT_PUBLIC_GOOGLE_ADS_ID: 'AW-123456789',
      NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL: 'AbC-dEf',
      NEXT_PUBLIC_TURNSTILE_SITE_KEY: 'key',
    });
    for (const csp of [pageCsp(PAGE, both), headerPolicy(headersFile(PUBLIC_HEADERS, both))]) {
      for (const [name, sources] of directives(csp)) {
        expect([name, sources.length]).toEqual([name, new Set(sources).size]);
      }
      const d = directives(csp);
      // www. is covered by the wildcard GA4 needs.
      expect(d.get('script-src')).not.toContain('https://www.googletagmanager.com');
      expect(d.get('script-src')).toContain('https://challenges.cloudflare.com');
      expect(d.get('frame-src')).toEqual([
        'https://challenges.cloudflare.com',
        'https://www.googletagmanager.com',
      ]);
    }
  });

  it("adds Google's hosts only where there are some, a frame-src of its own before object-src", () => {
    expect(measuringSources({ ga4: false, googleAds: false })).toEqual({
      'script-src': [],
      'img-src': [],
      'connect-src': [],
      'frame-src': [],
    });
    const ads = settingsOf({
      NEXT_PUBLIC_GOOGLE_ADS_ID: 'AW-123456789',
      NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL: 'AbC-dEf',
    });
    expect([...directives(pageCsp(PAGE, ads)).keys()]).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'frame-src',
      'object-src',
      'base-uri',
      'form-action',
    ]);
  });

  it('is written by this module alone: public/_headers states none, out/_headers has one', () => {
    // Lines that state a policy; `! Content-Security-Policy` only detaches it from a path.
    const stated = (text: string) => text.match(/^\s+Content-Security-Policy:.*$/gm) ?? [];
    expect(stated(PUBLIC_HEADERS)).toEqual([]);
    const out = headersFile(PUBLIC_HEADERS, plain);
    expect(stated(out)).toEqual([`  Content-Security-Policy: ${headerCsp(plain)}`]);
    // The first header of the rule for every path; the file is otherwise public/_headers.
    const lines = out.split('\n');
    expect(lines[lines.indexOf('/*') + 1]).toBe(`  Content-Security-Policy: ${headerCsp(plain)}`);
    expect(out.replace(/^\s+Content-Security-Policy:.*\n/m, '')).toBe(PUBLIC_HEADERS);
    // A policy stated in public/_headers again would be a second source: the build refuses it.
    expect(() => headersFile(out, plain)).toThrow(/scripts\/csp\.mjs writes it/);
  });

  it('allows the map services the pages use by default (lib/env.ts)', () => {
    expect(plain.tileOrigin).toBe(new URL(DEFAULT_TILE_URL.replace(/[{}]/g, '')).origin);
    expect(plain.geocoderOrigin).toBe(new URL(DEFAULT_GEOCODER_URL).origin);
    // A value that is no URL fails the build before any policy is written.
    expect(() => settingsOf({ NEXT_PUBLIC_TILE_URL: 'not a url' })).toThrow(/NEXT_PUBLIC_TILE_URL/);
  });
});
