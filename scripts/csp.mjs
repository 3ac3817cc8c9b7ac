// The site's Content-Security-Policy for a build, in one place, for scripts/postbuild.mjs:
// - pageCsp: the <meta> every page carries, with the SHA-256 hash of each of its inline scripts;
// - headersFile: out/_headers, whose policy is public/_headers' with this build's origins.
// Both take the build's settings (cspSettings, from the environment the build ran with), so a
// unit test can read the policy of any configuration (tests/unit/csp.test.ts). What a setting adds
// is written once and goes into both policies alike.
import { createHash } from 'node:crypto';

export const DEFAULT_TILE = 'https://tile.openstreetmap.org';
export const DEFAULT_GEOCODER = 'https://nominatim.openstreetmap.org';
// The browser talks to EmailJS only on a host without the leads endpoint (lib/env.ts); with it,
// the page may not reach EmailJS at all.
export const EMAILJS = 'https://api.emailjs.com';
// Cloudflare Turnstile's script and frame, only where the build has a site key (lib/env.ts).
export const TURNSTILE = 'https://challenges.cloudflare.com';

const origin = (url, fallback) => {
  try {
    return url ? new URL(url.replace(/[{}]/g, '')).origin : fallback;
  } catch {
    return fallback;
  }
};
const set = (value) => Boolean((value ?? '').trim());

/** What the policy depends on, from the build's environment variables (lib/env.ts checks them). */
export function cspSettings(env) {
  return {
    tileOrigin: origin(env.NEXT_PUBLIC_TILE_URL, DEFAULT_TILE),
    geocoderOrigin: origin(env.NEXT_PUBLIC_GEOCODER_URL, DEFAULT_GEOCODER),
    leadsOff: (env.NEXT_PUBLIC_LEADS_API ?? '').trim().toLowerCase() === 'off',
    turnstile: set(env.NEXT_PUBLIC_TURNSTILE_SITE_KEY),
    ga4: set(env.NEXT_PUBLIC_GA4_ID),
    googleAds: set(env.NEXT_PUBLIC_GOOGLE_ADS_ID),
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
  const add = (directive, ...hosts) => {
    for (const host of hosts) {
      if (!sources[directive].includes(host)) sources[directive].push(host);
    }
  };
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
  // A host a wildcard of the same directive already covers is not written twice.
  for (const directive of Object.keys(sources)) {
    const wild = sources[directive].filter((s) => s.startsWith('https://*.'));
    sources[directive] = sources[directive].filter(
      (s) =>
        s.startsWith('https://*.') || !wild.some((w) => s.endsWith(w.slice('https://*'.length))),
    );
  }
  return sources;
}

/**
 * `policy` with `sources` added to their directives: after the sources a directive has ('none'
 * gives way), or as a directive of its own before object-src where the policy has none. The
 * policy comes back unchanged, byte for byte, when there is nothing to add.
 */
export function withSources(policy, sources) {
  const extra = Object.entries(sources).filter(([, list]) => list.length);
  if (!extra.length) return policy;
  const directives = policy.split('; ').map((d) => d.split(' '));
  for (const [name, list] of extra) {
    const found = directives.find(([n]) => n === name);
    if (found) {
      const kept = found.slice(1).filter((s) => s !== "'none'" && !list.includes(s));
      found.splice(1, found.length - 1, ...kept, ...list);
    } else {
      const at = directives.findIndex(([n]) => n === 'object-src');
      directives.splice(at === -1 ? directives.length : at, 0, [name, ...list]);
    }
  }
  return directives.map((d) => d.join(' ')).join('; ');
}

/** The policy of a page's <meta>: its inline scripts by hash, and this build's origins. */
export function pageCsp(html, settings) {
  const { tileOrigin, geocoderOrigin, leadsOff, turnstile } = settings;
  const hashes = new Set();
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /type="([^"]+)"/.exec(m[1])?.[1];
    if (type && type !== 'text/javascript' && type !== 'module') continue; // JSON-LD is data
    hashes.add(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  const connectExtra = [
    geocoderOrigin,
    ...(leadsOff ? [EMAILJS] : []),
    ...(turnstile ? [TURNSTILE] : []),
  ].join(' ');
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, ...(turnstile ? [TURNSTILE] : [])].join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${tileOrigin}`,
    "font-src 'self'",
    `connect-src 'self' ${connectExtra}`,
    ...(turnstile ? [`frame-src ${TURNSTILE}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
  ].join('; ');
  return withSources(policy, measuringSources(settings));
}

/**
 * out/_headers: public/_headers (`text`) with this build's tile and geocoder origins, EmailJS only
 * without the leads endpoint, Turnstile and Google's tags where configured.
 */
export function headersFile(text, settings) {
  const { tileOrigin, geocoderOrigin, leadsOff, turnstile } = settings;
  const connectExtra = [
    geocoderOrigin,
    ...(leadsOff ? [EMAILJS] : []),
    ...(turnstile ? [TURNSTILE] : []),
  ].join(' ');
  const measuring = measuringSources(settings);
  return text
    .replaceAll(`${DEFAULT_GEOCODER} ${EMAILJS}`, connectExtra)
    .replaceAll(
      "script-src 'self' 'unsafe-inline'",
      `script-src 'self' 'unsafe-inline'${turnstile ? ` ${TURNSTILE}` : ''}`,
    )
    .replaceAll("frame-src 'none'", turnstile ? `frame-src ${TURNSTILE}` : "frame-src 'none'")
    .replaceAll(DEFAULT_TILE, tileOrigin)
    .replace(
      /^(\s+Content-Security-Policy: )(.+)$/gm,
      (_, name, policy) => `${name}${withSources(policy, measuring)}`,
    );
}
