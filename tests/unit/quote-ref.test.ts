import { isQuoteRef, makeQuoteRef } from '@/lib/quote-ref';

describe('makeQuoteRef', () => {
  it('writes six characters of Crockford base 32 after SE-', () => {
    expect(makeQuoteRef(new Uint8Array([0, 1, 10, 31, 32, 255]))).toBe('SE-01AZ0Z');
  });

  it('never uses the letters read wrongly on the phone (I, L, O, U)', () => {
    for (let b = 0; b < 256; b++) {
      expect(makeQuoteRef(new Uint8Array(6).fill(b))).toMatch(/^SE-[0-9A-HJKMNP-TV-Z]{6}$/);
    }
  });

  it('differs from one request to the next', () => {
    const refs = new Set(Array.from({ length: 200 }, () => makeQuoteRef()));
    expect(refs.size).toBe(200);
    for (const ref of refs) expect(isQuoteRef(ref)).toBe(true);
  });

  it('refuses too few random bytes', () => {
    expect(() => makeQuoteRef(new Uint8Array(3))).toThrow(RangeError);
  });
});

describe('isQuoteRef', () => {
  it.each([
    null,
    undefined,
    42,
    '',
    'SE-',
    'SE-ABCDE',
    'SE-ABCDEFG',
    'SE-ABCDEI',
    'se-abcdef',
    '<b>',
  ])('refuses %p', (value) => {
    expect(isQuoteRef(value)).toBe(false);
  });
});
