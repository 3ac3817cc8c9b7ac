/**
 * @jest-environment node
 */
import { countText } from '@/lib/plural';
import { quoteText as en } from '@/content/quote-text';
import { quoteText as hi } from '@/content/hi/quote-text';

test('the suggestion count in each page’s language, with its plural', () => {
  expect(countText(1, en.suggestionCount)).toBe('1 suggestion');
  expect(countText(0, en.suggestionCount)).toBe('0 suggestions');
  expect(countText(8, en.suggestionCount)).toBe('8 suggestions');
  expect(countText(1, hi.suggestionCount)).toBe('1 सुझाव');
  expect(countText(8, hi.suggestionCount)).toBe('8 सुझाव');
});

test('a language’s own forms, and `other` for a form it does not list', () => {
  const ru = {
    locale: 'ru',
    one: '{count} вариант',
    few: '{count} варианта',
    other: '{count} вариантов',
  };
  expect([1, 3, 5, 21].map((n) => countText(n, ru))).toEqual([
    '1 вариант',
    '3 варианта',
    '5 вариантов',
    '21 вариант',
  ]);
  expect(countText(2, { locale: 'en-IN', other: '{count} items' })).toBe('2 items');
  expect(countText(1234567, { locale: 'en-IN', other: '{count}' })).toBe('12,34,567');
});
