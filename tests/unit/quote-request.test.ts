import { quoteText as en } from '@/content/quote-text';
import { quoteText as hi } from '@/content/hi/quote-text';
import { EMPTY_QUOTE, matchServiceableCity, type QuoteData } from '@/lib/quote';
import { faultMessage, summaryMessage } from '@/components/quote/form-messages';
import { judgePlace, type Judge, type PlaceLookup } from '@/lib/quote-places';
import { checkRequest, composeRequest } from '@/lib/quote-request';

/**
 * A lookup that knows Wakad as Pune's, Sector 62 on Noida's page, and, like the gazetteer, any text
 * that names a served city; Kathmandu it refuses.
 */
const lookup: PlaceLookup = {
  resolve: (text, context) => {
    const t = String(text).toLowerCase();
    if (t.includes('wakad')) return { city: 'Pune', place: 'Wakad', pin: '411057' };
    if (t === 'sector 62' && context?.city === 'Noida')
      return { city: 'Noida', place: 'Sector 62' };
    const city = matchServiceableCity(String(text));
    return city ? { city } : undefined;
  },
};
const offline: Judge = { lookup: null, lookupFailed: true };
const notYet: Judge = { lookup: null, lookupFailed: false };
const ready: Judge = { lookup, lookupFailed: false };

describe('judgePlace', () => {
  it('calls empty text empty, whatever it is', () => {
    for (const v of ['', '   ', null, undefined, 42])
      expect(judgePlace(v, ready)).toEqual({ kind: 'empty' });
  });

  it('takes a served city by its name without any data (the city-name rule)', () => {
    for (const j of [offline, notYet, ready])
      expect(judgePlace('Andheri, Mumbai', j)).toEqual({
        kind: 'served',
        match: { city: 'Mumbai' },
      });
  });

  it('waits for the gazetteer for a locality, and asks for the city when it cannot come', () => {
    expect(judgePlace('Wakad', notYet)).toEqual({ kind: 'pending' });
    expect(judgePlace('Wakad', offline)).toEqual({ kind: 'unchecked' });
    expect(judgePlace('Wakad', ready)).toMatchObject({ kind: 'served', match: { city: 'Pune' } });
  });

  it('refuses what the gazetteer does not know, only when it has its data', () => {
    expect(judgePlace('Kathmandu', ready)).toEqual({ kind: 'unserved' });
    expect(judgePlace('Kathmandu', { lookup, lookupFailed: true })).toEqual({ kind: 'unchecked' });
  });

  it('passes the page’s city to the lookup', () => {
    expect(judgePlace('Sector 62', { ...ready, context: { city: 'Noida' } })).toMatchObject({
      kind: 'served',
      match: { city: 'Noida' },
    });
    expect(judgePlace('Sector 62', ready)).toEqual({ kind: 'unserved' });
  });

  it('takes a served city in the page’s language', () => {
    const localNames = { Pune: ['पुणे'] };
    expect(judgePlace('पुणे', { ...offline, localNames })).toEqual({
      kind: 'served',
      match: { city: 'Pune' },
    });
  });
});

const now = new Date(2026, 10, 23, 12, 0);
const request: QuoteData = {
  ...EMPTY_QUOTE,
  from: 'Wakad',
  to: 'Chennai',
  phone: '098765 43210',
  time: '2026-12-23T10:30',
  service: 'Home Shifting',
  size: '2 BHK',
  message: 'Fridge & TV',
};

describe('checkRequest', () => {
  it('accepts a request with served places, a mobile number and a future date', () => {
    expect(checkRequest(request, ready, now)).toEqual({
      ok: true,
      from: { city: 'Pune', place: 'Wakad', pin: '411057' },
      to: { city: 'Chennai' },
      phone: '+91 98765 43210',
    });
  });

  it('names every fault and the first one in the form’s order', () => {
    const bad = { ...request, from: 'Kathmandu', phone: '12345', time: '2026-11-01T10:00' };
    expect(checkRequest(bad, ready, now)).toEqual({
      ok: false,
      faults: { from: 'unserved', phone: 'phone', time: 'past' },
      first: 'from',
    });
    expect(checkRequest({ ...request, time: '2025-01-01T10:00' }, ready, now)).toMatchObject({
      first: 'time',
    });
  });

  it('asks for a city name when the locality data could not be had', () => {
    expect(checkRequest(request, offline, now)).toEqual({
      ok: false,
      faults: { from: 'unchecked' },
      first: 'from',
    });
    expect(checkRequest({ ...request, from: 'Wakad, Pune' }, offline, now).ok).toBe(true);
  });

  it('refuses an empty place that got past the browser', () => {
    expect(checkRequest({ ...request, to: '' }, ready, now)).toMatchObject({
      ok: false,
      faults: { to: 'unchecked' },
    });
  });
});

describe('composeRequest', () => {
  const checked = checkRequest(request, ready, now);
  if (!checked.ok) throw new Error('fixture');
  const composed = composeRequest({
    data: request,
    checked,
    ref: 'SE-7K4QMZ',
    estimateLine: 'Estimate: ₹20,000 – ₹26,000 (2 BHK, about 1,180 km)',
    page: '/packers-movers-in-pune',
    whatsapp: '9876543210',
  });

  it('writes the six lines, then the reference, the estimate, the floors and the page', () => {
    expect(composed.text.split('\n')).toEqual([
      'Pickup: Wakad (Pune)',
      'Drop: Chennai',
      'Phone: +91 98765 43210',
      'Time: 23 Dec 2026, 10:30 am',
      'Service: Home Shifting',
      'Message: Fridge & TV',
      'Ref: SE-7K4QMZ',
      'Estimate: ₹20,000 – ₹26,000 (2 BHK, about 1,180 km)',
      'Floors: pickup not given; drop not given',
      'Page: /packers-movers-in-pune',
    ]);
  });

  it('links to the business’s WhatsApp with the same text', () => {
    const url = new URL(composed.chatLink);
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe(composed.text);
  });

  it('gives the e-mail copy the reference and the written-out fields', () => {
    expect(composed.email).toEqual({
      reference: 'SE-7K4QMZ',
      pickup: 'Wakad (Pune)',
      drop: 'Chennai',
      phone: '+91 98765 43210',
      time: '23 Dec 2026, 10:30 am',
      service: 'Home Shifting',
      size: '2 BHK',
      message: 'Fridge & TV',
      estimate: 'Estimate: ₹20,000 – ₹26,000 (2 BHK, about 1,180 km)',
      items: '',
      scopeLink: '',
      page: '/packers-movers-in-pune',
      source: '',
    });
  });

  it('adds where the visit came from after the page, one short line, and both touches to the e-mail', () => {
    const at = Date.now();
    const blank = { term: '', content: '', gclid: '', gbraid: '', wbraid: '', fbclid: '', at };
    const attribution = {
      first: {
        ...blank,
        source: 'bing.com',
        medium: 'organic',
        campaign: '',
        referrer: 'bing.com',
        landing: '/',
      },
      last: {
        ...blank,
        source: 'google',
        medium: 'cpc',
        campaign: 'pune-2bhk',
        gclid: 'Cj0K',
        referrer: '',
        landing: '/packers-movers-in-pune',
      },
    };
    const withSource = composeRequest({
      data: request,
      checked,
      ref: 'SE-7K4QMZ',
      page: '/form',
      attribution,
      whatsapp: '9876543210',
    });
    expect(withSource.text.split('\n').slice(-2)).toEqual([
      'Page: /form',
      'Src: google / cpc / pune-2bhk',
    ]);
    expect(withSource.email.source).toBe(
      'google / cpc / pune-2bhk, landed on /packers-movers-in-pune (first: bing.com / organic, landed on /)',
    );
    expect(composed.text).not.toContain('Src:');
  });

  it('adds an item list’s lines after the estimate, its whole list and scope to the e-mail', () => {
    const list = {
      lines: ['Items: Double bed ×2', 'Volume: about 120 cu ft', 'Vehicle: Small pickup'],
      email: 'Bedrooms:\n  Double bed: 2',
      scopeLink: 'https://example.com/scope#abc.12345678',
    };
    const withList = composeRequest({
      data: request,
      checked,
      ref: 'SE-7K4QMZ',
      estimateLine: 'Estimate: ₹9,000 – ₹10,000 (2 BHK, about 1,180 km)',
      list,
      page: '/form',
      whatsapp: '9876543210',
    });
    expect(withList.text.split('\n').slice(6)).toEqual([
      'Ref: SE-7K4QMZ',
      'Estimate: ₹9,000 – ₹10,000 (2 BHK, about 1,180 km)',
      ...list.lines,
      'Floors: pickup not given; drop not given',
      'Page: /form',
    ]);
    expect(withList.email).toMatchObject({ items: list.email, scopeLink: list.scopeLink });
  });

  it('adds the language line before the page, and no estimate line without one', () => {
    const lines = composeRequest({
      data: request,
      checked,
      ref: 'SE-7K4QMZ',
      languageLine: hi.languageLine,
      page: '/hi/form',
      whatsapp: '9876543210',
    }).text.split('\n');
    expect(lines.slice(-4)).toEqual([
      'Ref: SE-7K4QMZ',
      'Floors: pickup not given; drop not given',
      hi.languageLine,
      'Page: /hi/form',
    ]);
  });

  it('writes the floors and lifts as answered, and an unanswered one as not given, never the ground floor', () => {
    const lineOf = (data: QuoteData) =>
      composeRequest({ data, checked, ref: 'SE-7K4QMZ', page: '/form', whatsapp: '9876543210' })
        .text.split('\n')
        .filter((l) => l.startsWith('Floors:'));
    expect(
      lineOf({ ...request, pickupFloor: '3', pickupLift: 'no', dropFloor: '0', dropLift: '' }),
    ).toEqual(['Floors: pickup 3rd floor, no lift; drop ground floor']);
    expect(lineOf({ ...request, pickupFloor: '12', pickupLift: 'yes', dropFloor: '22' })).toEqual([
      'Floors: pickup 12th floor, lift; drop 22nd floor, lift not given',
    ]);
    expect(lineOf({ ...request, pickupLift: 'no', dropFloor: '1', dropLift: 'no' })).toEqual([
      'Floors: pickup not given; drop 1st floor, no lift',
    ]);
  });

  it('writes no floors for a car or an office, whatever was answered before the service changed', () => {
    for (const service of ['Vehicle Shifting', 'Office Shifting']) {
      const text = composeRequest({
        data: { ...request, service, size: '', pickupFloor: '4', pickupLift: 'no' },
        checked,
        ref: 'SE-7K4QMZ',
        page: '/form',
        whatsapp: '9876543210',
      }).text;
      expect(text).not.toContain('Floors:');
    }
  });
});

describe('faultMessage and summaryMessage', () => {
  it('use the fixed words for a place we do not serve, with the suffix in the summary only', () => {
    expect(faultMessage('to', 'unserved', ' Gotham ', en)).toBe(
      `Service is not available in "Gotham" for 'Moving To'.`,
    );
    expect(summaryMessage('from', 'unserved', 'Atlantis', en)).toBe(
      `Service is not available in "Atlantis" for 'Moving From'. Please enter a different location or select from map.`,
    );
  });

  it('ask for the city of a place that could not be checked, the page’s city as example', () => {
    expect(faultMessage('from', 'unchecked', 'Kothrud', en, 'Pune')).toBe(
      'We could not check "Kothrud" on this connection. Add its city after a comma, for example "Kothrud, Pune".',
    );
    expect(summaryMessage('to', 'unchecked', 'कोथरूड', hi, 'पुणे')).toBe(
      'नेटवर्क कमजोर होने से हम "कोथरूड" की जांच नहीं कर सके। कॉमा के बाद शहर का नाम भी लिखें, जैसे "कोथरूड, पुणे"।',
    );
  });

  it('give a fixed example on a page without a city, never a guess at the place’s city', () => {
    expect(faultMessage('to', 'unchecked', 'Andheri West', en)).toBe(
      'We could not check "Andheri West" on this connection. Add its city after a comma, for example "Wakad, Pune".',
    );
  });

  it('say what is wrong with a phone number or a date', () => {
    expect(faultMessage('phone', 'phone', '', en)).toBe(en.phoneMessage);
    expect(faultMessage('time', 'past', '', hi)).toBe(hi.timePast);
  });
});
