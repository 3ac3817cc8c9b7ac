/**
 * @jest-environment node
 */
import { dictionary } from '@/lib/dictionaries';
import { PREFIXED_LOCALES, type Locale } from '@/lib/i18n';
import { servedNamesFrom, servedNamesIn } from '@/lib/served-names';

/** Served cities' names in a language, by their English name, as its dictionary writes them. */
const servedLocalNames = (locale: Locale) => servedNamesFrom(dictionary(locale).places);

describe('the served names the browser gets (lib/served-names.ts)', () => {
  it.each(PREFIXED_LOCALES)('%s: the same as its dictionary’s places table gives', (locale) => {
    expect(servedNamesIn(locale)).toEqual(servedLocalNames(locale));
  });

  it('Hindi names Pune and takes its other spellings; English has none of its own', () => {
    expect(servedNamesIn('hi')?.Pune?.[0]).toBe('पुणे');
    expect(servedNamesIn('en')).toBeUndefined();
  });
});
