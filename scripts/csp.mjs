// The site's Content-Security-Policy for a build, in one place, for scripts/postbuild.mjs:
// - pageCsp: the <meta> every page carries, with the SHA-256 hash of each of its inline scripts;
// - headerCsp: the header of every answer, which headersFile writes into out/_headers (under /*:
//   public/_headers states no policy of its own).
// Both take the build's settings (cspSettings, from lib/env.ts's reading of its variables), so a
// unit test can read the policy of any configuration (tests/unit/csp.test.ts). Both are built from
// one list of directives (directives, below), so what a setting adds goes into both alike.
//
// Why each part is as it is:
// - default-src 'self': nothing else unless listed below.
// - script-src: the header allows 'self' 'unsafe-inline', as Next.js writes its page data as inline
//   scripts and a static host cannot add a per-request nonce; every page therefore also carries
//   the stricter <meta>, which lists the SHA-256 hash of each of its inline scripts. Browsers
//   enforce both, so in practice only our own files and those exact scripts run.
// - style-src 'self' 'unsafe-inline': React style attributes (fixed heights, carousel position)
//   and Leaflet's positioning are inline styles; they cannot carry hashes.
// - img-src: our files, data: URIs (Leaflet's icons in CSS), and the map tile server.
// - connect-src: our own page data and leads endpoint, the reverse geocoder, and the e-mail API
//   only for a build without the leads endpoint.
// - frame-src: none of ours but Turnstile's, where the build has its site key; frame-ancestors
//   'none' (header only: a <meta> cannot carry it): the site may not be framed (clickjacking).
// - form-action 'self' mailto:: without JavaScript the quote form's own action opens the visitor's
//   e-mail app with the request (a mailto: address), so no phone number goes into a URL of ours.
// - Google's hosts only for the measuring tags the build has (measuringSources).
import { createHash } from 'node:crypto';

// The browser talks to EmailJS only on a host without the leads endpoint (lib/env.ts); with it,
// the page may not reach EmailJS at all.
const EMAILJS = 'https://api.emailjs.com';
// Cloudflare Turnstile's script and frame, only where the build has a site key (lib/env.ts).
const TURNSTILE = 'https://challenges.cloudflare.com';

/** What the policy depends on, from the build's settings as the pages read them (lib/env.ts). */
export function cspSettings(env, analytics) {
  return {
    tileOrigin: new URL(env.tileUrl.replace(/[{}]/g, '')).origin,
    geocoderOrigin: new URL(env.geocoderUrl).origin,
    leadsOff: env.leadsApi === null,
    turnstile: env.turnstileSiteKey !== null,
    ga4: Boolean(analytics?.ga4Id),
    googleAds: Boolean(analytics?.ads),
  };
}

/**
 * The hosts Google's tags need, by directive, as Google documents them for gtag.js ("Use Tag
 * Manager with a Content Security Policy", developers.google.com/tag-platform/security/guides/csp):
 * GA4 without Google signals (which lib/analytics/google-tag.ts switches off), and a Google Ads
 * conversion, whose hits may end on Google's domain of the visitor's country: India's is listed.
 * None unless the build has the tag's id (docs/analytics.md#content-security-policy).
 */
export function measuringSources({ ga4, googleAds }) {
  const sources = { 'script-src': [], 'img-src': [], 'connect-src': [], 'frame-src': [] };
  const add = (directive, ...hosts) => sources[directive].push(...hosts);
  if (ga4) {
    add('script-src', 'https://*.googletagmanager.com');
    add('img-src', 'https://*.google-analytics.com', 'https://*.googletagmanager.com');
    add(
      'connect-src',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    );
  }
  if (googleAds) {
    const google = ['https://www.google.com', 'https://google.com', 'https://www.google.co.in'];
    add(
      'script-src',
      'https://www.googletagmanager.com',
      'https://www.googleadservices.com',
      'https://www.google.com',
      'https://pagead2.googlesyndication.com',
      'https://googleads.g.doubleclick.net',
    );
    add(
      'img-src',
      'https://www.googletagmanager.com',
      'https://googleads.g.doubleclick.net',
      'https://pagead2.googlesyndication.com',
      'https://www.googleadservices.com',
      ...google,
    );
    add(
      'connect-src',
      'https://pagead2.googlesyndication.com',
      'https://www.googleadservices.com',
      'https://googleads.g.doubleclick.net',
      ...google,
    );
    add('frame-src', 'https://www.googletagmanager.com');
  }
  // Each host once, and none a wildcard of the same directive already covers.
  for (const [directive, list] of Object.entries(sources)) {
    const wild = list
      .filter((s) => s.startsWith('https://*.'))
      .map((w) => w.slice('https://*'.length));
    sources[directive] = [...new Set(list)].filter(
      (s) => s.startsWith('https://*.') || !wild.some((w) => s.endsWith(w)),
    );
  }
  return sources;
}

/**
 * The directives of a policy, in order, for this build's settings, Google's hosts after each
 * directive's own (measuringSources): `scripts` are the script sources beside 'self'; `header`
 * adds what only a header can say or what the header alone needs (frame-src 'none' where nothing
 * may be framed, frame-ancestors, manifest-src, upgrade-insecure-requests).
 */
function directives(settings, scripts, header) {
  const { tileOrigin, geocoderOrigin, leadsOff, turnstile } = settings;
  const google = measuringSources(settings);
  const turnstiles = turnstile ? [TURNSTILE] : [];
  const directive = (name, ...sources) => [name, ...sources, ...google[name]].join(' ');
  const frames = [...turnstiles, ...google['frame-src']];
  return [
    "default-src 'self'",
    directive('script-src', "'self'", ...scripts, ...turnstiles),
    "style-src 'self' 'unsafe-inline'",
    directive('img-src', "'self'", 'data:', tileOrigin),
    "font-src 'self'",
    directive(
      'connect-src',
      "'self'",
      geocoderOrigin,
      ...(leadsOff ? [EMAILJS] : []),
      ...turnstiles,
    ),
    ...(frames.length ? [`frame-src ${frames.join(' ')}`] : header ? ["frame-src 'none'"] : []),
    ...(header ? ["frame-ancestors 'none'"] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    ...(header ? ["manifest-src 'self'", 'upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** The policy of a page's <meta>: its inline scripts by hash, and this build's origins. */
export function pageCsp(html, settings) {
  const hashes = new Set();
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /type="([^"]+)"/.exec(m[1])?.[1];
    if (type && type !== 'text/javascript' && type !== 'module') continue; // JSON-LD is data
    hashes.add(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return directives(settings, [...hashes], false);
}

/** The policy of the header every answer gets: inline scripts allowed (see above). */
export function headerCsp(settings) {
  return directives(settings, ["'unsafe-inline'"], true);
}

const POLICY_LINE = /^\s+Content-Security-Policy:/m;

/**
 * out/_headers: public/_headers (`text`) with the policy of this build (headerCsp) as the first
 * header of its `/*` rule. public/_headers must state none itself (its `! Content-Security-Policy`
 * lines, which detach the policy from a path, are not one), so that the policy is written here only.
 */
export function headersFile(text, settings) {
  if (POLICY_LINE.test(text))
    throw new Error('public/_headers states a Content-Security-Policy: scripts/csp.mjs writes it.');
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.trimEnd() === '/*');
  if (at === -1) throw new Error('public/_headers has no /* rule for the Content-Security-Policy.');
  lines.splice(at + 1, 0, `  Content-Security-Policy: ${headerCsp(settings)}`);
  return lines.join('\n');
}
