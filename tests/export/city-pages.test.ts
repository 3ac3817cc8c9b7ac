import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { decode, exportedDocument, OUT, textOf } from './export';
import { allCities } from '../../lib/cities';
import { cityPagePath } from '../../lib/slug';
import { NEAR_BRANCH_KM, nearestOffice } from '../../lib/city-relation';
import { LEFT_OUT_BY_PACKAGE, readDirectory } from '../../lib/gazetteer/directory';
import { normalizePlace } from '../../lib/gazetteer/text';
import { listedPlaces } from './page-places';
import { PREFIXED_LOCALES, type Locale } from '../../lib/i18n';
import { branches } from '../../content/site';
import { truckHours } from '../../content/truck-hours';

/**
 * What each exported city page says, read from its HTML: who runs the move, and the localities
 * it lists against India Post's directory.
 */
/** The visible text of <main>, one line per element boundary. */
function mainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return decode(
    main
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<(?:p|li|h\d|summary|td|th|div|section)\b[^>]*>/g, '\n')
      .replace(/<[^>]+>/g, ''),
  );
}

const cityPages = allCities.map((city) => ({
  city,
  html: readFileSync(path.join(OUT, `${cityPagePath(city.name).slice(1)}.html`), 'utf8'),
}));

/** The script each language lists its neighbourhoods in (digits and initials' dots aside). */
const SCRIPT: Record<Locale, RegExp> = {
  en: /^[A-Za-z0-9 .'-]+$/,
  hi: /^[\u0900-\u097F0-9 .-]+$/,
  ta: /^[\u0B80-\u0BFF0-9 .-]+$/,
};

const everyLanguage = [
  ...cityPages.map((p) => ({ ...p, locale: 'en' as Locale })),
  ...PREFIXED_LOCALES.flatMap((locale) =>
    allCities.map((city) => ({
      city,
      locale,
      html: readFileSync(
        path.join(OUT, locale, `${cityPagePath(city.name).slice(1)}.html`),
        'utf8',
      ),
    })),
  ),
];

/**
 * What India Post's directory writes and residents do not: office types (S.O, B.O, H.O), its
 * abbreviations ("Sectt", "Nmpalika", "Bn", "PAC", "Srpf", "Vwtc"), a word of consonants only, a
 * trailing full stop, and its misspellings seen on our pages ("Commad", "Foundary").
 * Initials residents use ("HSR Layout", "JP Nagar") are capitals and pass.
 */
const RAW_OFFICE_NAME =
  /\b(?:[SBH]\.?O|Sectt|Nmpalika|Bseboard|Srpf|Vwtc|Bn|PAC|Railwary|Commad|Foundary|Armament)\b|\b[B-DF-HJ-NP-TV-XZ][b-df-hj-np-tv-xz]+\b|\.$/;

/** Directory states of each of our states (our "Delhi NCR" spans three). */
const directoryStates = (state: string) =>
  state === 'Delhi NCR' ? ['delhi', 'haryana', 'uttar pradesh'] : [normalizePlace(state)];

describe('city pages, from the static HTML', () => {
  test(`no page names a branch more than ${NEAR_BRANCH_KM} km away as the one that runs the move`, () => {
    let near = 0;
    for (const { city, html } of cityPages) {
      const { office: branch, km: branchKm } = nearestOffice(city);
      const sentences = mainText(html)
        .split(/\n|(?<=[.?!])\s+/)
        .filter((s) => /\b(run|runs|running|handles?|handled|handling)\b/i.test(s));
      for (const b of branches) {
        const km = b.city === branch.city ? branchKm : Infinity;
        const named = sentences.filter(
          (s) => s.includes(b.label) || s.includes(b.label.toLowerCase()),
        );
        if (km > NEAR_BRANCH_KM) expect(named, `${city.name} / ${b.label}`).toEqual([]);
      }
      if (branchKm <= NEAR_BRANCH_KM) {
        near++;
        expect(
          sentences.some((s) => s.toLowerCase().includes(branch.label.toLowerCase())),
          `${city.name} should name its ${branch.label}`,
        ).toBe(true);
      }
    }
    expect(near).toBeGreaterThanOrEqual(10); // the branch cities and their neighbours
  });

  test('every page, in every language, lists at least five neighbourhoods as residents name them, each with a PIN code of its state', () => {
    const statesByPin = new Map<string, Set<string>>();
    for (const o of readDirectory()) {
      if (!statesByPin.has(o.p)) statesByPin.set(o.p, new Set());
      statesByPin.get(o.p)!.add(normalizePlace(o.s));
    }
    // Problems are gathered and compared once: an expect() per name, 40,000 of them, took a
    // minute of the suite.
    const problems: string[] = [];
    for (const { city, html, locale } of everyLanguage) {
      const at = `${locale} ${city.name}`;
      const places = listedPlaces(html);
      if (places.length < 5) problems.push(`${at}: ${places.length} neighbourhoods`);
      if (new Set(places.map((p) => p.name)).size !== places.length)
        problems.push(`${at}: a name twice`);
      const states = directoryStates(city.state);
      const script = SCRIPT[locale];
      for (const { name, pin } of places) {
        if (!script.test(name)) problems.push(`${at}: ${name} is not in the page's script`);
        // India Post's office names and abbreviations: "Srpf", "Nmpalika", "Sectt", "15 Bn PAC".
        if (RAW_OFFICE_NAME.test(name)) problems.push(`${at}: ${name} is India Post's raw name`);
        const known = statesByPin.get(pin);
        if (Object.hasOwn(LEFT_OUT_BY_PACKAGE, pin)) continue;
        if (!known) problems.push(`${at}: ${pin} is not an India Post PIN code`);
        else if (![...known].some((s) => states.includes(s)))
          problems.push(`${at}: ${name} ${pin} is in ${[...known].join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('every page names its city in title, h1, copy, Moving From and its own sections', () => {
    expect(cityPages.length).toBeGreaterThanOrEqual(100);
    for (const { city, html } of cityPages) {
      const escaped = city.name.replace(/&/g, '&amp;');
      expect(html, city.name).toContain(`<title>Packers and Movers in ${escaped}`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>Packers and Movers in ${escaped}</h1>`));
      expect(html).toMatch(
        new RegExp(`name="from"[^>]*value="${escaped}"|value="${escaped}"[^>]*name="from"`),
      );
      expect(html).toContain(`Moving in ${escaped}: What to Plan For`);
      expect(html).toContain(`Common Routes From ${escaped}`);
      expect(html).toContain(`Questions About Moving From ${escaped}`);
    }
  });

  test('a metro lists tens of neighbourhoods, each with its PIN code, in English and in Hindi', () => {
    const list = exportedDocument('/packers-movers-in-mumbai').querySelector('#localities');
    expect(textOf(list?.querySelector('h2, h3'))).toBe(
      'Neighbourhoods of Mumbai and Their PIN Codes',
    );
    const items = [...(list?.querySelectorAll('li') ?? [])].map(textOf);
    expect(items.length).toBeGreaterThanOrEqual(25);
    expect(items).toContain('Andheri West 400058');
    const hindi = exportedDocument('/hi/packers-movers-in-mumbai').querySelectorAll(
      '#localities li',
    );
    expect([...hindi].map(textOf)).toContain('अंधेरी वेस्ट 400058');
  });

  test('the routes table prices the move from content/pricing.ts and links each city', () => {
    const doc = exportedDocument('/packers-movers-in-pune');
    // The table named by its heading (aria-labelledby); a row read cell by cell.
    const table = [...doc.querySelectorAll('table')].find(
      (t) =>
        textOf(doc.getElementById(t.getAttribute('aria-labelledby') ?? '')) ===
        'Common Routes From Pune',
    );
    const rows = [...(table?.querySelectorAll('tr') ?? [])];
    const cells = (r?: Element) => [...(r?.children ?? [])].map(textOf).join(' ');
    expect(rows.some((r) => cells(r).startsWith('Local move In the city'))).toBe(true);
    const mumbai = rows.find((r) => cells(r).startsWith('Mumbai'));
    expect(cells(mumbai)).toMatch(/\d+ km/);
    expect(cells(mumbai)).toMatch(/₹[\d,]+ – ₹[\d,]+/);
    const link = [...(mumbai?.querySelectorAll('a') ?? [])].find((a) => textOf(a) === 'Mumbai');
    expect(link?.getAttribute('href')).toBe('/packers-movers-in-mumbai');
  });

  test('a metro with published truck hours shows them with their source; a town without does not', () => {
    const note = exportedDocument('/packers-movers-in-delhi').querySelector('.city-note--trucks');
    expect(textOf(note)).toContain('Truck hours');
    expect(textOf(note)).toContain(truckHours.Delhi!.text);
    const source = [...(note?.querySelectorAll('a') ?? [])].find((a) =>
      textOf(a).startsWith('Source: '),
    );
    expect(source?.getAttribute('href')).toBe(truckHours.Delhi!.url);
    const manali = exportedDocument('/packers-movers-in-manali');
    expect(manali.querySelector('.city-note--trucks')).toBeNull();
  });
});
