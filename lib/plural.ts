/**
 * A count in words, with the plural form the page's language uses for it (`Intl.PluralRules`):
 * "1 suggestion", "3 suggestions", "3 सुझाव". Each language lists the forms it needs; `other` is
 * always there and stands in for any form not listed.
 */
import type { CountWords } from '@/content/types';
import { fillTemplate } from './template';

export type { CountWords } from '@/content/types';

export function countText(count: number, words: CountWords): string {
  const rule = new Intl.PluralRules(words.locale).select(count);
  return fillTemplate(words[rule] ?? words.other, {
    count: new Intl.NumberFormat(words.locale).format(count),
  });
}
