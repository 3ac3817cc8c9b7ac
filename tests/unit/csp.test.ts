import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cspSettings, headersFile, pageCsp } from '../../scripts/csp.mjs';

/**
 * The Content-Security-Policy a build writes (scripts/csp.mjs): each page's <meta> and
 * out/_headers, for the settings of the build.
 */
const PUBLIC_HEADERS = readFileSync(path.join(__dirname, '../../public/_headers'), 'utf8');
const PAGE = '<html><head><script>self.__x=1</script></head><body></body></html>';
const HASH = `'sha256-${createHash('sha256').update('self.__x=1').digest('base64')}'`;

const headerPolicy = (text: string) => /Content-Security-Policy: (.+)/.exec(text)![1]!;

describe('the Content-Security-Policy', () => {
  const plain = cspSettings({});

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
    const settings = cspSettings({
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
});
