import { shapeProblems } from './text-shape';
import * as enCharges from '@/content/charges-text';
import * as hiCharges from '@/content/hi/charges-text';
import * as enBeware from '@/content/beaware-text';
import * as hiBeware from '@/content/hi/beaware-text';
import { site } from '@/content/site';
import { DISTANCE_BANDS } from '@/content/pricing';
import { checkerAnswer, verifyContact } from '@/lib/verify';
import { distanceBandLabels } from '@/lib/rate-card';
import { placeholders } from '@/lib/template';

/**
 * Every function of a text module replaced by what it returns for sample arguments ("7", "8", …),
 * so the shape check also reads the sentences the functions build.
 */
function called(value: unknown): unknown {
  if (typeof value === 'function') {
    const fn = value as (...args: string[]) => unknown;
    return called(fn(...Array.from({ length: fn.length }, (_, i) => String(i + 7))));
  }
  if (Array.isArray(value)) return value.map(called);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, called(v)]));
  }
  return value;
}

/** Every function of a text module, by its path, with the texts it returns for sample arguments. */
function functions(value: unknown, at = ''): [string, string, string[]][] {
  if (typeof value === 'function') {
    const fn = value as (...args: string[]) => unknown;
    const args = Array.from({ length: fn.length }, (_, i) => `«${i + 7}»`);
    return [[at, JSON.stringify(fn(...args)), args]];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => functions(v, `${at}.${k}`));
  }
  return [];
}

describe('the Hindi rate card and fraud page', () => {
  it('have a Hindi text for every English one', () => {
    expect(shapeProblems(enCharges.chargesText, hiCharges.chargesText)).toEqual([]);
    expect(shapeProblems(enBeware.bewareText, hiBeware.bewareText)).toEqual([]);
  });

  it('build Hindi sentences with their functions, using every amount they are given', () => {
    expect(shapeProblems(called(enCharges.chargesText), called(hiCharges.chargesText))).toEqual([]);
    for (const text of [enCharges.chargesText, hiCharges.chargesText]) {
      for (const [at, out, args] of functions(text)) {
        for (const arg of args) expect(`${at}: ${out}`).toContain(arg);
      }
    }
  });

  it('end every Hindi sentence of the checker with a danda', () => {
    const { answers, advice } = hiBeware.bewareText.checker;
    const sentences = [
      ...Object.values(answers),
      ...advice.official,
      ...advice.notOfficial,
      advice.typeAddress,
      ...advice.badGstin,
    ];
    expect(sentences.filter((s) => !s.endsWith('।'))).toEqual([]);
  });

  it('give each answer of the checker the same placeholders in both languages', () => {
    const en = enBeware.bewareText.checker;
    const hi = hiBeware.bewareText.checker;
    const known = ['value', 'what', 'domain', 'count'];
    for (const key of Object.keys(en.answers) as (keyof typeof en.answers)[]) {
      expect([key, ...placeholders(hi.answers[key]).sort()]).toEqual([
        key,
        ...placeholders(en.answers[key]).sort(),
      ]);
      for (const p of placeholders(en.answers[key])) expect(known).toContain(p);
    }
    expect(placeholders(hi.advice.typeAddress)).toEqual(['domain']);
    expect(placeholders(en.advice.typeAddress)).toEqual(['domain']);
  });

  it('answer in Hindi for an official number, a look-alike website and an unknown value', () => {
    const say = (value: string) => checkerAnswer(verifyContact(value), hiBeware.bewareText.checker);
    expect(say('098765-43210')).toEqual({
      message: `098765-43210 ${site.brand} का आधिकारिक फोन नंबर है।`,
      advice: hiBeware.bewareText.checker.advice.official,
    });
    const lookalike = say('shift-ease.example/book');
    expect(lookalike.message).toBe(
      `shift-ease.example/book ${site.brand} की आधिकारिक वेबसाइट नहीं है। यह हमारे पते shiftease.example जैसी दिखती है, लेकिन यह दूसरी वेबसाइट है: नकली मूवर्स की यह आम चाल है।`,
    );
    expect(lookalike.advice[0]).toBe(
      'किसी लिंक से जाने के बजाय हमारा पता shiftease.example खुद टाइप करें।',
    );
    expect(lookalike.advice.join(' ')).toContain(site.phones.sales);
    expect(say('hello there').message).toBe(
      'हम hello there को फोन नंबर, वेबसाइट, ईमेल पता, UPI ID या GSTIN के रूप में नहीं पहचान पाए। आपने जो पेस्ट किया है, उसे जांचकर फिर से कोशिश करें।',
    );
    expect(say('x'.repeat(12_345)).message).toContain('(12,345 अक्षर)');
  });

  it('head the rate tables with the distance bands of content/pricing.ts', () => {
    expect(distanceBandLabels(enCharges.chargesText.bands)).toEqual(
      DISTANCE_BANDS.map((b) => b.label),
    );
    expect(distanceBandLabels(hiCharges.chargesText.bands)).toEqual([
      '100 किमी तक',
      '101–500 किमी',
      '501–1,000 किमी',
      '1,001–1,500 किमी',
      '1,501–2,000 किमी',
      '2,000 किमी से ज्यादा',
    ]);
  });

  it('have titles and descriptions a search engine shows whole, unlike the English ones', () => {
    for (const [en, hi] of [
      [enCharges.chargesText.page, hiCharges.chargesText.page],
      [enBeware.bewareText.page, hiBeware.bewareText.page],
    ] as const) {
      // The same bounds as tests/export/seo.test.ts, the title with the layout's " | <short name>".
      expect(`${hi.title} | ${site.shortName}`.length).toBeLessThanOrEqual(70);
      expect(hi.description.length).toBeGreaterThanOrEqual(50);
      expect(hi.description.length).toBeLessThanOrEqual(170);
      expect(hi.title).not.toBe(en.title);
    }
  });
});
