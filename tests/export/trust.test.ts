import { expect } from '@playwright/test';
import { decode, exportedHtml } from './export';
import { site } from '../../content/site';
import { trustBadges } from '../../content/highlights';
import { allCities } from '../../lib/cities';
import { cityRelation } from '../../lib/city-relation';
import { cityName } from '../../lib/place-names';
import { cityPagePath } from '../../lib/slug';
import { domainOf } from '../../lib/official-site';
import { proofs } from '../../content/proofs';
import { ratingSource as hindiRatingSource } from '../../content/hi/rating-source';

/**
 * Trust signals that survive a check (issue 37; docs/product.md#trust-that-survives-a-check): the
 * rating leads to the listing its reviews are on, a badge to its proof or to nothing, our website
 * is one domain on every page, and a city without an office says who comes.
 */

/** Every `<a>` of a document whose href is the given URL, as its attributes and its text. */
function linksTo(html: string, url: string) {
  const escaped = url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&amp;');
  return [
    ...html.matchAll(new RegExp(`<a ([^>]*href="${escaped}"[^>]*)>([\\s\\S]*?)</a>`, 'g')),
  ].map((m) => ({ attrs: m[1]!, text: decode(m[2]!.replace(/<[^>]+>/g, '')) }));
}

const ratingPages = [
  '/',
  '/hi',
  '/about',
  '/ourservices',
  '/review',
  '/packers-movers-in-pune',
  '/hi/packers-movers-in-pune',
];

describe('trust signals, from the static HTML', () => {
  for (const pagePath of ratingPages) {
    test(`${pagePath}: the rating links to its listing, in a new tab`, () => {
      const links = linksTo(exportedHtml(pagePath), proofs.ratingListing);
      expect(links.length, 'links to the listing').toBeGreaterThan(0);
      for (const { attrs, text } of links) {
        expect(attrs).toContain('target="_blank"');
        expect(attrs).toContain('rel="noopener noreferrer"');
        expect(text).toContain(String(site.rating.count));
        // Named as the page's readers write it: गूगल मैप्स on a Hindi page.
        expect(text).toContain(pagePath.startsWith('/hi') ? hindiRatingSource : site.rating.source);
      }
    });
  }

  test('the footer badges: one link per proof configured, the rest plain text', () => {
    const html = exportedHtml('/ourservices');
    const badges = /<ul class="badges">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    const items = badges.split('<li').slice(1);
    expect(items).toHaveLength(trustBadges.length);
    trustBadges.forEach((badge, i) => {
      const links = [...items[i]!.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => decode(m[1]!));
      expect(links, badge.title).toEqual(badge.proofUrl ? [badge.proofUrl] : []);
    });
  });

  test('/beaware names our website as the domain the site is built for', () => {
    const domain = domainOf(site.defaultUrl);
    for (const [pagePath, tip] of [
      ['/beaware', `ours is ${domain}.`],
      ['/hi/beaware', `हमारा पता ${domain} है।`],
    ] as const) {
      const html = exportedHtml(pagePath);
      expect(linksTo(html, new URL(site.defaultUrl).origin).map((l) => l.text)).toEqual([domain]);
      expect(html).toMatch(new RegExp(`placeholder="[^"]* ${domain.replace('.', '\\.')}"`));
      expect(decode(html)).toContain(tip);
    }
  });

  test('a city without an office says so and names the office that comes, in both languages', () => {
    let without = 0;
    for (const city of allCities) {
      const { kind, office } = cityRelation(city);
      const en = decode(exportedHtml(cityPagePath(city.name)));
      const hi = decode(exportedHtml(`/hi${cityPagePath(city.name)}`));
      if (kind === 'head-office' || kind === 'branch') {
        expect(en, city.name).not.toContain('We have no office in');
        continue;
      }
      without++;
      expect(en, city.name).toContain(`We have no office in ${city.name}.`);
      expect(en, city.name).toContain(`our ${office.label}`);
      expect(en, city.name).toContain(office.city);
      expect(en, city.name).toMatch(/same crew packs, loads and drives/);
      expect(hi, city.name).toContain(`${cityName('hi', city.name)} में हमारा कोई दफ्तर नहीं है।`);
      expect(hi, city.name).toContain(`${cityName('hi', office.city)} में हमारे दफ्तर`);
    }
    expect(without).toBeGreaterThan(50);
  });
});
