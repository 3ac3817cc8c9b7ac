import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { quoteText as en, type QuoteText } from '@/content/quote-text';
import { quoteText as hi } from '@/content/hi/quote-text';
import { HOME_SIZES, OFFICE_SIZES, VEHICLES } from '@/content/sizes';
import { SERVICES } from '@/lib/quote';
import { estimateMove, type NoEstimateReason } from '@/lib/estimate';
import { fillTemplate } from '@/lib/template';
import { shapeProblems } from './text-shape';

/** The quote form's messages (docs/product.md#quote-form-messages), by their key in QuoteText. */
const SPEC_MESSAGES = [
  'fromNotServiceable',
  'toNotServiceable',
  'locationSuffix',
  'submitBlocked',
  'map.notServiceable',
  'map.geocodeFailed',
  'phoneMessage',
  'placeUnchecked',
  'timePast',
] as const;

function get(t: QuoteText, key: (typeof SPEC_MESSAGES)[number]): string {
  return key.startsWith('map.')
    ? t.map[key.slice(4) as 'notServiceable' | 'geocodeFailed']
    : t[key as 'phoneMessage' | 'placeUnchecked' | 'timePast'];
}

describe('the quote form’s words', () => {
  it('match the fixed messages word for word in English', () => {
    expect(fillTemplate(en.fromNotServiceable, { from: 'Atlantis' })).toBe(
      `Service is not available in "Atlantis" for 'Moving From'.`,
    );
    expect(fillTemplate(en.toNotServiceable, { to: 'Atlantis' })).toBe(
      `Service is not available in "Atlantis" for 'Moving To'.`,
    );
    expect(en.locationSuffix).toBe('Please enter a different location or select from map.');
    expect(en.submitBlocked).toBe(
      "Please ensure both 'Moving From' and 'Moving To' locations are in our service areas before submitting.",
    );
    expect(fillTemplate(en.map.notServiceable, { city: 'Leh' })).toBe(
      'Currently, service is not available in Leh. Please select a different location.',
    );
    expect(en.map.geocodeFailed).toBe(
      'Could not determine location from map. Please try again or type manually.',
    );
    expect(en.phoneMessage).toMatch(/10-digit.*6, 7, 8 or 9/);
  });

  it('have a Hindi text for every English one, in Devanagari', () => {
    expect(shapeProblems(en, hi)).toEqual([]);
  });

  it('keep what the visitor typed in the Hindi messages', () => {
    expect(fillTemplate(hi.fromNotServiceable, { from: 'Atlantis' })).toMatch(
      /^"Atlantis" से .*सेवा नहीं/,
    );
    expect(fillTemplate(hi.toNotServiceable, { to: 'लेह' })).toMatch(/^"लेह" तक .*सेवा नहीं/);
    expect(fillTemplate(hi.map.notServiceable, { city: 'Leh' })).toContain('Leh');
    for (const key of SPEC_MESSAGES) expect(get(hi, key)).not.toBe(get(en, key));
  });

  it('name every service and size option in both languages', () => {
    for (const t of [en, hi]) {
      for (const s of SERVICES) expect(t.services[s]).toBeTruthy();
      for (const s of [...HOME_SIZES, ...OFFICE_SIZES, ...VEHICLES])
        expect(t.sizes[s]).toBeTruthy();
    }
    expect(hi.sizes['4 BHK & above']).toMatch(/[\u0900-\u097F]/);
  });

  it('say why there is no estimate, for every reason the estimator gives', () => {
    const reasons = new Set<NoEstimateReason>();
    for (const input of [
      { from: 'Atlantis', to: 'Pune', service: 'Home Shifting', size: '2 BHK' },
      { from: 'Pune', to: '', service: 'Home Shifting', size: '2 BHK' },
      { from: 'Pune', to: 'Delhi', service: 'Home Shifting', size: 'Car' },
    ]) {
      const e = estimateMove(input);
      if (!e.ok) reasons.add(e.reason);
    }
    expect([...reasons].sort()).toEqual(['noFrom', 'noSize', 'noTo']);
    for (const r of ['noFrom', 'noTo', 'notOnMap', 'noSize', 'noDistance'] as NoEstimateReason[]) {
      expect(en.estimate[r]).toBeTruthy();
      expect(hi.estimate[r]).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('are shown side by side in the README, as they are in the content files', () => {
    const file = path.join(__dirname, '../../README.md');
    const readme = readFileSync(file, 'utf8');
    const cell = (s: string) => s.replace(/\|/g, '\\|');
    const rows = SPEC_MESSAGES.map(
      (k) => `| \`${k}\` | ${cell(get(en, k))} | ${cell(get(hi, k))} |`,
    );
    const block = ['| Key | English | Hindi |', '| --- | --- | --- |', ...rows].join('\n');
    const re = /(<!-- quote-messages:start -->\n)[\s\S]*?(\n<!-- quote-messages:end -->)/;
    expect(readme).toMatch(re);
    // `UPDATE_README=1 npx jest quote-text` rewrites the table after a text changes.
    if (process.env.UPDATE_README) writeFileSync(file, readme.replace(re, `$1${block}$2`));
    else expect(readme.match(re)![0]).toContain(block);
  });
});
