import { expect } from '@playwright/test';
import { exportedDocument, exportedHtml, decode, jsonLdNodes, textOf } from './export';
import { branchCards } from '../../content/home';
import { site } from '../../content/site';
import { relationOfPlace } from '../../lib/city-relation';
import { branchAnchor } from '../../lib/branches';
import { cityPagePath } from '../../lib/slug';
import { findCityByName } from '../../lib/cities';
import { statePagePath } from '../../lib/states';

/**
 * Each fact reads the same wherever it shows: which office serves a city (the home page's cards,
 * the city page, the branch addresses, the structured data), and each address is written once,
 * without a word repeated or two words run together.
 */

/** "Sikandra, Sikandra" or "Example Road Example Road": a word or phrase twice in a row. */
export function repeatedPhrase(text: string): string | undefined {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  for (let n = 1; n <= 4; n++) {
    for (let i = 0; i + 2 * n <= words.length; i++) {
      const a = words.slice(i, i + n).join(' ');
      // A number may repeat ("No. 12, 12th Cross" is two words), a phrase may not.
      if (a === words.slice(i + n, i + 2 * n).join(' ') && !/^\d+$/.test(a)) return a;
    }
  }
  return undefined;
}

/** "Head OfficeHead office": two words with no space, as when a tag follows a label. */
export function runTogether(text: string): string | undefined {
  const names = [site.brand, site.shortName, site.legalName, site.gstin];
  let rest = text;
  for (const name of names) rest = rest.split(name).join(' ');
  return /\S*\p{Ll}\p{Lu}\S*/u.exec(rest)?.[0];
}

/** The text of each element of a kind, tags as line breaks. */
function blocks(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((m) =>
    decode(m[0].replace(/<br\s*\/?>|<\/(?:p|h\d|li|div)>/g, '\n').replace(/<[^>]+>/g, '')),
  );
}

test('the checks catch the slips they are for', () => {
  expect(repeatedPhrase('No. 9, Example Road, Sikandra, Sikandra, Agra')).toBe('sikandra');
  expect(repeatedPhrase('Anna Salai, Guindy, Chennai, Tamil Nadu 600032')).toBeUndefined();
  expect(repeatedPhrase('Shop 3, 3rd Cross')).toBeUndefined();
  expect(runTogether('Registered & Head OfficeHead office')).toBe('OfficeHead');
  expect(runTogether(`${site.legalName}, GSTIN ${site.gstin}`)).toBeUndefined();
});

test('no address repeats a word or runs two together: the footer and the branch addresses', () => {
  const texts: string[] = [];
  for (const page of ['/', '/hi', '/contactus', '/mainbranches', '/packers-movers-in-agra']) {
    const html = exportedHtml(page);
    texts.push(...blocks(html, /<address[\s\S]*?<\/address>/g));
    texts.push(...blocks(html, /<h3 class="branch-item__title">[\s\S]*?<\/h3>/g));
  }
  expect(texts.length).toBeGreaterThanOrEqual(5 + 2 * 6);
  for (const text of texts) {
    for (const line of text.split('\n')) {
      expect(repeatedPhrase(line), line).toBeUndefined();
      expect(runTogether(line), line).toBeUndefined();
    }
  }
});

const home = exportedDocument('/');
const branchList = exportedDocument('/mainbranches');

for (const card of branchCards) {
  const relation = relationOfPlace(card.city)!;
  test(`${card.city}: the home card, the city page, the branch list and the structured data name one office`, () => {
    const label = relation.office.label;
    const homeCard = [...home.querySelectorAll('.branch-card')].find((c) =>
      [...c.querySelectorAll('h2, h3, h4')].some((h) => textOf(h) === card.city),
    );
    const meta = textOf(homeCard?.querySelector('.branch-card__meta'));
    if (relation.kind === 'head-office') expect(meta).toContain('Head office');
    else if (relation.kind === 'branch') expect(meta).toContain('Branch office');
    else expect(meta).toContain(`Served from our ${label}`);
    expect(meta).not.toMatch(/service centre/i);

    const office = branchList.getElementById(branchAnchor(relation.office));
    if (relation.kind === 'branch' || relation.kind === 'head-office') {
      expect(textOf(office?.querySelector('h3'))).toBe(label);
    } else {
      // A travelling crew's cities are named while few, else counted by state, the state linking
      // its page of cities: either way the office's section leads to the city.
      const state = findCityByName(card.city)?.state ?? '';
      const links = [...(office?.querySelectorAll('a') ?? [])];
      expect(
        links.some(
          (a) => textOf(a) === card.city || a.getAttribute('href') === statePagePath(state),
        ),
      ).toBe(true);
    }

    if (card.city === 'Delhi NCR') return; // an area, not a city page
    const facts = textOf(exportedDocument(cityPagePath(card.city)).getElementById('city-facts'));
    expect(facts).toContain(
      relation.kind === 'far' || relation.kind === 'near' ? label : label.toLowerCase(),
    );
    const nodes = jsonLdNodes(exportedHtml(cityPagePath(card.city)));
    const service = nodes.find((n) => n['@type'] === 'Service')!;
    const provider = (service.provider as { '@id': string })['@id'];
    if (relation.kind === 'head-office') expect(provider).toMatch(/#business$/);
    else expect(provider).toMatch(new RegExp(`#${branchAnchor(relation.office)}$`));
  });
}
