import type { AnalyticsConfig } from '@/lib/env';
import { announceLead } from '@/lib/lead-event';

/**
 * The Google tag as lib/analytics/google-tag.ts drives it (docs/analytics.md#consent): the consent
 * commands first, the tag's script, then one report per lead and per tap on a call or chat link,
 * and nothing after withdrawal. gtag.js itself is not loaded here: what it would read is the
 * dataLayer, so that is what is checked.
 */
const BOTH: AnalyticsConfig = {
  ga4Id: 'G-TEST123456',
  ads: { id: 'AW-123456789', leadLabel: 'AbC-dE_f12', sendTo: 'AW-123456789/AbC-dE_f12' },
};

type Tagged = Window & { dataLayer?: IArguments[] } & Record<string, unknown>;
const w = window as unknown as Tagged;
/** The commands pushed so far, as arrays. */
const commands = () => (w.dataLayer ?? []).map((args) => Array.from(args));
const events = (name: string) => commands().filter((c) => c[0] === 'event' && c[1] === name);

/** Each test's started tags, stopped after it so that no listener outlives its test. */
const started: { stop(): void }[] = [];

/** A fresh copy of the module (it remembers whether the tag is loaded), whose starts are noted. */
async function load() {
  let mod!: typeof import('@/lib/analytics/google-tag');
  jest.isolateModules(() => {
    mod = jest.requireActual('@/lib/analytics/google-tag');
  });
  const start = mod.startMeasuring;
  return {
    startMeasuring: (config: AnalyticsConfig) => {
      const measuring = start(config);
      started.push(measuring);
      return measuring;
    },
  };
}

afterEach(() => {
  for (const m of started.splice(0)) m.stop();
});

beforeEach(() => {
  delete w.dataLayer;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState({}, '', '/form?from=Wakad&to=Mumbai&utm_source=google');
});

describe('the Google tag', () => {
  it('starts with every consent denied, then grants what was accepted, before any setting', async () => {
    const { startMeasuring } = await load();
    expect(w.dataLayer).toBeUndefined();
    startMeasuring(BOTH);
    const [first, second, third] = commands();
    expect(first).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ]);
    expect(second).toEqual([
      'consent',
      'update',
      {
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      },
    ]);
    expect(third?.[0]).toBe('js');
    // Each command is an Arguments object, as gtag.js reads them.
    expect(Object.prototype.toString.call(w.dataLayer![0])).toBe('[object Arguments]');
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123456');
    // No page view of its own from either config: the one below names the page without places.
    for (const c of commands().filter((c) => c[0] === 'config')) {
      expect(c[2]).toMatchObject({
        send_page_view: false,
        allow_ad_personalization_signals: false,
      });
    }
    expect(events('page_view')).toHaveLength(1);
    expect(events('page_view')[0]![2]).toMatchObject({
      send_to: 'G-TEST123456',
      page_location: 'http://localhost/form?utm_source=google',
    });
    expect(JSON.stringify(commands())).not.toMatch(/Wakad|Mumbai/);
  });

  it('reports each lead once to each destination, and each tap on a call or chat link', async () => {
    const { startMeasuring } = await load();
    startMeasuring(BOTH);
    announceLead({ ref: 'SE-7K4QMZ', kind: 'quote' });
    expect(events('generate_lead')).toEqual([
      [
        'event',
        'generate_lead',
        {
          send_to: 'G-TEST123456',
          transaction_id: 'SE-7K4QMZ',
          lead_id: 'SE-7K4QMZ',
          lead_kind: 'quote',
          page_location: 'http://localhost/form?utm_source=google',
        },
      ],
    ]);
    expect(events('conversion')).toHaveLength(1);
    expect(events('conversion')[0]![2]).toMatchObject({
      send_to: 'AW-123456789/AbC-dE_f12',
      transaction_id: 'SE-7K4QMZ',
    });

    document.body.innerHTML = `
      <a href="tel:+919876543210"><span>Call us</span></a>
      <a href="https://wa.me/919876543210?text=Pickup%3A%20Wakad" target="_blank">Chat</a>
      <a href="/about">About</a>`;
    const [call, chat, about] = document.querySelectorAll('a');
    const tap = (el: Element) =>
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // A tap on what is inside the link counts as on the link.
    tap(call!.querySelector('span')!);
    tap(chat!);
    tap(about!);
    expect(events('click_to_call').map((c) => c[2])).toEqual([
      expect.objectContaining({ link_url: 'tel:+919876543210' }),
    ]);
    expect(events('click_to_whatsapp').map((c) => c[2])).toEqual([
      expect.objectContaining({ link_url: 'https://wa.me/919876543210' }),
    ]);
    expect(JSON.stringify(commands())).not.toMatch(/Wakad/);
  });

  it('reports nothing more once withdrawn, and removes its cookies', async () => {
    const { startMeasuring } = await load();
    const measuring = startMeasuring(BOTH);
    document.cookie = '_ga=GA1.1.1.1; path=/';
    document.cookie = '_gcl_au=1.1.1; path=/';
    document.cookie = 'other=1; path=/';
    measuring.stop();
    const count = commands().length;
    expect(commands().at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ]);
    expect(w['ga-disable-G-TEST123456']).toBe(true);
    expect(w['ga-disable-AW-123456789']).toBe(true);
    expect(document.cookie).toBe('other=1');

    announceLead({ ref: 'SE-AFTER1', kind: 'quote' });
    document.body.innerHTML = '<a href="tel:+919876543210">Call</a>';
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    measuring.pageView();
    expect(commands()).toHaveLength(count);

    // Accepted again on the same page: the tag, already loaded, is not loaded twice.
    startMeasuring(BOTH);
    expect(w['ga-disable-G-TEST123456']).toBe(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    announceLead({ ref: 'SE-AGAIN1', kind: 'contact' });
    expect(events('generate_lead').map((c) => (c[2] as { lead_id: string }).lead_id)).toEqual([
      'SE-AGAIN1',
    ]);
  });

  it('reports a page moved to inside the site, without its places', async () => {
    const { startMeasuring } = await load();
    const measuring = startMeasuring(BOTH);
    window.history.pushState({}, '', '/packers-movers-in-pune?to=Delhi');
    measuring.pageView();
    expect(
      events('page_view').map((c) => (c[2] as { page_location: string }).page_location),
    ).toEqual([
      'http://localhost/form?utm_source=google',
      'http://localhost/packers-movers-in-pune',
    ]);
    expect(commands()).toContainEqual([
      'set',
      {
        page_location: 'http://localhost/packers-movers-in-pune',
        page_referrer: 'http://localhost/form?utm_source=google',
      },
    ]);
  });
});
