import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { decode, OUT } from './export';
import { allCities } from '../../lib/cities';
import { cityPagePath } from '../../lib/slug';
import { layoutText as hiLayout } from '../../content/hi/layout-text';

/**
 * Hindi pages as a Hindi reader gets them, read from the export (run `npm run build:e2e` first):
 * city pages with no English words in their text, every word spelt one way, and questions that
 * are questions.
 */

/** Every exported Hindi page. */
function hindiFiles(dir = path.join(OUT, 'hi')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return hindiFiles(file);
    return name.endsWith('.html') ? [file] : [];
  });
}

/** The text of a piece of HTML as read: scripts, styles and <noscript> out, tags as spaces. */
const textOf = (html: string) =>
  decode(
    html
      .replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' '),
  );

const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';

/** Acronyms Hindi readers use as they are (the rest of a Hindi page is in Devanagari). */
const KEPT = new Set(['BHK', 'RK', 'GST', 'UPI', 'WhatsApp', 'ID']);

/** क़ ख़ ग़ ज़ फ़ and य़, composed or with a separate nukta; ड़ and ढ़ are letters of their own. */
const NUKTA = /[\u0958-\u095B\u095E\u095F]|[कखगजफय]\u093C/g;
const withoutNukta = (word: string) =>
  word
    .normalize('NFD')
    .replace(/([कखगजफय])\u093C/g, '$1')
    .normalize('NFC');

const hindiCityPages = allCities.map((city) => ({
  city: city.name,
  html: readFileSync(path.join(OUT, 'hi', `${cityPagePath(city.name).slice(1)}.html`), 'utf8'),
}));

test('Hindi city pages have no Latin-script word in their main text beyond the acronyms readers use', () => {
  const found: string[] = [];
  for (const { city, html } of hindiCityPages) {
    const words = textOf(mainOf(html)).match(/[A-Za-z][A-Za-z'’.-]*/g) ?? [];
    const english = [...new Set(words)].filter((w) => !KEPT.has(w));
    if (english.length > 0) found.push(`${city}: ${english.join(', ')}`);
  }
  expect(found).toEqual([]);
});

test('every Hindi page spells each word one way: without the nukta, never in both forms', () => {
  const files = hindiFiles();
  expect(files.length).toBeGreaterThan(allCities.length);
  const forms = new Map<string, Set<string>>();
  const withNukta = new Map<string, string>();
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    const text = `${decode(title)} ${decode(description)} ${textOf(body)}`.normalize('NFC');
    for (const [word] of text.matchAll(/[\u0900-\u097F]+/g)) {
      const plain = withoutNukta(word);
      if (!forms.has(plain)) forms.set(plain, new Set());
      forms.get(plain)!.add(word);
      if (NUKTA.test(word)) withNukta.set(word, path.relative(OUT, file));
      NUKTA.lastIndex = 0;
    }
  }
  const both = [...forms].filter(([, set]) => set.size > 1).map(([, set]) => [...set].join(' / '));
  expect(both, 'a word written both with and without the nukta').toEqual([]);
  expect(
    [...withNukta].map(([word, file]) => `${word} (${file})`),
    'the rule is without it, as Dainik Bhaskar and Amar Ujala print',
  ).toEqual([]);
});

test('every Hindi page writes a word with ड़ or with ड, never both (docs/hindi-style.md#place-names)', () => {
  const forms = new Map<string, Set<string>>();
  for (const file of hindiFiles()) {
    const text = textOf(readFileSync(file, 'utf8')).normalize('NFC');
    for (const [word] of text.matchAll(
      /[\u0900-\u097F]*[\u0921\u0922\u095C\u095D][\u0900-\u097F]*/g,
    )) {
      const plain = word.normalize('NFD').replace(/([\u0921\u0922])\u093C/g, '$1');
      if (!forms.has(plain)) forms.set(plain, new Set());
      forms.get(plain)!.add(word);
    }
  }
  const both = [...forms.values()].filter((set) => set.size > 1).map((set) => [...set].join(' / '));
  expect(both).toEqual([]);
});

test('the nukta check tells the two forms of a word apart, and leaves ड़ and ढ़ alone', () => {
  expect(withoutNukta('ज़रूरी')).toBe('जरूरी');
  expect(withoutNukta('ज\u093Cरूरी')).toBe('जरूरी');
  expect(withoutNukta('फ़्त')).toBe('फ्त');
  expect(withoutNukta('सड़क')).toBe('सड़क');
  expect(withoutNukta('बढ़ना')).toBe('बढ़ना');
});

test('city FAQs, in both languages, ask whole questions', () => {
  const english = allCities.map((city) =>
    readFileSync(path.join(OUT, `${cityPagePath(city.name).slice(1)}.html`), 'utf8'),
  );
  const questions = (html: string) =>
    [...html.matchAll(/<details class="faq"><summary>([^<]*)<\/summary>/g)].map((m) =>
      decode(m[1]!),
    );
  for (const { city, html } of hindiCityPages) {
    const asked = questions(html);
    expect(asked.length, city).toBeGreaterThanOrEqual(3);
    // A Hindi question ends on its verb: है, हैं, करेगा, संभालेगी, देते…
    for (const q of asked) expect(q, city).toMatch(/(है|हैं|गा|गी|गे|ता|ती|ते)\?$/);
  }
  for (const [i, html] of english.entries()) {
    for (const q of questions(html)) {
      expect(q, allCities[i]!.name).toMatch(
        /^(Which|Who|What|How|Do|Does|Can|Is|Are) \S+( \S+){3,}\?$/,
      );
    }
  }
});

/** Slips a Hindi editor found, each a real mistake a reader notices, and what replaced them. */
const EDITOR_SLIPS = [
  'दिन में जल्दी', // सुबह जल्दी
  'अलीगढ़ अलीगढ़', // एएमयू के लिए मशहूर अलीगढ़
  'वोरैयूर', // उरैयूर
  'थामिराबरनी', // ताम्रपर्णी
  'शिबपुर', // शिवपुर
  'बिधाननगर', // विधाननगर
  'मुफ्त एस्टीमेट', // मुफ्त अनुमान
  'बिना लिफ्ट वाली मंजिलें', // सीढ़ियों से ढुलाई (लिफ्ट न हो तो)
  'दूर तक ढुलाई', // हाथ से ढुलाई (ट्रक दरवाजे तक न आ सके तो)
  'बंधक', // सामान रोककर मनमाने पैसे वसूलते हैं
  'बाकी सबसे बहुत कम', // बाकी कंपनियों से बहुत कम
  'हर चीज के बीच', // चीजों के बीच
  'की पिकअप', // के पिकअप
  'होने के लिए बहुत लंबा', // यह बहुत लंबा है
  'ठगी होती है', // कुछ लोग हमारे नाम से ठगी की कोशिश करते हैं
];

test('no Hindi page has a slip the editor listed', () => {
  // Whole words within one element: "प्रबंधक" is no "बंधक", a crumb and a heading no phrase.
  const slips = EDITOR_SLIPS.map(
    (slip) => [slip, new RegExp(`(?<![\\u0900-\\u097F])${slip}(?![\\u0900-\\u097F])`)] as const,
  );
  const found: string[] = [];
  for (const file of hindiFiles()) {
    const html = readFileSync(file, 'utf8').replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '');
    for (const element of decode(html).split(/<[^>]+>/)) {
      const text = element.replace(/\s+/g, ' ');
      for (const [slip, re] of slips)
        if (re.test(text)) found.push(`${slip} (${path.relative(OUT, file)})`);
    }
  }
  expect(found).toEqual([]);
});

test('no Hindi page names a link in English for a screen reader ("opens in a new tab")', () => {
  const english: string[] = [];
  for (const file of hindiFiles()) {
    const html = readFileSync(file, 'utf8');
    if (/aria-label="[^"]*opens in a new tab/i.test(html)) english.push(path.relative(OUT, file));
  }
  expect(english).toEqual([]);
  const home = readFileSync(path.join(OUT, 'hi.html'), 'utf8');
  expect(home).toContain(`aria-label="Facebook (${hiLayout.newTab})"`);
});
