/**
 * What the site tells Google, once the visitor has accepted measuring (docs/analytics.md#events):
 * each as a gtag command, built here so that the mapping is pure and tested. A lead is one
 * `generate_lead` for GA4 and one conversion for Google Ads, each carrying the lead's reference
 * as its transaction id, so that Google counts a lead sent twice once. A tap on a call or
 * WhatsApp link is one event for GA4, with the link without its query: a chat link's `text=`
 * holds the visitor's request, phone and places.
 */
import type { AnalyticsConfig } from '@/lib/env';
import type { LeadEventDetail } from '@/lib/lead-event';

export type GtagEvent = ['event', string, Record<string, string>];

/** The event names, as GA4 reports them (docs/analytics.md#events). */
export const EVENT_NAMES = {
  lead: 'generate_lead',
  call: 'click_to_call',
  whatsapp: 'click_to_whatsapp',
} as const;

export function leadEvents(lead: LeadEventDetail, config: AnalyticsConfig): GtagEvent[] {
  const events: GtagEvent[] = [];
  if (config.ga4Id) {
    events.push([
      'event',
      EVENT_NAMES.lead,
      {
        send_to: config.ga4Id,
        transaction_id: lead.ref,
        lead_id: lead.ref,
        lead_kind: lead.kind,
      },
    ]);
  }
  if (config.ads) {
    events.push(['event', 'conversion', { send_to: config.ads.sendTo, transaction_id: lead.ref }]);
  }
  return events;
}

const WHATSAPP_HOSTS = new Set(['wa.me', 'api.whatsapp.com']);

/** What a link is, for measuring: a call, a WhatsApp chat, or neither (null). */
export function tapKind(href: string): 'call' | 'whatsapp' | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol === 'tel:') return 'call';
  if (url.protocol === 'https:' && WHATSAPP_HOSTS.has(url.hostname)) return 'whatsapp';
  return null;
}

/** The event for a tap on a link, or none: GA4 only (Google Ads counts leads, not taps). */
export function tapEvents(href: string, config: AnalyticsConfig): GtagEvent[] {
  const kind = tapKind(href);
  if (!kind || !config.ga4Id) return [];
  const url = new URL(href);
  const link = kind === 'call' ? `tel:${url.pathname}` : `${url.origin}${url.pathname}`;
  return [['event', EVENT_NAMES[kind], { send_to: config.ga4Id, link_url: link }]];
}
