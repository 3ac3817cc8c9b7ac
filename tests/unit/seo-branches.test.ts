import { citiesServedBy, cityRelation } from '@/lib/city-relation';
import {
  BUSINESS_ID,
  branchId,
  branchJsonLd,
  branchesJsonLd,
  businessJsonLd,
  cityJsonLd,
} from '@/lib/seo/json-ld';
import { branchAnchor, branchOffices } from '@/lib/branches';
import { findCityByName } from '@/lib/cities';
import { greatCircleKm } from '@/lib/geo';
import { env } from '@/lib/env';
import { branches, headOffice, site } from '@/content/site';
import type { City } from '@/content/types';

const origin = env.siteUrl;
type Node = Record<string, unknown>;

function city(name: string): City {
  const c = findCityByName(name);
  if (!c) throw new Error(`no city ${name}`);
  return c;
}

describe('branch offices', () => {
  it('are every office but the head office', () => {
    expect(branches).toHaveLength(6);
    expect(branchOffices).toHaveLength(5);
    expect(branchOffices).not.toContain(headOffice);
    expect(branchOffices.map((b) => b.city)).toEqual([
      'Bangalore',
      'Coimbatore',
      'Hyderabad',
      'Faridabad',
      'Agra',
    ]);
  });

  it('have an anchor from their city', () => {
    expect(branchAnchor({ city: 'Bangalore' })).toBe('branch-bangalore');
    expect(branchAnchor({ city: 'Navi Mumbai' })).toBe('branch-navi-mumbai');
    expect(new Set(branches.map(branchAnchor)).size).toBe(branches.length);
  });

  it.each(branches.map((b) => [b.label, b] as const))(
    '%s sits in India, within 20 km of its city centre, 4 decimals',
    (_, b) => {
      expect(b.geo.lat).toBeGreaterThan(6.5);
      expect(b.geo.lat).toBeLessThan(37.5);
      expect(b.geo.lon).toBeGreaterThan(68);
      expect(b.geo.lon).toBeLessThan(97.5);
      // Gachibowli is 16 km west of the Hyderabad centre in content/cities.ts; the rest are closer.
      expect(greatCircleKm(b.geo, city(b.city))).toBeLessThan(20);
      for (const v of [b.geo.lat, b.geo.lon]) expect(Math.round(v * 1e4) / 1e4).toBe(v);
    },
  );

  it('puts the head office in Guindy, where the business is', () => {
    expect(headOffice.geo).toEqual(site.geo);
    expect(greatCircleKm(headOffice.geo, { lat: 13.0067, lon: 80.2206 })).toBeLessThan(1.5);
  });
});

describe('branchJsonLd', () => {
  const nodes = branchesJsonLd() as unknown as Node[];

  it('describes every branch office once, with unique, absolute ids', () => {
    expect(nodes).toHaveLength(5);
    const ids = nodes.map((n) => n['@id']);
    expect(new Set(ids).size).toBe(5);
    for (const id of ids)
      expect(String(id)).toMatch(new RegExp(`^${origin}/mainbranches#branch-[a-z-]+$`));
    expect(ids).not.toContain(origin + BUSINESS_ID);
  });

  it.each(branchOffices.map((b) => [b.label, b] as const))('%s has every field', (_, b) => {
    const c = city(b.city);
    const cityPage = `${origin}/packers-movers-in-${b.city.toLowerCase()}`;
    expect(branchJsonLd(b)).toEqual({
      '@type': 'MovingCompany',
      '@id': `${origin}/mainbranches#${branchAnchor(b)}`,
      name: `${site.brand}, ${b.label}`,
      parentOrganization: { '@id': `${origin}/#business` },
      url: cityPage,
      image: `${origin}/og/packers-movers-in-${b.city.toLowerCase()}.png`,
      telephone: b.phone,
      priceRange: '₹₹',
      address: {
        '@type': 'PostalAddress',
        streetAddress: `${b.address.street}, ${b.address.locality}`,
        addressLocality: b.address.city,
        addressRegion: b.address.region,
        postalCode: b.address.postalCode,
        addressCountry: 'IN',
      },
      geo: { '@type': 'GeoCoordinates', latitude: b.geo.lat, longitude: b.geo.lon },
      openingHoursSpecification: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
      areaServed: [
        {
          '@type': 'City',
          name: c.name,
          containedInPlace: { '@type': 'State', name: c.state },
          geo: { '@type': 'GeoCoordinates', latitude: c.lat, longitude: c.lon },
        },
        // The cities its own crew serves; not those reached by a travelling crew, a list that
        // grows with every city added (each of their pages names the branch as provider).
        ...citiesServedBy(b)
          .slice(1)
          .filter((r) => r.kind !== 'far')
          .map((r) => ({ '@type': 'City', name: r.city.name })),
      ],
    });
    expect(b.address.postalCode).toMatch(/^[1-9]\d{5}$/);
  });

  it('fails loudly for a branch in a city the site does not know', () => {
    expect(() => branchJsonLd({ ...branchOffices[0]!, city: 'Atlantis' })).toThrow(/Atlantis/);
  });
});

describe('the business and its branches', () => {
  const business = businessJsonLd() as unknown as Node & { subOrganization: Node[] };

  it('lists each branch office by reference as a sub-organization', () => {
    expect(business.subOrganization).toEqual(branchOffices.map((b) => ({ '@id': branchId(b) })));
  });

  it('is the head office: its address, coordinates and hours', () => {
    expect(business['@id']).toBe(`${origin}/#business`);
    expect(business.address).toMatchObject({ addressLocality: 'Chennai', postalCode: '600032' });
    expect(business.geo).toEqual({
      '@type': 'GeoCoordinates',
      latitude: headOffice.geo.lat,
      longitude: headOffice.geo.lon,
    });
    expect(business.openingHoursSpecification).toEqual(
      (branchJsonLd(branchOffices[0]!) as unknown as Node).openingHoursSpecification,
    );
  });
});

describe('cityJsonLd', () => {
  it.each(branchOffices.map((b) => [b.city] as const))(
    '%s: the branch provides the service and is on the page',
    (name) => {
      const c = city(name);
      const nodes = cityJsonLd(c, `/packers-movers-in-${name.toLowerCase()}`) as unknown as Node[];
      const branch = branchOffices.find((b) => b.city === name)!;
      expect(nodes.map((n) => n['@type'])).toEqual(['WebPage', 'Service', 'MovingCompany']);
      expect(nodes[1]!.provider).toEqual({ '@id': branchId(branch) });
      expect(nodes[2]).toEqual(branchJsonLd(branch));
    },
  );

  it.each(['Pune', 'Mathura', 'Kolkata'])(
    '%s: the office that serves it provides the service and is on the page; its areaServed names the city when its own crew serves it',
    (name) => {
      const c = city(name);
      const nodes = cityJsonLd(c, `/packers-movers-in-${name.toLowerCase()}`) as unknown as Node[];
      const { office, kind } = cityRelation(c);
      expect(nodes.map((n) => n['@type'])).toEqual(['WebPage', 'Service', 'MovingCompany']);
      expect(nodes[1]!.provider).toEqual({ '@id': branchId(office) });
      expect(nodes[1]!.areaServed).toMatchObject({ '@type': 'City', name });
      const named = (nodes[2]!.areaServed as unknown as Node[]).some((a) => a.name === name);
      expect(named).toBe(kind !== 'far');
    },
  );

  it.each(['Chennai', 'Kanchipuram', 'Vellore'])(
    '%s: the head office, the business itself, provides the service, no branch node',
    (name) => {
      const nodes = cityJsonLd(
        city(name),
        `/packers-movers-in-${name.toLowerCase()}`,
      ) as unknown as Node[];
      expect(nodes).toHaveLength(2);
      expect(nodes[0]).toMatchObject({ '@type': 'WebPage', inLanguage: 'en-IN' });
      expect(nodes[1]).toMatchObject({
        '@type': 'Service',
        provider: { '@id': `${origin}/#business` },
        areaServed: { '@type': 'City', name },
      });
    },
  );

  it('names the Hindi page and its service in Hindi, in hi-IN', () => {
    const words = { name: 'पुणे में पैकर्स एंड मूवर्स', description: 'पुणे से शिफ्टिंग' };
    const nodes = cityJsonLd(
      city('Pune'),
      '/hi/packers-movers-in-pune',
      'hi',
      words,
    ) as unknown as Node[];
    expect(nodes[0]).toMatchObject({
      '@type': 'WebPage',
      inLanguage: 'hi-IN',
      url: `${origin}/hi/packers-movers-in-pune`,
      ...words,
    });
    expect(nodes[1]).toMatchObject({ '@type': 'Service', ...words, serviceType: words.name });
  });
});
