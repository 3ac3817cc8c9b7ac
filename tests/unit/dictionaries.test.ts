import { dictionaries, dictionary } from '@/lib/dictionaries';
import {
  LOCALES,
  DEFAULT_LOCALE,
  TRANSLATED_PATHS,
  isTranslated,
  localePath,
  type Locale,
} from '@/lib/i18n';
import { cityName, placeName } from '@/lib/place-names';
import { servedNamesFrom } from '@/lib/served-names';
import { cities } from '@/content/cities';
import { shapeGaps, type ShapeRules } from './text-shape';

/** Served cities' names in a language, by their English name, as its dictionary writes them. */
const servedLocalNames = (locale: Locale) => servedNamesFrom(dictionary(locale).places);

/**
 * A language's own: its names of places, the parts of the day it names (and those of Intl's it
 * writes otherwise, which a language may lack), and the links of its menus, which lead to the
 * pages it has (a page in the default language only is linked from the other languages' menus
 * where it helps, with the label saying so).
 */
const OWN = new Set([
  'places',
  'periods',
  'dayPeriods',
  'primaryNav',
  'mobileExtraNav',
  'footerServices',
  'footerQuickLinks',
  'legalLinks',
]);

/** A language against the default one: the same shape, no empty text; its own keys aside. */
const rulesFor = (locale: string): ShapeRules => ({ name: locale, skip: OWN });

describe('the language registry', () => {
  const base = dictionaries[DEFAULT_LOCALE];

  it.each(LOCALES)('%s has every text the default language has, of the same shape', (locale) => {
    expect(shapeGaps(base, dictionaries[locale], rulesFor(locale))).toEqual([]);
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
    expect(shapeGaps(base, broken, rulesFor('x')).sort()).toEqual([
      '.home.steps: no x',
      '.layout.chat: empty',
    ]);
    const fewer = { ...base, home: { ...base.home, heroSlides: base.home.heroSlides.slice(1) } };
    expect(shapeGaps(base, fewer, rulesFor('x'))).toEqual([
      `.home.heroSlides: ${base.home.heroSlides.length} items in English, ${base.home.heroSlides.length - 1} in x`,
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
