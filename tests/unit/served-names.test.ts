/**
 * @jest-environment node
 */
import { PREFIXED_LOCALES } from '@/lib/i18n';
import { servedLocalNames } from '@/lib/place-names';
import { servedNamesIn } from '@/lib/served-names';

describe('the served names the browser gets (lib/served-names.ts)', () => {
  it.each(PREFIXED_LOCALES)('%s: the same as its dictionary’s places table gives', (locale) => {
    expect(servedNamesIn(locale)).toEqual(servedLocalNames(locale));
  });

  it('Hindi names Pune and takes its other spellings; English has none of its own', () => {
    expect(servedNamesIn('hi')?.Pune?.[0]).toBe('पुणे');
    expect(servedNamesIn('en')).toBeUndefined();
  });
});
