import {
  alternatePaths,
  englishPath,
  isTranslated,
  localeOfPath,
  localePath,
  routePath,
} from '@/lib/i18n';
import { buildMetadata } from '@/lib/seo/metadata';
import { formatNumber, formatRupees } from '@/lib/format';
import { formatDateTime } from '@/lib/dates';
import { quoteText as enQuote } from '@/content/quote-text';
import { quoteText as hiQuote } from '@/content/hi/quote-text';
import { normalizePlace } from '@/lib/gazetteer/text';
import { matchLocalName } from '@/lib/quote';
import { placeForMessage } from '@/lib/quote-message';
import { cityName, stateName } from '@/lib/place-names';
import { dictionary } from '@/lib/dictionaries';
import type { Locale } from '@/lib/i18n';
import { servedNamesFrom } from '@/lib/served-names';

/** Served cities' names in a language, by their English name, as its dictionary writes them. */
const servedLocalNames = (locale: Locale) => servedNamesFrom(dictionary(locale).places);

describe('paths in two languages', () => {
  it('tells a Hindi path from an English one', () => {
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/form')).toBe('hi');
    expect(localeOfPath('/hindi-guide')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(englishPath('/hi')).toBe('/');
    expect(englishPath('/hi/packers-movers-in-pune')).toBe('/packers-movers-in-pune');
  });

  it('puts the translated pages, and only those, under /hi', () => {
    expect(localePath('hi', '/')).toBe('/hi');
    expect(localePath('hi', '/form')).toBe('/hi/form');
    expect(localePath('hi', '/packers-movers-in-navi-mumbai')).toBe(
      '/hi/packers-movers-in-navi-mumbai',
    );
    expect(localePath('hi', '/about')).toBe('/hi/about');
    expect(localePath('hi', '/gallery')).toBe('/gallery');
    expect(localePath('hi', '/beaware#checker')).toBe('/hi/beaware#checker');
    expect(localePath('en', '/hi/form')).toBe('/form');
    expect(isTranslated('/packers-movers-in-')).toBe(false);
    expect(isTranslated('/blog')).toBe(false);
  });

  it('pairs a page with its other languages, or with nothing', () => {
    expect(alternatePaths('/form')).toEqual({ en: '/form', hi: '/hi/form', ta: '/ta/form' });
    expect(alternatePaths('/hi')).toEqual({ en: '/', hi: '/hi', ta: '/ta' });
    expect(alternatePaths('/ta/packers-movers-in-pune')).toEqual({
      en: '/packers-movers-in-pune',
      hi: '/hi/packers-movers-in-pune',
      ta: '/ta/packers-movers-in-pune',
    });
    expect(alternatePaths('/gallery')).toBeUndefined();
  });

  it('reads the page’s own path from its route, group folders left out, 404 pages included', () => {
    expect(routePath(['(site)'])).toBe('/');
    expect(routePath(['(site)', 'form'])).toBe('/form');
    expect(routePath(['(site)', 'packers-movers-in-pune'])).toBe('/packers-movers-in-pune');
    expect(routePath(['hi'])).toBe('/hi');
    expect(routePath(['hi', 'packers-movers-in-pune'])).toBe('/hi/packers-movers-in-pune');
    expect(routePath([])).toBe('/');
    // A 404 page has no other language, at whatever address it is served.
    expect(alternatePaths(routePath(['hi', '404']))).toBeUndefined();
    expect(alternatePaths(routePath(['/_not-found']))).toBeUndefined();
  });

  it('writes hreflang alternates on every version, English as the default', () => {
    const all = [
      '/packers-movers-in-pune',
      '/hi/packers-movers-in-pune',
      '/ta/packers-movers-in-pune',
    ].map((path) => buildMetadata({ path, title: 't', description: 'd' }).alternates);
    for (const a of all) {
      expect(a?.languages).toEqual({
        'en-IN': expect.stringMatching(/\.example\/packers-movers-in-pune$/),
        'hi-IN': expect.stringMatching(/\.example\/hi\/packers-movers-in-pune$/),
        'ta-IN': expect.stringMatching(/\.example\/ta\/packers-movers-in-pune$/),
        'x-default': expect.stringMatching(/\.example\/packers-movers-in-pune$/),
      });
    }
    expect(all[1]?.canonical).toMatch(/\/hi\/packers-movers-in-pune$/);
    expect(all[2]?.canonical).toMatch(/\/ta\/packers-movers-in-pune$/);
    expect(
      buildMetadata({ path: '/gallery', title: 't', description: 'd' }).alternates?.languages,
    ).toBeUndefined();
  });
});

describe('Indian formats in Hindi', () => {
  const hi = hiQuote.when;
  const en = enQuote.when;

  it('writes a moving date with Hindi month names and the part of the day', () => {
    expect(formatDateTime('2026-12-05T10:30', hi)).toBe('5 दिसंबर 2026, सुबह 10:30 बजे');
    expect(formatDateTime('2026-02-01T14:05', hi)).toBe('1 फरवरी 2026, दोपहर 2:05 बजे');
    expect(formatDateTime('2026-10-31T18:00', hi)).toBe('31 अक्टूबर 2026, शाम 6:00 बजे');
    expect(formatDateTime('2026-06-15T00:15', hi)).toBe('15 जून 2026, रात 12:15 बजे');
    expect(formatDateTime('2026-06-15T22:00', hi)).toBe('15 जून 2026, रात 10:00 बजे');
  });

  it('writes it the English way on English pages', () => {
    expect(formatDateTime('2026-12-05T10:30', en)).toBe('5 Dec 2026, 10:30 am');
    expect(formatDateTime('2026-12-05T12:00', en)).toBe('5 Dec 2026, 12:00 pm');
    expect(formatDateTime('2026-12-05T00:45', en)).toBe('5 Dec 2026, 12:45 am');
  });

  it('writes nothing for what is not a date and time', () => {
    for (const bad of [
      '',
      '2026-12-05',
      '2026-13-05T10:30',
      '2026-12-32T10:30',
      '2026-12-05T24:00',
      'kal subah',
      null,
      42,
    ])
      expect(formatDateTime(bad, hi)).toBe('');
  });

  it('writes money and numbers with Indian grouping', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatNumber(1234567)).toBe('12,34,567');
  });
});

describe('Hindi names', () => {
  it('names cities and states in Devanagari, and keeps an unknown name', () => {
    expect(cityName('hi', 'Pune')).toBe('पुणे');
    expect(cityName('en', 'Pune')).toBe('Pune');
    expect(cityName('hi', 'Atlantis')).toBe('Atlantis');
    expect(stateName('hi', 'Uttar Pradesh')).toBe('उत्तर प्रदेश');
  });

  it('gives the form only served cities, with their other spellings', () => {
    const names = servedLocalNames('hi')!;
    expect(names.Bangalore).toEqual(expect.arrayContaining(['बेंगलुरु', 'बैंगलोर']));
    expect(names.Bangalore?.[0]).toBe('बेंगलुरु');
    expect(servedLocalNames('en')).toBeUndefined();
    expect(Object.keys(names).length).toBeGreaterThan(50);
  });

  it('matches a typed Hindi name by the containment rule, longest first, nukta or not', () => {
    const names = servedLocalNames('hi');
    expect(matchLocalName('पुणे', names)).toBe('Pune');
    expect(matchLocalName('  वाशी, नवी मुंबई ', names)).toBe('Navi Mumbai');
    expect(matchLocalName('फरीदाबाद', names)).toBe('Faridabad');
    expect(matchLocalName('गुड़गाँव', names)).toBe('Gurgaon');
    expect(matchLocalName('लेह', names)).toBeUndefined();
    expect(matchLocalName('', names)).toBeUndefined();
    expect(matchLocalName('पुणे', undefined)).toBeUndefined();
    expect(normalizePlace('फ़रीदाबाद')).toBe(normalizePlace('फरीदाबाद'));
    expect(matchLocalName('फ़रीदाबाद', names)).toBe('Faridabad');
  });

  it('tells the business the English name of a place typed in Hindi', () => {
    expect(placeForMessage(' पुणे ', { city: 'Pune' })).toBe('पुणे (Pune)');
    expect(placeForMessage('Pune', { city: 'Pune' })).toBe('Pune');
    expect(placeForMessage('கோவை', { city: 'Coimbatore' })).toBe('கோவை (Coimbatore)');
    expect(placeForMessage('Bengaluru', { city: 'Bangalore' })).toBe('Bengaluru');
  });
});
