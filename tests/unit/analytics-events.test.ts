import { EVENT_NAMES, leadEvents, tapEvents, tapKind } from '@/lib/analytics/events';
import { reportedLocation, reportedReferrer } from '@/lib/analytics/page-location';
import type { AnalyticsConfig } from '@/lib/env';

/** What is told to Google once a visitor accepts (docs/analytics.md#events). */
const GA4: AnalyticsConfig = { ga4Id: 'G-TEST123456', ads: null };
const ADS: AnalyticsConfig = {
  ga4Id: null,
  ads: { id: 'AW-123456789', leadLabel: 'AbC-dE_f12', sendTo: 'AW-123456789/AbC-dE_f12' },
};
const BOTH: AnalyticsConfig = { ga4Id: GA4.ga4Id, ads: ADS.ads };

describe('a lead (the se:lead event) as Google is told', () => {
  it('is one generate_lead for GA4, with the reference as its transaction and lead id, and the kind', () => {
    expect(leadEvents({ ref: 'SE-7K4QMZ', kind: 'quote' }, GA4)).toEqual([
      [
        'event',
        'generate_lead',
        {
          send_to: 'G-TEST123456',
          transaction_id: 'SE-7K4QMZ',
          lead_id: 'SE-7K4QMZ',
          lead_kind: 'quote',
        },
      ],
    ]);
  });

  it('is one conversion for Google Ads, sent to the account and label, with the reference', () => {
    expect(leadEvents({ ref: 'SE-ABCDEF', kind: 'contact' }, ADS)).toEqual([
      ['event', 'conversion', { send_to: 'AW-123456789/AbC-dE_f12', transaction_id: 'SE-ABCDEF' }],
    ]);
  });

  it('is both where both are configured, each to its own destination', () => {
    const events = leadEvents({ ref: 'SE-PARTNR', kind: 'partner' }, BOTH);
    expect(events.map(([, name, p]) => [name, p.send_to, p.transaction_id])).toEqual([
      ['generate_lead', 'G-TEST123456', 'SE-PARTNR'],
      ['conversion', 'AW-123456789/AbC-dE_f12', 'SE-PARTNR'],
    ]);
    expect(events[0]![2].lead_kind).toBe('partner');
  });
});

describe('a tap on a link as Google is told', () => {
  it.each([
    ['tel:+919876543210', 'call'],
    ['https://wa.me/919876543210?text=Hello', 'whatsapp'],
    ['https://api.whatsapp.com/send?phone=919876543210', 'whatsapp'],
    ['mailto:care@shiftease.example', null],
    ['https://www.shiftease.example/form', null],
    ['https://wa.me.example.com/91', null],
    ['http://wa.me/91', null],
    ['not a link', null],
  ])('%s is %p', (href, kind) => {
    expect(tapKind(href)).toBe(kind);
  });

  it('a call is click_to_call, with the number called', () => {
    expect(tapEvents('tel:+919876543210', GA4)).toEqual([
      ['event', EVENT_NAMES.call, { send_to: 'G-TEST123456', link_url: 'tel:+919876543210' }],
    ]);
    expect(EVENT_NAMES.call).toBe('click_to_call');
  });

  it('a chat is click_to_whatsapp, without the query that holds the request', () => {
    const href = 'https://wa.me/919876543210?text=Pickup%3A%20Pune%0APhone%3A%2091234%2056789';
    expect(tapEvents(href, GA4)).toEqual([
      [
        'event',
        'click_to_whatsapp',
        { send_to: 'G-TEST123456', link_url: 'https://wa.me/919876543210' },
      ],
    ]);
    expect(JSON.stringify(tapEvents(href, BOTH))).not.toMatch(/Pune|91234/);
  });

  it('is nothing for another link, or where only Google Ads is configured', () => {
    expect(tapEvents('https://www.shiftease.example/about', GA4)).toEqual([]);
    expect(tapEvents('tel:+919876543210', ADS)).toEqual([]);
  });
});

describe('the page address Google is told', () => {
  it('keeps the path and the campaign, and drops places, the scope and the fragment', () => {
    expect(
      reportedLocation(
        'https://www.shiftease.example/form?from=Wakad%2C+Pune&to=Mumbai&utm_source=google&utm_campaign=pune&gclid=abc#quote-from',
      ),
    ).toBe('https://www.shiftease.example/form?utm_source=google&utm_campaign=pune&gclid=abc');
    expect(reportedLocation('https://www.shiftease.example/scope?d=eyJwaG9uZSI6Ijk4NzY1In0')).toBe(
      'https://www.shiftease.example/scope',
    );
    expect(reportedLocation('https://www.shiftease.example/hi?wbraid=x&gbraid=y')).toBe(
      'https://www.shiftease.example/hi?wbraid=x&gbraid=y',
    );
    expect(reportedLocation('javascript:alert(1)')).toBe('');
  });

  it('names another site by its origin only, and one of our pages as its address is reported', () => {
    const own = 'https://www.shiftease.example';
    expect(reportedReferrer('https://www.google.com/search?q=packers+pune', own)).toBe(
      'https://www.google.com/',
    );
    expect(reportedReferrer(`${own}/form?from=Pune`, own)).toBe(`${own}/form`);
    expect(reportedReferrer('', own)).toBe('');
  });
});
