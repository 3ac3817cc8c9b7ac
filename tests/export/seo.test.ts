import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { decode, jsonLdNodes, OUT, SITE, type JsonLdNode as Node } from './export';
import { allCities } from '../../lib/cities';
import { cityPagePath } from '../../lib/slug';
import { site, socials } from '../../content/site';
import { cityNamesHi, stateNamesHi } from '../../content/hi/places';
import {
  alternatePaths,
  HTML_LANG,
  localeOfPath,
  localePath,
  LOCALES,
  OG_LOCALE,
  PREFIXED_LOCALES,
  TRANSLATED_PATHS,
} from '../../lib/i18n';
import { ta } from '../../content/ta/dictionary';
import { proofs } from '../../content/proofs';

/**
 * Reads the static export in out/ as a crawler would: every HTML file, the sitemap and
 * robots.txt. The site URL is the default one because the export is built without
 * NEXT_PUBLIC_SITE_URL.
 */
interface Page {
  file: string;
  path: string;
  html: string;
}

function htmlFiles(): Page[] {
  return readdirSync(OUT, { recursive: true })
    .map((f) => String(f).split(path.sep).join('/'))
    .filter((f) => f.endsWith('.html'))
    .map((f) => {
      const name = f.replace(/\.html$/, '');
      return {
        file: f,
        path: name === 'index' ? '/' : `/${name}`,
        html: readFileSync(path.join(OUT, f), 'utf8'),
      };
    });
}

function meta(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const m = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html);
  return m ? decode(m[1]!) : undefined;
}

const isNoindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);

const pages = htmlFiles();
const indexable = pages.filter((p) => !isNoindex(p.html));

describe('search engines, from the static HTML', () => {
  test('the export is there', () => {
    expect(existsSync(path.join(OUT, 'index.html'))).toBe(true);
    expect(indexable.length).toBeGreaterThan(120);
  });

  test('only the 404 pages, the menu overlay, the offline pages, the written scope and the owner’s inbox are noindex', () => {
    const noindex = pages
      .filter((p) => isNoindex(p.html))
      .map((p) => p.path)
      .sort();
    expect(noindex).toEqual(
      [
        '/404',
        '/_not-found',
        '/admin',
        '/menu',
        '/offline',
        '/scope',
        ...PREFIXED_LOCALES.flatMap((l) => [`/${l}/404`, `/${l}/offline`, `/${l}/scope`]),
      ].sort(),
    );
  });

  test('every indexable page has a unique title and description of the right length', () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    // Length as a reader sees it: letters with their vowel signs count once (Tamil and Devanagari
    // write a syllable as a letter and its sign, two code points for one character on screen).
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const length = (text: string) => [...segmenter.segment(text)].length;
    for (const p of indexable) {
      const title = decode(/<title>([^<]*)<\/title>/.exec(p.html)?.[1] ?? '');
      const description = meta(p.html, 'name', 'description') ?? '';
      expect(length(title), `${p.path} title "${title}"`).toBeGreaterThanOrEqual(15);
      expect(length(title), `${p.path} title "${title}"`).toBeLessThanOrEqual(70);
      expect(length(description), `${p.path} description`).toBeGreaterThanOrEqual(50);
      expect(length(description), `${p.path} description "${description}"`).toBeLessThanOrEqual(
        170,
      );
      expect(titles.get(title), `${p.path} repeats a title`).toBeUndefined();
      expect(descriptions.get(description), `${p.path} repeats a description`).toBeUndefined();
      titles.set(title, p.path);
      descriptions.set(description, p.path);
    }
  });

  test('every indexable page has its canonical URL, Open Graph and Twitter tags, and its lang', () => {
    for (const p of indexable) {
      const url = p.path === '/' ? SITE : `${SITE}${p.path}`;
      const locale = localeOfPath(p.path);
      const lang = HTML_LANG[locale];
      expect(p.html.startsWith(`<!DOCTYPE html><html lang="${lang}"`), p.path).toBe(true);
      expect(p.html.includes(`<link rel="canonical" href="${url}"/>`), `${p.path} canonical`).toBe(
        true,
      );
      expect(meta(p.html, 'property', 'og:url'), p.path).toBe(url);
      expect(meta(p.html, 'property', 'og:title'), p.path).toBeTruthy();
      expect(meta(p.html, 'property', 'og:description'), p.path).toBeTruthy();
      expect(meta(p.html, 'property', 'og:locale'), p.path).toBe(OG_LOCALE[locale]);
      const image = meta(p.html, 'property', 'og:image') ?? '';
      expect(image, p.path).toMatch(new RegExp(`^${SITE}/og/[a-z-]+\\.png$`));
      expect(existsSync(path.join(OUT, new URL(image).pathname)), `${p.path}: ${image}`).toBe(true);
      expect(meta(p.html, 'name', 'twitter:card'), p.path).toBe('summary_large_image');
    }
  });

  test('each page in several languages names every version, on each, and only pages that exist', () => {
    const byPath = new Map(indexable.map((p) => [p.path, p]));
    const hrefs = (html: string) =>
      Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(
          (m) => [m[1]!, m[2]!.slice(SITE.length) || '/'],
        ),
      );
    let twins = 0;
    for (const p of indexable) {
      const versions = alternatePaths(p.path);
      const declared = hrefs(p.html);
      if (!versions) {
        expect(declared, p.path).toEqual({});
        continue;
      }
      twins++;
      expect(declared, p.path).toEqual({
        ...Object.fromEntries(LOCALES.map((l) => [HTML_LANG[l], versions[l]])),
        'x-default': versions.en,
      });
      // Its structured data says which language this version is in.
      const lang = HTML_LANG[localeOfPath(p.path)];
      const url = p.path === '/' ? SITE : `${SITE}${p.path}`;
      expect(
        jsonLdNodes(p.html).some(
          (n) =>
            ['WebPage', 'WebSite'].includes(String(n['@type'])) &&
            n.inLanguage === lang &&
            String(n.url).replace(/\/$/, '') === url,
        ),
        `${p.path}: a WebPage or WebSite node in ${lang}`,
      ).toBe(true);
      // The other versions exist and say the same.
      for (const other of Object.values(versions).filter((v) => v !== p.path)) {
        expect(byPath.get(other), `${p.path}'s version ${other}`).toBeDefined();
        expect(hrefs(byPath.get(other)!.html)).toEqual(declared);
      }
    }
    // Every translated page but the two kept out of search (/offline, /scope), and every city
    // page, in every language.
    expect(twins).toBe(LOCALES.length * (TRANSLATED_PATHS.length - 2 + allCities.length));
  });

  test('the business is a MovingCompany with its facts on every indexable page', () => {
    for (const p of indexable) {
      const business = jsonLdNodes(p.html).find(
        (n) => n['@id'] === `${SITE}/#business` && n['@type'] === 'MovingCompany',
      );
      expect(business, p.path).toBeDefined();
      const b = business as Node & Record<string, Node & Record<string, unknown>>;
      expect(b.name).toBe(site.brand);
      expect(b.url).toBe(SITE);
      expect(String(b.logo)).toMatch(/^https:\/\//);
      expect(b.telephone).toBe(site.phones.sales);
      expect(b.email).toBe(site.email);
      expect(b.foundingDate).toBe(String(site.foundedYear));
      expect(b.address).toMatchObject({
        '@type': 'PostalAddress',
        addressLocality: 'Chennai',
        addressCountry: 'IN',
      });
      expect(b.geo).toMatchObject({ '@type': 'GeoCoordinates' });
      expect(b.openingHoursSpecification).toMatchObject({ opens: '09:00', closes: '19:00' });
      expect(b.sameAs).toEqual([...socials.map((s) => s.url), proofs.ratingListing]);
      expect((b.subOrganization as unknown as Node[]).length).toBe(5);
    }
  });

  test('no page rates the business in its markup, and FAQ markup asks only the questions shown', () => {
    // Every node at any depth, as a search engine reads the graph.
    const all = (value: unknown): Record<string, unknown>[] =>
      Array.isArray(value)
        ? value.flatMap(all)
        : value && typeof value === 'object'
          ? [value as Record<string, unknown>, ...Object.values(value).flatMap(all)]
          : [];
    let faqPages = 0;
    for (const p of pages) {
      const nodes = all(jsonLdNodes(p.html));
      const rating = nodes.filter((n) =>
        ['AggregateRating', 'Review', 'Rating'].includes(String(n['@type'])),
      );
      expect(rating, p.path).toEqual([]);
      expect(
        nodes.some((n) => 'aggregateRating' in n || 'review' in n),
        p.path,
      ).toBe(false);
      const asked = nodes.filter((n) => n['@type'] === 'Question').map((n) => String(n.name));
      if (asked.length === 0) continue;
      faqPages += 1;
      const shown = [...p.html.matchAll(/<summary>([^<]*)<\/summary>/g)].map((m) => decode(m[1]!));
      expect(asked, p.path).toEqual(shown);
    }
    expect(faqPages).toBeGreaterThanOrEqual(allCities.length);
  });

  test('inner pages have breadcrumbs; home has WebSite; service pages have Service', () => {
    for (const p of indexable) {
      const types = jsonLdNodes(p.html).map((n) => n['@type']);
      if (p.path === localePath(localeOfPath(p.path), '/')) expect(types).toContain('WebSite');
      else expect(types, p.path).toContain('BreadcrumbList');
    }
    for (const s of ['/household', '/office', '/vehicle', '/warehouse', '/ourservices']) {
      const page = indexable.find((p) => p.path === s)!;
      expect(
        jsonLdNodes(page.html).some((n) => n['@type'] === 'Service'),
        s,
      ).toBe(true);
    }
  });

  test('every city page has Locations > State > City breadcrumbs and its City with coordinates', () => {
    for (const [prefix, names] of [
      ['', ['Home', 'Locations', (c: (typeof allCities)[number]) => [c.state, c.name]]],
      [
        '/hi',
        [
          'होम',
          'शहर',
          (c: (typeof allCities)[number]) => [stateNamesHi[c.state], cityNamesHi[c.name]],
        ],
      ],
      [
        '/ta',
        [
          ta.cityPage.crumbs.home,
          ta.cityPage.crumbs.locations,
          (c: (typeof allCities)[number]) => [ta.places.states[c.state], ta.places.cities[c.name]],
        ],
      ],
    ] as const)
      for (const city of allCities) {
        const page = indexable.find((p) => p.path === `${prefix}${cityPagePath(city.name)}`);
        expect(page, city.name).toBeDefined();
        const nodes = jsonLdNodes(page!.html);
        const crumbs = nodes.find((n) => n['@type'] === 'BreadcrumbList') as {
          itemListElement: Node[];
        };
        expect(crumbs.itemListElement.map((i) => i.name)).toEqual([
          names[0],
          names[1],
          ...names[2](city),
        ]);
        expect(nodes).toContainEqual(
          expect.objectContaining({
            '@type': 'WebPage',
            inLanguage: HTML_LANG[localeOfPath(prefix || '/')],
          }),
        );
        const service = nodes.find((n) => n['@type'] === 'Service') as {
          areaServed: Node & { geo: Node };
        };
        expect(service.areaServed).toMatchObject({ '@type': 'City', name: city.name });
        expect(service.areaServed.geo).toEqual({
          '@type': 'GeoCoordinates',
          latitude: city.lat,
          longitude: city.lon,
        });
        expect(nodes.some((n) => n['@type'] === 'FAQPage')).toBe(true);
      }
  });

  test('/blog has five BlogPosting entries', () => {
    const blog = indexable.find((p) => p.path === '/blog')!;
    const posts = jsonLdNodes(blog.html).filter((n) => n['@type'] === 'BlogPosting');
    expect(posts).toHaveLength(5);
    for (const post of posts) {
      expect(post.headline).toBeTruthy();
      expect(String(post.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(post.author).toMatchObject({ '@type': 'Person' });
    }
  });

  test('structured data cannot be broken out of by text', () => {
    for (const p of indexable) {
      for (const m of p.html.matchAll(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      )) {
        expect(m[1]).not.toContain('<');
      }
    }
  });
});

/** 3-word shingles of a text. */
/**
 * The text of a page's <main>, as its textContent reads: tags dropped, entities decoded. Without
 * scripts, styles and <noscript> (the quote form's note for browsers without JavaScript), which
 * no visitor or rendering crawler whose scripts run is shown.
 */
function mainText(html: string): string {
  const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return decode(
    main.replace(/<(script|style|noscript)\b[\s\S]*?<\/\1>/g, '').replace(/<[^>]*>/g, ''),
  );
}

function shingles(text: string): Set<string> {
  // Letters with their marks: a Devanagari word keeps its vowel signs.
  const words = text.toLowerCase().match(/[\p{L}\p{M}\p{N}₹']+/gu) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i++) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}

for (const prefix of LOCALES.map((l) => localePath(l, '/').replace(/\/$/, '')))
  test(`${prefix || 'English'} city pages are about their city: 3-word-shingle similarity of <main> over every pair`, () => {
    // The whole text of <main>, shared widgets (the quote form) included: what a crawler compares.
    const texts: Record<string, string> = {};
    for (const c of allCities) {
      const file = `${prefix.slice(1)}${prefix ? '/' : ''}${cityPagePath(c.name).slice(1)}.html`;
      texts[c.name] = mainText(readFileSync(path.join(OUT, file), 'utf8'));
    }
    const sets = Object.entries(texts).map(([name, text]) => ({ name, set: shingles(text) }));
    expect(sets).toHaveLength(allCities.length);
    const pairs: { j: number; a: string; b: string }[] = [];
    for (let i = 0; i < sets.length; i++) {
      for (let k = i + 1; k < sets.length; k++) {
        const a = sets[i]!.set;
        const b = sets[k]!.set;
        let shared = 0;
        for (const s of a) if (b.has(s)) shared++;
        pairs.push({ j: shared / (a.size + b.size - shared), a: sets[i]!.name, b: sets[k]!.name });
      }
    }
    pairs.sort((x, y) => x.j - y.j);
    const median = pairs[Math.floor(pairs.length / 2)]!.j;
    const worst = pairs[pairs.length - 1]!;
    console.log(
      `${prefix ? 'Hindi c' : 'C'}ity pages, ${pairs.length} pairs, Jaccard of 3-word shingles of <main>: median ${median.toFixed(3)}, worst ${worst.j.toFixed(3)} (${worst.a} / ${worst.b})`,
    );
    // Each page mostly its own, with margin: half the pairs share under 30% of their 3-word
    // phrases, and even the two most alike (neighbouring towns) under 42%.
    expect(median).toBeLessThan(0.3);
    expect(worst.j).toBeLessThan(0.42);
  }, 120_000);
