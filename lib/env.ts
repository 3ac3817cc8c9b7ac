/**
 * The one place that reads environment variables (docs/product.md#environment-variables). Each
 * NEXT_PUBLIC_ variable is named literally so Next.js inlines it into the static export at build
 * time.
 */
import { DEFAULT_SITE_URL } from '@/content/site-url';

/**
 * The map's two services by default: the tile server the map picker draws from and the reverse
 * geocoder that names a dropped pin. The build's Content-Security-Policy allows the origin of each
 * service the pages use (scripts/csp.mjs, from `env` below).
 */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_GEOCODER_URL = 'https://nominatim.openstreetmap.org/reverse';

/** Where the e-mail copy of each quote request goes (lib/email.ts sendQuoteCopy). */
export interface QuoteEmailConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
}

/** The build's settings; what each variable does is docs/product.md#environment-variables. */
export interface Env {
  siteUrl: string;
  tileUrl: string;
  geocoderUrl: string;
  /** null when the e-mail service is not configured: forms then offer WhatsApp and mailto. */
  email: EmailConfig | null;
  /** null unless the key, the service id and the quote template id are all set. */
  quoteEmail: QuoteEmailConfig | null;
  /** false for `off` (scripts/service-worker.mjs then writes a sw.js that removes the worker). */
  serviceWorker: boolean;
  /** `/api/leads` (functions/api/leads.ts) by default; null for `off`, a host without functions. */
  leadsApi: string | null;
  /** The public half of the key that signs written scopes at the edge. */
  scopePublicKey: string | null;
  /** With one, each lead carries a Turnstile token; the edge checks it with its secret key. */
  turnstileSiteKey: string | null;
}

/**
 * Google's measuring tags, each optional (docs/analytics.md): with either, every page carries the
 * consent notice, and the Google tag loads only once the visitor accepts it.
 */
export interface AnalyticsConfig {
  /** The GA4 measurement id (NEXT_PUBLIC_GA4_ID, `G-` then letters and digits), or null. */
  ga4Id: string | null;
  /**
   * A Google Ads conversion for each lead, or null: the account's tag id
   * (NEXT_PUBLIC_GOOGLE_ADS_ID, `AW-` then digits), the conversion action's label
   * (NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL), and the two joined as the conversion names its
   * destination (`AW-123456789/AbC-dEf`).
   */
  ads: { id: string; leadLabel: string; sendTo: string } | null;
}

export type RawEnv = Partial<Record<string, string | undefined>>;

export const DEFAULT_LEADS_API = '/api/leads';

/** The variables of the contact and partner forms' e-mail, by EmailConfig field. */
const EMAILJS_VARIABLES = {
  publicKey: 'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  serviceId: 'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  contactTemplateId: 'NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID',
  partnerTemplateId: 'NEXT_PUBLIC_EMAILJS_PARTNER_TEMPLATE_ID',
} as const;

export type EmailConfig = Record<keyof typeof EMAILJS_VARIABLES, string>;

export class EnvError extends Error {
  override name = 'EnvError';
}

function clean(value: string | undefined): string {
  return (value ?? '').trim();
}

function httpUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EnvError(`${name} must be an absolute URL, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new EnvError(`${name} must start with https:// or http://, got "${value}".`);
  }
  return url;
}

/** Validates raw variables; throws EnvError with a message naming the variable at fault. */
export function parseEnv(raw: RawEnv): Env {
  const siteUrlRaw = clean(raw.NEXT_PUBLIC_SITE_URL) || DEFAULT_SITE_URL;
  const siteUrlParsed = httpUrl('NEXT_PUBLIC_SITE_URL', siteUrlRaw);
  if (siteUrlParsed.pathname !== '/' || siteUrlParsed.search || siteUrlParsed.hash) {
    throw new EnvError(
      `NEXT_PUBLIC_SITE_URL must be an origin only (like https://www.example.in), got "${siteUrlRaw}".`,
    );
  }
  const siteUrl = siteUrlParsed.origin;

  const tileUrl = clean(raw.NEXT_PUBLIC_TILE_URL) || DEFAULT_TILE_URL;
  httpUrl('NEXT_PUBLIC_TILE_URL', tileUrl.replace(/[{}]/g, ''));
  for (const part of ['{z}', '{x}', '{y}']) {
    if (!tileUrl.includes(part)) {
      throw new EnvError(`NEXT_PUBLIC_TILE_URL must contain ${part}, got "${tileUrl}".`);
    }
  }

  const geocoderUrl = clean(raw.NEXT_PUBLIC_GEOCODER_URL) || DEFAULT_GEOCODER_URL;
  httpUrl('NEXT_PUBLIC_GEOCODER_URL', geocoderUrl);

  const email = Object.fromEntries(
    Object.entries(EMAILJS_VARIABLES).map(([key, name]) => [key, clean(raw[name])]),
  ) as unknown as EmailConfig;
  const missing = Object.entries(EMAILJS_VARIABLES)
    .filter(([key]) => !email[key as keyof EmailConfig])
    .map(([, name]) => name);
  if (missing.length > 0 && missing.length < 4) {
    throw new EnvError(
      `E-mail sending is half configured: set all four EmailJS variables or none. Missing: ${missing.join(', ')}.`,
    );
  }

  // The quote copy is an extra on top of the WhatsApp link, so it has no all-or-none rule of its
  // own. parseEnv throws only for a value that is wrong in itself (a bad URL) or for a half-set
  // group that would ship forms unable to send; a quote template id without the public key and
  // service id is neither: it just means no copy is sent, exactly as when it is unset, and it must
  // not fail the build. (The key and service id themselves still follow the four-id rule above.)
  const quoteTemplateId = clean(raw.NEXT_PUBLIC_EMAILJS_QUOTE_TEMPLATE_ID);
  const quoteEmail =
    email.publicKey && email.serviceId && quoteTemplateId
      ? { publicKey: email.publicKey, serviceId: email.serviceId, templateId: quoteTemplateId }
      : null;

  const serviceWorker = clean(raw.NEXT_PUBLIC_SERVICE_WORKER).toLowerCase() || 'on';
  if (serviceWorker !== 'on' && serviceWorker !== 'off') {
    throw new EnvError(
      `NEXT_PUBLIC_SERVICE_WORKER must be "on" or "off", got "${raw.NEXT_PUBLIC_SERVICE_WORKER}".`,
    );
  }

  const leadsRaw = clean(raw.NEXT_PUBLIC_LEADS_API) || DEFAULT_LEADS_API;
  const leadsApi = leadsRaw.toLowerCase() === 'off' ? null : leadsRaw;
  if (leadsApi && !leadsApi.startsWith('/')) httpUrl('NEXT_PUBLIC_LEADS_API', leadsApi);

  return {
    siteUrl,
    tileUrl,
    geocoderUrl,
    email: missing.length === 0 ? email : null,
    quoteEmail,
    serviceWorker: serviceWorker === 'on',
    leadsApi,
    scopePublicKey: clean(raw.NEXT_PUBLIC_SCOPE_PUBLIC_KEY) || null,
    turnstileSiteKey: clean(raw.NEXT_PUBLIC_TURNSTILE_SITE_KEY) || null,
  };
}

const GA4_ID = /^G-[A-Z0-9]{4,16}$/;
const ADS_ID = /^AW-\d{6,14}$/;
const ADS_LABEL = /^[\w-]{4,64}$/;

/**
 * Google's measuring tags from NEXT_PUBLIC_GA4_ID, NEXT_PUBLIC_GOOGLE_ADS_ID and
 * NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL, or null when none is set; throws EnvError naming the variable
 * at fault. Apart from parseEnv so that a build that does not measure carries none of it (see
 * `analytics` below).
 */
export function parseAnalytics(raw: RawEnv): AnalyticsConfig | null {
  const ga4Id = clean(raw.NEXT_PUBLIC_GA4_ID).toUpperCase();
  const adsId = clean(raw.NEXT_PUBLIC_GOOGLE_ADS_ID).toUpperCase();
  const label = clean(raw.NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL);
  if (ga4Id && !GA4_ID.test(ga4Id)) {
    throw new EnvError(
      `NEXT_PUBLIC_GA4_ID must be a GA4 measurement id like G-AB12CD34EF (GA4: Admin > Data streams), got "${ga4Id}".`,
    );
  }
  if (adsId && !ADS_ID.test(adsId)) {
    throw new EnvError(
      `NEXT_PUBLIC_GOOGLE_ADS_ID must be a Google Ads tag id like AW-123456789, got "${adsId}".`,
    );
  }
  if (adsId && !label) {
    throw new EnvError(
      'NEXT_PUBLIC_GOOGLE_ADS_ID is set but NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL is not: set the label of the conversion action that counts a lead too, or neither.',
    );
  }
  if (label && !adsId) {
    throw new EnvError(
      'NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL is set but NEXT_PUBLIC_GOOGLE_ADS_ID is not: set the AW- id of the Google Ads account too, or neither.',
    );
  }
  if (label && !ADS_LABEL.test(label)) {
    throw new EnvError(
      `NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL must be the conversion label alone (letters, digits, - and _: the part after "AW-…/" in Google Ads' event snippet), got "${label}".`,
    );
  }
  if (!ga4Id && !adsId) return null;
  return {
    ga4Id: ga4Id || null,
    ads: adsId ? { id: adsId, leadLabel: label, sendTo: `${adsId}/${label}` } : null,
  };
}

// With the leads endpoint on, the forms never call EmailJS from the browser, so its ids must not
// ride in any page: they are read only when NEXT_PUBLIC_LEADS_API is `off`. next.config.ts always
// defines it (trimmed, `off` in lower case), so the build folds the test below to a constant and
// drops the ids from the bundle otherwise; a variable holding the test would not be folded.

export const env: Env = parseEnv({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_TILE_URL: process.env.NEXT_PUBLIC_TILE_URL,
  NEXT_PUBLIC_GEOCODER_URL: process.env.NEXT_PUBLIC_GEOCODER_URL,
  ...(process.env.NEXT_PUBLIC_LEADS_API === 'off' && {
    NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
    NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
    NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
    NEXT_PUBLIC_EMAILJS_PARTNER_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_PARTNER_TEMPLATE_ID,
    NEXT_PUBLIC_EMAILJS_QUOTE_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_QUOTE_TEMPLATE_ID,
  }),
  NEXT_PUBLIC_SERVICE_WORKER: process.env.NEXT_PUBLIC_SERVICE_WORKER,
  NEXT_PUBLIC_LEADS_API: process.env.NEXT_PUBLIC_LEADS_API,
  NEXT_PUBLIC_SCOPE_PUBLIC_KEY: process.env.NEXT_PUBLIC_SCOPE_PUBLIC_KEY,
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY,
});

/**
 * Whether pages register the service worker: in a production build unless it is switched off.
 * Never under `next dev`, where a worker would keep answering with files of an earlier build.
 */
export const registerServiceWorker = env.serviceWorker && process.env.NODE_ENV === 'production';

/**
 * Google's measuring tags for this build (docs/analytics.md), or null. The test is written on the
 * variables themselves, which next.config.ts always defines (trimmed, '' when unset), so that the
 * bundler folds it to a constant: where none is set, not even the checks of parseAnalytics ride in
 * a page that reads this file. Code that must vanish from such a build tests the variables the same
 * way; a test of a variable holding them would not be folded (see the EmailJS ids above).
 */
export const analytics: AnalyticsConfig | null =
  process.env.NEXT_PUBLIC_GA4_ID ||
  process.env.NEXT_PUBLIC_GOOGLE_ADS_ID ||
  process.env.NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL
    ? parseAnalytics({
        NEXT_PUBLIC_GA4_ID: process.env.NEXT_PUBLIC_GA4_ID,
        NEXT_PUBLIC_GOOGLE_ADS_ID: process.env.NEXT_PUBLIC_GOOGLE_ADS_ID,
        NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL: process.env.NEXT_PUBLIC_GOOGLE_ADS_LEAD_LABEL,
      })
    : null;
