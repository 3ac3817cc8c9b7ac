import { fillTemplate, placeholders } from '@/lib/template';

describe('fillTemplate', () => {
  it('fills each placeholder, as often as it occurs', () => {
    expect(fillTemplate('{value} is not {what}.', { value: 'x.in', what: 'ours' })).toBe(
      'x.in is not ours.',
    );
    expect(fillTemplate('{a}{a} {b}', { a: 1, b: 0 })).toBe('11 0');
    expect(fillTemplate('{value} {what} नहीं है।', { value: '9876543210', what: 'नंबर' })).toBe(
      '9876543210 नंबर नहीं है।',
    );
  });

  it('inserts a value as it is, even one that looks like a pattern or a placeholder', () => {
    expect(fillTemplate('[{v}]', { v: "$& $' $` $1 $$" })).toBe("[$& $' $` $1 $$]");
    expect(fillTemplate('{v} and {w}', { v: '{w}', w: 'W' })).toBe('{w} and W');
  });

  it('leaves a placeholder without a value as written', () => {
    expect(fillTemplate('{value} is {wat}.', { value: 'x', what: 'y' })).toBe('x is {wat}.');
    expect(fillTemplate('{constructor} {toString} {__proto__}', {})).toBe(
      '{constructor} {toString} {__proto__}',
    );
    expect(fillTemplate('{} { value } {1} {-x}', { value: 'v', 1: 'one' })).toBe(
      '{} { value } {1} {-x}',
    );
  });

  it('gives an empty string for a template that is not a string', () => {
    expect(fillTemplate(undefined as unknown as string, { a: 'b' })).toBe('');
    expect(fillTemplate(42 as unknown as string, {})).toBe('');
    expect(fillTemplate('', { a: 'b' })).toBe('');
  });
});

describe('placeholders', () => {
  it("lists a template's placeholders once each, in order", () => {
    expect(placeholders('{value} is not {what}: {value}')).toEqual(['value', 'what']);
    expect(placeholders('no placeholders, {} or { x }')).toEqual([]);
  });
});
