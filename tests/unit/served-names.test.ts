/**
 * @jest-environment node
 */
import { placeNames as hi } from '@/content/hi/places';
import { placeNames as ta } from '@/content/ta/places';
import { en } from '@/content/dictionary';
import { servedNamesFrom } from '@/lib/served-names';
import { cities } from '@/content/cities';

const UNSERVED = cities.find((c) => 'serviceable' in c)!.name;

describe('the served names the browser gets (lib/served-names.ts)', () => {
  it('Hindi and Tamil name Pune and take its other spellings; an unserved city is not there', () => {
    expect(servedNamesFrom(hi)?.Pune?.[0]).toBe('पुणे');
    expect(servedNamesFrom(ta)?.Pune?.[0]).toBe(ta.cities.Pune);
    expect(servedNamesFrom(hi)?.Bangalore).toEqual(expect.arrayContaining(['बेंगलुरु', 'बैंगलोर']));
    expect(servedNamesFrom(ta)?.Coimbatore).toEqual(expect.arrayContaining(['கோவை']));
    expect(Object.keys(servedNamesFrom(hi) ?? {})).not.toContain(UNSERVED);
  });

  it('English writes no names of its own', () => {
    expect(servedNamesFrom(en.places)).toBeUndefined();
  });
});
