/**
 * Where a visit came from: the script every page runs first (scripts/attribution.mjs), which keeps
 * first and last touch in the tab's storage, and lib/attribution.ts, which reads and words them.
 */
import { ATTRIBUTION_SCRIPT, captureSource } from '../../scripts/attribution.mjs';
import {
  ATTRIBUTION_KEY,
  clickIdOf,
  parseAttribution,
  readAttribution,
  readTouch,
  sourceLine,
  sourceText,
  type Attribution,
} from '@/lib/attribution';

const HOST = 'www.shiftease.example';
const T0 = Date.now();

/** A tab's storage. */
function tab() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    kept: () => parseAttribution(items.get(ATTRIBUTION_KEY) ?? null),
  };
}

/** One page load in the tab: its query, referrer and path. */
function visit(
  storage: ReturnType<typeof tab>,
  search: string,
  referrer = '',
  path = '/',
  at = T0,
) {
  captureSource(ATTRIBUTION_KEY, HOST, search, referrer, path, at, storage);
  return storage.kept();
}

describe('the capture script', () => {
  it('keeps a campaign of the landing page, its path but never its query', () => {
    const kept = visit(
      tab(),
      '?utm_source=google&utm_medium=cpc&utm_campaign=pune-2bhk&utm_term=packers+pune&gclid=Cj0KCQ',
      'https://www.google.com/',
      '/packers-movers-in-pune',
    );
    expect(kept?.last).toMatchObject({
      source: 'google',
      medium: 'cpc',
      campaign: 'pune-2bhk',
      term: 'packers pune',
      gclid: 'Cj0KCQ',
      referrer: 'google.com',
      landing: '/packers-movers-in-pune',
      at: T0,
    });
    expect(kept?.first).toEqual(kept?.last);
  });

  it('names an ad click without utm tags by its click id', () => {
    expect(visit(tab(), '?gclid=abc')?.last).toMatchObject({ source: 'google', medium: 'cpc' });
    expect(visit(tab(), '?wbraid=w1')?.last).toMatchObject({ source: 'google', wbraid: 'w1' });
    expect(visit(tab(), '?fbclid=f1')?.last).toMatchObject({
      source: 'facebook',
      medium: 'social',
    });
  });

  it('names a search engine organic and any other site a referral; our own site is direct', () => {
    expect(visit(tab(), '', 'https://www.google.co.in/search?q=x')?.last).toMatchObject({
      source: 'google.co.in',
      medium: 'organic',
      referrer: 'google.co.in',
    });
    expect(visit(tab(), '', 'https://duckduckgo.com/')?.last.medium).toBe('organic');
    expect(visit(tab(), '', 'https://www.justdial.com/Pune/x')?.last).toMatchObject({
      source: 'justdial.com',
      medium: 'referral',
    });
    expect(visit(tab(), '', 'https://shiftease.example/about')?.last).toMatchObject({
      source: '(direct)',
      medium: '(none)',
      referrer: '',
    });
    expect(visit(tab(), '', 'not a url')?.last.source).toBe('(direct)');
  });

  it('keeps the first touch, and lets a later campaign, not a direct page, be the last', () => {
    const storage = tab();
    visit(storage, '', 'https://www.bing.com/', '/', T0);
    visit(storage, '', '', '/about', T0 + 1000);
    expect(storage.kept()?.last).toMatchObject({ source: 'bing.com', medium: 'organic' });
    visit(storage, '?utm_source=newsletter&utm_medium=email', '', '/form', T0 + 2000);
    visit(storage, '', `https://${HOST}/form`, '/scope', T0 + 3000);
    expect(storage.kept()).toMatchObject({
      first: { source: 'bing.com', landing: '/', at: T0 },
      last: { source: 'newsletter', medium: 'email', landing: '/form', at: T0 + 2000 },
    });
  });

  it('cuts a long value, and survives storage that refuses or holds something else', () => {
    const long = visit(tab(), `?utm_campaign=${'x'.repeat(400)}&utm_source=a`);
    expect(long?.last.campaign).toHaveLength(300);
    const refusing = {
      getItem: () => 'not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() =>
      captureSource(ATTRIBUTION_KEY, HOST, '?utm_source=a', '', '/', T0, refusing),
    ).not.toThrow();
  });

  it('runs as the page runs it, on the page’s own address and storage', () => {
    window.history.replaceState(
      null,
      '',
      '/packers-movers-in-pune?utm_source=google&utm_medium=cpc',
    );
    window.sessionStorage.clear();
    new Function(ATTRIBUTION_SCRIPT)();
    expect(readAttribution()?.last).toMatchObject({
      source: 'google',
      medium: 'cpc',
      landing: '/packers-movers-in-pune',
    });
    expect(ATTRIBUTION_SCRIPT).toContain(`'${ATTRIBUTION_KEY}'`);
  });
});

const touch = (over: Partial<Attribution['last']> = {}): Attribution['last'] => ({
  source: 'google',
  medium: 'cpc',
  campaign: 'pune-2bhk',
  term: '',
  content: '',
  gclid: '',
  gbraid: '',
  wbraid: '',
  fbclid: '',
  referrer: '',
  landing: '/packers-movers-in-pune',
  at: T0,
  ...over,
});

describe('reading and wording touches', () => {
  it('takes only well-formed touches', () => {
    expect(readTouch({ source: 'google', at: T0 })).toMatchObject({ source: 'google', medium: '' });
    for (const bad of [
      null,
      [],
      { source: '', at: T0 },
      { source: 'a', at: -1 },
      { source: 'a', at: 'now' },
      { source: 'a\nb', at: T0 },
      { source: 'a', medium: 5, at: T0 },
      { source: 'a'.repeat(301), at: T0 },
    ])
      expect([bad, readTouch(bad)]).toEqual([bad, null]);
    expect(parseAttribution('{"first":{"source":"a","at":1}}')).toBeNull();
    expect(parseAttribution('nonsense')).toBeNull();
  });

  it('words the last touch for the chat and both for the e-mail', () => {
    const same = { first: touch(), last: touch() };
    expect(sourceLine(same)).toBe('Src: google / cpc / pune-2bhk');
    expect(sourceText(same)).toBe('google / cpc / pune-2bhk, landed on /packers-movers-in-pune');
    const two = {
      first: touch({ source: 'bing.com', medium: 'organic', campaign: '', landing: '/' }),
      last: touch(),
    };
    expect(sourceText(two)).toBe(
      'google / cpc / pune-2bhk, landed on /packers-movers-in-pune (first: bing.com / organic, landed on /)',
    );
    expect(sourceLine({ first: touch(), last: touch({ campaign: '' }) })).toBe('Src: google / cpc');
  });

  it('reports a booking against Google’s click id, whichever kind it is', () => {
    expect(clickIdOf(touch({ gclid: 'g1' }))).toEqual({ kind: 'gclid', id: 'g1' });
    expect(clickIdOf(touch({ gbraid: 'b1' }))).toEqual({ kind: 'gbraid', id: 'b1' });
    expect(clickIdOf(touch({ fbclid: 'f1' }))).toBeNull();
  });
});
