import { expect } from '@playwright/test';
import { exportedHtml, jsonLdNodes, SITE, type JsonLdNode } from './export';
import { branches, site } from '../../content/site';
import { allCities } from '../../lib/cities';
import { cityPagePath } from '../../lib/slug';
import { citiesServedBy, cityRelation } from '../../lib/city-relation';

/**
 * Branches as places in the structured data (issue 15): one MovingCompany per branch office on
 * /mainbranches and on its city's page, part of the business, with an @id that names the
 * branch's entry on /mainbranches.
 */
const BUSINESS_ID = `${SITE}/#business`;
const offices = branches.filter((b) => !('isHeadOffice' in b));

const branchNodes = (nodes: JsonLdNode[]) =>
  nodes.filter((n) => n['@type'] === 'MovingCompany' && n['@id'] !== BUSINESS_ID);

describe('branches in the static HTML', () => {
  test('/mainbranches describes each branch office with every field', () => {
    const html = exportedHtml('/mainbranches');
    const nodes = branchNodes(jsonLdNodes(html));
    expect(nodes).toHaveLength(offices.length);
    for (const b of offices) {
      const node = nodes.find((n) => n.telephone === b.phone);
      expect(node, b.label).toBeDefined();
      const n = node as Record<string, Record<string, unknown>> & JsonLdNode;
      const id = String(n['@id']);
      expect(id, b.label).toMatch(new RegExp(`^${SITE}/mainbranches#branch-[a-z-]+$`));
      // The @id names a real element: the branch's entry on the page.
      const fragment = id.split('#')[1]!;
      expect(html.match(new RegExp(`<article id="${fragment}"[^>]*>`, 'g')), id).toHaveLength(1);
      expect(n.name).toBe(`${site.brand}, ${b.label}`);
      expect(n.parentOrganization).toEqual({ '@id': BUSINESS_ID });
      expect(n.url).toBe(`${SITE}${cityPagePath(b.city)}`);
      expect(String(n.image)).toMatch(new RegExp(`^${SITE}/og/[a-z-]+\\.png$`));
      expect(n.priceRange).toBeTruthy();
      expect(n.address).toEqual({
        '@type': 'PostalAddress',
        streetAddress: `${b.address.street}, ${b.address.locality}`,
        addressLocality: b.address.city,
        addressRegion: b.address.region,
        postalCode: b.address.postalCode,
        addressCountry: 'IN',
      });
      expect(n.geo).toEqual({
        '@type': 'GeoCoordinates',
        latitude: b.geo.lat,
        longitude: b.geo.lon,
      });
      expect(n.openingHoursSpecification).toMatchObject({
        '@type': 'OpeningHoursSpecification',
        opens: site.hours.opens,
        closes: site.hours.closes,
      });
      // Its own city first, then every city its own crew serves (lib/city-relation.ts), as the
      // page names them; not those a travelling crew reaches, whose pages name it as provider.
      const served = citiesServedBy(b)
        .filter((r) => r.kind !== 'far')
        .map((r) => r.city.name);
      expect((n.areaServed as unknown as { name: string }[]).map((a) => a.name)).toEqual(served);
      expect(n.areaServed).toContainEqual(
        expect.objectContaining({ '@type': 'City', name: b.city }),
      );
    }
    expect(new Set(nodes.map((n) => n['@id'])).size).toBe(offices.length);
  });

  test('the business lists the same branches as its sub-organizations', () => {
    const mainbranches = branchNodes(jsonLdNodes(exportedHtml('/mainbranches'))).map(
      (n) => n['@id'],
    );
    for (const p of ['/', '/mainbranches', '/about', cityPagePath('Pune')]) {
      const business = jsonLdNodes(exportedHtml(p)).find((n) => n['@id'] === BUSINESS_ID);
      expect(business, p).toBeDefined();
      expect(business!.subOrganization, p).toEqual(mainbranches.map((id) => ({ '@id': id })));
    }
  });

  test('a branch city page carries its branch, which provides the service', () => {
    const listed = jsonLdNodes(exportedHtml('/mainbranches'));
    for (const b of offices) {
      const nodes = jsonLdNodes(exportedHtml(cityPagePath(b.city)));
      const [branch, ...others] = branchNodes(nodes);
      expect(others, b.city).toEqual([]);
      expect(branch, b.city).toEqual(listed.find((n) => n['@id'] === branch?.['@id']));
      expect(branch!.telephone).toBe(b.phone);
      const service = nodes.find((n) => n['@type'] === 'Service');
      expect(service?.provider, b.city).toEqual({ '@id': branch!['@id'] });
    }
  });

  test('every other city page carries the office that serves it, which provides the service', () => {
    const withBranch = new Set(offices.map((b) => b.city));
    const others = allCities.filter((c) => !withBranch.has(c.name));
    expect(others.map((c) => c.name)).toContain('Pune');
    for (const city of others) {
      const nodes = jsonLdNodes(exportedHtml(cityPagePath(city.name)));
      const service = nodes.find((n) => n['@type'] === 'Service');
      const { office } = cityRelation(city);
      if ('isHeadOffice' in office) {
        // The head office is the business itself, described once on every page.
        expect(branchNodes(nodes), city.name).toEqual([]);
        expect(service?.provider, city.name).toEqual({ '@id': BUSINESS_ID });
      } else {
        const [branch, ...more] = branchNodes(nodes);
        expect(more, city.name).toEqual([]);
        expect(branch?.telephone, city.name).toBe(office.phone);
        expect(service?.provider, city.name).toEqual({ '@id': branch!['@id'] });
      }
    }
  });
});
