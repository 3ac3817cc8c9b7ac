import { dictionaries } from '@/lib/dictionaries';
import { LOCALES, DEFAULT_LOCALE, TRANSLATED_PATHS, isTranslated, localePath } from '@/lib/i18n';
import { cityName, placeName, servedLocalNames } from '@/lib/place-names';
import { cities } from '@/content/cities';

/**
 * Where a language's value differs from the default language's shape: a key missing or extra, a
 * list of another length, a function taking other arguments, an empty text where the default has
 * words. `own`: keys whose values are the language's own (names tables, parts of the day), whose
 * shape need not match.
 */
function shapeGaps(base: unknown, other: unknown, at: string, own: Set<string>): string[] {
  if (typeof base !== typeof other) return [`${at}: ${typeof base} here, ${typeof other} there`];
  if (Array.isArray(base)) {
    if (!Array.isArray(other)) return [`${at}: not a list`];
    if (base.length !== other.length) return [`${at}: ${base.length} items, ${other.length} there`];
    return base.flatMap((item, i) => shapeGaps(item, other[i], `${at}[${i}]`, own));
  }
  if (base && typeof base === 'object') {
    const b = base as Record<string, unknown>;
    const o = other as Record<string, unknown>;
    return [
      ...Object.keys(b)
        .filter((k) => !(k in o))
        .map((k) => `${at}.${k}: missing`),
      ...Object.keys(o)
        .filter((k) => !(k in b))
        .map((k) => `${at}.${k}: not in the default language`),
      ...Object.keys(b)
        .filter((k) => k in o && !own.has(k))
        .flatMap((k) => shapeGaps(b[k], o[k], `${at}.${k}`, own)),
    ];
  }
  if (typeof base === 'function' && typeof other === 'function' && base.length !== other.length)
    return [`${at}: takes ${base.length} arguments, ${(other as () => void).length} there`];
  // A piece of a sentence around a value ("in " before a city) may be empty where the language's
  // word order puts it on the value's other side.
  if (typeof base === 'string' && base.trim() && !/^\s|\s$/.test(base) && !String(other).trim())
    return [`${at}: empty`];
  return [];
}

/**
 * A language's own: its names of places, the parts of the day it names, and the links of its
 * menus, which lead to the pages it has (a page in the default language only is linked from the
 * other languages' menus where it helps, with the label saying so).
 */
const OWN = new Set([
  'places',
  'periods',
  'primaryNav',
  'mobileExtraNav',
  'footerServices',
  'footerQuickLinks',
  'legalLinks',
]);

describe('the language registry', () => {
  const base = dictionaries[DEFAULT_LOCALE];

  it.each(LOCALES)('%s has every text the default language has, of the same shape', (locale) => {
    expect(shapeGaps(base, dictionaries[locale], locale, OWN)).toEqual([]);
  });

  it.each(LOCALES)('%s titles and introduces every translated page', (locale) => {
    for (const path of TRANSLATED_PATHS) {
      const page = dictionaries[locale].pages[path];
      for (const field of ['title', 'description', 'h1', 'intro', 'crumb'] as const)
        expect(page[field].trim()).not.toBe('');
    }
  });

  it('finds the gaps it is there to find', () => {
    const broken = { ...base, layout: { ...base.layout, chat: '' }, home: { ...base.home } };
    delete (broken.home as Partial<typeof base.home>).steps;
    expect(shapeGaps(base, broken, 'x', OWN).sort()).toEqual([
      'x.home.steps: missing',
      'x.layout.chat: empty',
    ]);
    const fewer = { ...base, home: { ...base.home, heroSlides: base.home.heroSlides.slice(1) } };
    expect(shapeGaps(base, fewer, 'x', OWN)).toEqual([
      `x.home.heroSlides: ${base.home.heroSlides.length} items, ${base.home.heroSlides.length - 1} there`,
    ]);
  });

  it('puts each language but the default under its own prefix, and every page it translates', () => {
    for (const locale of LOCALES) {
      const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
      expect(localePath(locale, '/form')).toBe(`${prefix}/form`);
      expect(localePath(locale, '/')).toBe(prefix || '/');
      expect(localePath(locale, '/gallery')).toBe('/gallery');
    }
    expect(isTranslated('/gallery')).toBe(false);
  });

  it('names places from the language’s names table, else as the city list writes them', () => {
    const pune = cities.find((c) => c.name === 'Pune')!;
    expect(cityName('en', pune.name)).toBe('Pune');
    expect(cityName('hi', pune.name)).toBe('पुणे');
    expect(cityName('hi', 'Atlantis')).toBe('Atlantis');
    expect(placeName('hi', 'Maharashtra')).toBe('महाराष्ट्र');
    expect(servedLocalNames('en')).toBeUndefined();
    expect(servedLocalNames('hi')?.Mumbai).toEqual(expect.arrayContaining(['मुंबई', 'बंबई']));
  });
});
