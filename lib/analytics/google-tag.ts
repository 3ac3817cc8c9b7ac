/**
 * The Google tag (gtag.js), started only once the visitor has accepted measuring and stopped when
 * they withdraw (docs/analytics.md#consent). Loaded on demand by components/analytics/analytics.tsx,
 * so no page carries it until then, and a build that does not measure never has it at all.
 *
 * Consent Mode v2: the first commands set every kind of storage to denied, then grant what the
 * visitor accepted (analytics, and for Google Ads its cookie and the conversion's data); ad
 * personalisation stays denied, with Google signals, since the notice asks for no advertising
 * profile. Nothing is pushed before that, so nothing waits to be sent either.
 */
import type { AnalyticsConfig } from '@/lib/env';
import { LEAD_EVENT, type LeadEventDetail } from '@/lib/lead-event';
import { leadEvents, tapEvents, type GtagEvent } from './events';
import { reportedLocation, reportedReferrer } from './page-location';

export const GTAG_ORIGIN = 'https://www.googletagmanager.com';

type Gtag = (...args: unknown[]) => void;

interface TagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

export interface Measuring {
  /** Reports the page now on screen (after a navigation inside the site). */
  pageView(): void;
  /** Withdrawal: stops every report, tells the tag consent is denied, removes its cookies. */
  stop(): void;
}

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;

function granted(config: AnalyticsConfig) {
  const ads = config.ads ? 'granted' : 'denied';
  return {
    ...DENIED,
    analytics_storage: config.ga4Id ? 'granted' : 'denied',
    ad_storage: ads,
    ad_user_data: ads,
  };
}

/** gtag.js reads each command as an `arguments` object, as Google's own snippet pushes it. */
function makeGtag(w: TagWindow): Gtag {
  w.dataLayer = w.dataLayer ?? [];
  return function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js tells commands by their Arguments type
    w.dataLayer!.push(arguments);
  };
}

/** The ids the tag reports to; setting `ga-disable-<id>` makes gtag.js send nothing to it. */
function ids(config: AnalyticsConfig): string[] {
  return [config.ga4Id, config.ads?.id].filter((id): id is string => Boolean(id));
}

function setDisabled(config: AnalyticsConfig, disabled: boolean) {
  const w = window as unknown as Record<string, unknown>;
  for (const id of ids(config)) w[`ga-disable-${id}`] = disabled;
}

/** Google's cookies on this site (_ga, _ga_<id>, _gid, _gcl_*), removed on every domain they may be on. */
function removeCookies() {
  const names = document.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter((n) => /^(_ga|_ga_\w+|_gid|_gcl_\w+)$/.test(n));
  const parts = location.hostname.split('.');
  const domains = [
    '',
    ...parts.map((_, i) => parts.slice(i).join('.')).filter((d) => d.includes('.')),
  ];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}

let loaded = false;
let current: { config: AnalyticsConfig; gtag: Gtag; stop: () => void } | null = null;
let lastLocation = '';

/** Each event names the page it happened on as reported, whatever gtag.js reads off the address bar. */
function send(gtag: Gtag, events: GtagEvent[]) {
  for (const [command, name, params] of events) {
    gtag(command, name, { ...params, page_location: lastLocation });
  }
}

/**
 * Starts measuring: the consent commands, the tag's settings, this page's view, then gtag.js
 * itself. Leads sent and call or WhatsApp links tapped from now on are reported; none from before.
 */
export function startMeasuring(config: AnalyticsConfig): Measuring {
  current?.stop();
  const w = window as TagWindow;
  const gtag = makeGtag(w);
  setDisabled(config, false);
  // The page's address as reported (lib/analytics/page-location.ts), set before any report.
  lastLocation = reportedLocation(location.href);
  if (loaded) {
    gtag('consent', 'update', granted(config));
    gtag('set', { page_location: lastLocation });
  } else {
    gtag('consent', 'default', DENIED);
    gtag('consent', 'update', granted(config));
    gtag('js', new Date());
    gtag('set', {
      page_location: lastLocation,
      page_referrer: reportedReferrer(document.referrer, location.origin),
    });
    if (config.ga4Id) {
      gtag('config', config.ga4Id, {
        page_location: lastLocation,
        send_page_view: false,
        allow_google_signals: false,
        allow_ad_personalization_signals: false,
      });
    }
    if (config.ads) {
      gtag('config', config.ads.id, {
        page_location: lastLocation,
        send_page_view: false,
        allow_ad_personalization_signals: false,
      });
    }
    const script = document.createElement('script');
    script.async = true;
    script.src = `${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(ids(config)[0]!)}`;
    document.head.appendChild(script);
    loaded = true;
  }

  const pageView = () => {
    if (config.ga4Id) {
      send(gtag, [['event', 'page_view', { send_to: config.ga4Id, page_title: document.title }]]);
    }
  };
  const onLead = (e: Event) =>
    send(gtag, leadEvents((e as CustomEvent<LeadEventDetail>).detail, config));
  // One listener for every link of the page, in the capture phase: it hears the tap before the
  // link opens WhatsApp or the dialler, whichever component drew the link.
  const onClick = (e: MouseEvent) => {
    const link = (e.target as Element | null)?.closest?.('a[href]');
    if (link instanceof HTMLAnchorElement) send(gtag, tapEvents(link.href, config));
  };
  window.addEventListener(LEAD_EVENT, onLead);
  document.addEventListener('click', onClick, true);
  pageView();

  const stop = () => {
    window.removeEventListener(LEAD_EVENT, onLead);
    document.removeEventListener('click', onClick, true);
    if (current?.gtag === gtag) current = null;
  };
  current = { config, gtag, stop };

  return {
    pageView() {
      if (current?.gtag !== gtag) return;
      const next = reportedLocation(location.href);
      if (next === lastLocation) return;
      gtag('set', { page_location: next, page_referrer: lastLocation });
      lastLocation = next;
      pageView();
    },
    stop() {
      if (current?.gtag !== gtag) return;
      stop();
      gtag('consent', 'update', DENIED);
      setDisabled(config, true);
      removeCookies();
    },
  };
}
