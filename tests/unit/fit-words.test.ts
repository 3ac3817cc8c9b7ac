import { fitWords, LONG_WORD } from '@/lib/fit-words';

describe('fitWords', () => {
  test('gives the longest word of a heading with a long word', () => {
    expect(fitWords('Packers and Movers in Thiruvananthapuram')).toEqual({ '--longest': 18 });
    expect(fitWords('Moving in Visakhapatnam: What to Plan For')).toEqual({ '--longest': 14 });
  });

  test('leaves ordinary headings alone', () => {
    expect(fitWords('Packers and Movers in Pune')).toBeUndefined();
    expect(fitWords('x'.repeat(LONG_WORD - 1))).toBeUndefined();
    expect(fitWords('')).toBeUndefined();
  });

  test('hyphens and slashes end a word, as they may end a line', () => {
    expect(fitWords('Pimpri-Chinchwad / Navi-Mumbai')).toBeUndefined();
    expect(fitWords('Pimpri–Chinchwadgaon')).toEqual({ '--longest': 13 });
  });

  test('counts characters, not UTF-16 units', () => {
    expect(fitWords('तिरुवनन्तपुरम्')).toEqual({ '--longest': [...'तिरुवनन्तपुरम्'].length });
  });
});
