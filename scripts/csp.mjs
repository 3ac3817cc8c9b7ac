// The site's Content-Security-Policy for a build, in one place, for scripts/postbuild.mjs:
// - pageCsp: the <meta> every page carries, with the SHA-256 hash of each of its inline scripts;
// - headersFile: out/_headers, whose policy is public/_headers' with this build's origins.
// Both take the build's settings (cspSettings, from the environment the build ran with), so a
// unit test can read the policy of any configuration (tests/unit/csp.test.ts).
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

/** What the policy depends on, from the build's environment variables (lib/env.ts checks them). */
export function cspSettings(env) {
  return {
    tileOrigin: origin(env.NEXT_PUBLIC_TILE_URL, DEFAULT_TILE),
    geocoderOrigin: origin(env.NEXT_PUBLIC_GEOCODER_URL, DEFAULT_GEOCODER),
    leadsOff: (env.NEXT_PUBLIC_LEADS_API ?? '').trim().toLowerCase() === 'off',
    turnstile: Boolean((env.NEXT_PUBLIC_TURNSTILE_SITE_KEY ?? '').trim()),
  };
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
  return [
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
}

/**
 * out/_headers: public/_headers (`text`) with this build's tile and geocoder origins, EmailJS only
 * without the leads endpoint, Turnstile where configured.
 */
export function headersFile(text, settings) {
  const { tileOrigin, geocoderOrigin, leadsOff, turnstile } = settings;
  const connectExtra = [
    geocoderOrigin,
    ...(leadsOff ? [EMAILJS] : []),
    ...(turnstile ? [TURNSTILE] : []),
  ].join(' ');
  return text
    .replaceAll(`${DEFAULT_GEOCODER} ${EMAILJS}`, connectExtra)
    .replaceAll(
      "script-src 'self' 'unsafe-inline'",
      `script-src 'self' 'unsafe-inline'${turnstile ? ` ${TURNSTILE}` : ''}`,
    )
    .replaceAll("frame-src 'none'", turnstile ? `frame-src ${TURNSTILE}` : "frame-src 'none'")
    .replaceAll(DEFAULT_TILE, tileOrigin);
}
