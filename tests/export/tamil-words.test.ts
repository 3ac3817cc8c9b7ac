import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { decode, OUT } from './export';
import { allCities } from '../../lib/cities';
import { cityPagePath } from '../../lib/slug';

/**
 * Tamil city pages as a Tamil reader gets them, read from the export (run `npm run build:e2e`
 * first): no word in Latin letters in their text (docs/tamil-style.md#latin-script-and-acronyms:
 * acronyms too are in Tamil script, ஜிஎஸ்டி, பிஹெச்கே), and questions that are questions.
 */

const tamilCityPages = allCities.map((city) => ({
  city: city.name,
  html: readFileSync(path.join(OUT, 'ta', `${cityPagePath(city.name).slice(1)}.html`), 'utf8'),
}));

/** The text of <main> as read: scripts, styles and <noscript> out, tags as spaces. */
const mainTextOf = (html: string) =>
  decode(
    (/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '')
      .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' '),
  );

test('Tamil city pages have no word in Latin letters in their main text', () => {
  const found: string[] = [];
  for (const { city, html } of tamilCityPages) {
    const words = [...new Set(mainTextOf(html).match(/[A-Za-z][A-Za-z'’.-]*/g) ?? [])];
    if (words.length > 0) found.push(`${city}: ${words.join(', ')}`);
  }
  expect(found).toEqual([]);
});

test('Tamil city pages are in Tamil: most of their letters are Tamil', () => {
  for (const { city, html } of tamilCityPages) {
    const letters = mainTextOf(html).match(/\p{L}/gu) ?? [];
    const tamil = letters.filter((l) => /[\u0B80-\u0BFF]/.test(l));
    expect(tamil.length / letters.length, city).toBeGreaterThan(0.97);
  }
});

test('Tamil city FAQs ask whole questions: a question word, or a verb with the question ending -ஆ', () => {
  for (const { city, html } of tamilCityPages) {
    const asked = [...html.matchAll(/<details class="faq"><summary>([^<]*)<\/summary>/g)].map((m) =>
      decode(m[1]!),
    );
    expect(asked.length, city).toBeGreaterThanOrEqual(3);
    for (const q of asked) {
      expect(q, city).toMatch(/\?$/);
      expect(q, city).toMatch(/யார்|எந்த|எவ்வளவு|என்ன|எப்போது|எங்கே|எப்படி|ா\?$/);
    }
  }
});
