import {
  canonicalSectors,
  findPin,
  findSector,
  letterCount,
  normalizePlace,
  placeKey,
  wordRuns,
} from '@/lib/gazetteer/text';

describe('findSector', () => {
  test.each([
    ['Sector 137, Noida', 137, '', 'noida'],
    ['Sector-137 Noida', 137, '', 'noida'],
    ['sec 62 noida', 62, '', 'noida'],
    ['Sec62', 62, '', ''],
    ['sector no. 5', 5, '', ''],
    ['Sector 16B, Faridabad', 16, 'b', 'faridabad'],
    ['Sector 16 B Faridabad', 16, 'b', 'faridabad'],
    ['Vashi Sector 17', 17, '', 'vashi'],
    ['सेक्टर 62, नोएडा', 62, '', 'नोएडा'],
    ['सेक्टर १३७', 137, '', ''],
  ])('%p is sector %p%p, beside %p', (text, number, suffix, rest) => {
    expect(findSector(placeKey(text))).toMatchObject({ number, suffix, rest });
  });

  test('names the sector as the gazetteer writes it', () => {
    expect(findSector(placeKey('sec 16b'))?.name).toBe('Sector 16B');
    expect(findSector(placeKey('SECTOR 0137'))?.name).toBe('Sector 137');
  });

  test('reads any number, however absurd, for the range to judge', () => {
    expect(findSector(placeKey('Sector 1234567'))?.number).toBe(1234567);
  });

  test.each(['Sector', 'Sector Alpha', 'Secunderabad 12', 'Insect 5', '', '62'])(
    '%p names no sector',
    (text) => {
      expect(findSector(placeKey(text))).toBeUndefined();
    },
  );
});

test('canonicalSectors writes every sector one way', () => {
  expect(canonicalSectors('dwarka sec 6')).toBe('dwarka sector 6');
  expect(canonicalSectors('sector62 noida')).toBe('sector 62 noida');
  expect(canonicalSectors('sector no 5')).toBe('sector 5');
  expect(canonicalSectors('सेक्टर 18')).toBe('sector 18');
  expect(canonicalSectors('secunderabad')).toBe('secunderabad');
  expect(placeKey('Dwarka Sec-6')).toBe(placeKey('Dwarka Sector 6'));
});

test('normalizePlace reads Devanagari digits as digits', () => {
  expect(normalizePlace('सेक्टर १३७')).toBe('सेक्टर 137');
});

test('findPin finds six digits, spaced or not, and no longer number', () => {
  expect(findPin('Wakad 411057')).toBe('411057');
  expect(findPin('411 057')).toBe('411057');
  expect(findPin('PIN:560066.')).toBe('560066');
  expect(findPin('Sector 137')).toBeUndefined();
  expect(findPin('4110571')).toBeUndefined();
  expect(findPin('011057')).toBeUndefined();
});

test('letterCount counts letters of both scripts, not signs or digits', () => {
  expect(letterCount('Wak')).toBe(3);
  expect(letterCount('वाकड')).toBe(3); // व क ड; the vowel sign ा is a mark
  expect(letterCount('12 4')).toBe(0);
  expect(letterCount('')).toBe(0);
});

test('wordRuns: longest first, and the whole of a longer name first too', () => {
  expect(wordRuns('a b').map((r) => r.text)).toEqual(['a b', 'a', 'b']);
  const six = wordRuns('west of chord road ii stage');
  expect(six[0]).toEqual({ text: 'west of chord road ii stage', start: 0, end: 6 });
  expect(six[1]!.text.split(' ')).toHaveLength(5);
  expect(wordRuns('')).toEqual([]);
});
