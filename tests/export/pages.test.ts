import { expect } from '@playwright/test';
import { exportedDocument, textOf } from './export';
import { site, yearsOfService } from '../../content/site';

/**
 * What each page of the original specification holds, read from its exported HTML: the sections,
 * the counts of cards, steps and pictures, and where their links lead. What a visitor does with
 * them (a carousel, a caption on hover, a form's Clear) is tested in the browser
 * (tests/e2e/pages.spec.ts).
 */
const all = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)];
const texts = (doc: Document, selector: string) => all(doc, selector).map(textOf);
const hrefs = (doc: Document, selector: string) =>
  all(doc, selector).map((a) => a.getAttribute('href'));
/** The link whose text is `name`, as a visitor reads it. */
const link = (doc: Document, name: string) => all(doc, 'a').find((a) => textOf(a) === name);

test('home: 5 hero slides, 6 service cards, 10 branches, the certifications and 4 steps', () => {
  const doc = exportedDocument('/');
  const hero = all(doc, 'section[aria-label], [role="region"]').find(
    (el) => el.getAttribute('aria-label') === 'Why families move with us',
  )!;
  expect(hero.querySelectorAll('.carousel__slide')).toHaveLength(5);
  const slideLinks = [...hero.querySelectorAll('.carousel__slide a')];
  expect(slideLinks.filter((a) => textOf(a) === 'Get Free Quote')).toHaveLength(5);
  expect(new Set(slideLinks.map((a) => a.getAttribute('href')))).toEqual(new Set(['/form']));
  expect(all(doc, '#services article')).toHaveLength(6);
  expect(hrefs(doc, '#services article a.card__cta')).toEqual([
    '/household',
    '/office',
    '/vehicle',
    '/household',
    '/office',
    '/warehouse',
  ]);
  expect(texts(doc, '#branches article h3')).toEqual([
    'Chennai',
    'Coimbatore',
    'Bangalore',
    'Madurai',
    'Trichy',
    'Delhi NCR',
    'Agra',
    'Jaipur',
    'Hyderabad',
    'Mathura',
  ]);
  // The four certifications, then the footer's badges that add a claim (the footer under the
  // home page does not repeat them).
  expect(texts(doc, '#certifications li h3')).toEqual([
    'ISO 9001:2015',
    `Rated ${site.rating.value}★ on ${site.rating.source}`,
    'Registered Trademark',
    `${yearsOfService()}+ Years of Trust`,
    'Verified Mover',
    'Transit Insurance',
  ]);
  expect(texts(doc, '#process .steps__item h3')).toEqual([
    'Book Your Move',
    'Packing and Loading',
    'Transportation Service',
    'Unloading and Unpacking',
  ]);
});

test('/about has values, the six steps, a five-slide carousel and trust badges', () => {
  const doc = exportedDocument('/about');
  expect(texts(doc, 'main h2')).toContain('Who We Are');
  expect(all(doc, '#values li')).toHaveLength(4);
  expect(all(doc, '#process .steps__item')).toHaveLength(6);
  const carousel = all(doc, '[aria-label="About our company"]')[0]!;
  expect(carousel.querySelectorAll('.carousel__slide')).toHaveLength(5);
  expect(all(doc, '#trust .badges__item')).toHaveLength(4);
});

test('/whychoose has six credentials, four steps and the consultation button', () => {
  const doc = exportedDocument('/whychoose');
  expect(all(doc, '#credentials li')).toHaveLength(6);
  expect(all(doc, '#how-it-works li')).toHaveLength(4);
  expect(all(doc, '#process .steps__item')).toHaveLength(6);
  expect(all(doc, '#values li')).toHaveLength(4);
  expect(link(doc, 'Book Your Free Consultation Now!')?.getAttribute('href')).toBe('/form');
});

test('/ourservices has the six service cards with their calls to action', () => {
  const doc = exportedDocument('/ourservices');
  // Right under the page's h1, the cards' headings are h2 (the W3C checker's heading order).
  expect(texts(doc, 'main article h2')).toEqual([
    'Home Shifting',
    'Office Relocation',
    'Vehicle Transportation',
    'Packing Services',
    'Warehouse Storage',
    'Intercity & Outstation Moving',
  ]);
  expect(hrefs(doc, 'main article a.card__cta')).toEqual([
    '/household',
    '/office',
    '/vehicle',
    '/ourservices',
    '/warehouse',
    '/household',
  ]);
  for (const card of all(doc, 'main article'))
    expect(card.querySelectorAll('.ticks li').length).toBeGreaterThanOrEqual(3);
});

for (const path of ['/household', '/office', '/vehicle']) {
  test(`${path} has bullets, a six-image gallery, a why-us list and a quote button`, () => {
    const doc = exportedDocument(path);
    expect(all(doc, '#overview .ticks li').length).toBeGreaterThanOrEqual(5);
    expect(all(doc, '#gallery figure')).toHaveLength(6);
    expect(all(doc, '#why-us li').length).toBeGreaterThanOrEqual(4);
    expect(all(doc, 'main a[href="/form"].btn').length).toBeGreaterThan(0);
  });
}

test('/warehouse has benefits, six photos, why-choose and Request Storage Quote', () => {
  const doc = exportedDocument('/warehouse');
  expect(all(doc, '#benefits li').length).toBeGreaterThanOrEqual(4);
  expect(all(doc, '#photos figure')).toHaveLength(6);
  expect(all(doc, '#why li').length).toBeGreaterThanOrEqual(4);
  expect(link(doc, 'Request Storage Quote')?.getAttribute('href')).toBe('/form');
});

test('/gallery has four sections of six captioned figures', () => {
  const doc = exportedDocument('/gallery');
  expect(texts(doc, 'main section.section h2')).toEqual([
    'Household',
    'Office',
    'Vehicle Transport',
    'Warehouse and Storage',
  ]);
  expect(all(doc, 'main figure')).toHaveLength(24);
  const captions = texts(doc, 'main figure figcaption');
  expect(captions).toHaveLength(24);
  expect(captions.filter((c) => c === '')).toEqual([]);
});

test('/terms-and-conditions has the 14 sections, India law, 18+ and 30 days', () => {
  const doc = exportedDocument('/terms-and-conditions');
  expect(all(doc, '.legal__section')).toHaveLength(14);
  const text = textOf(doc.querySelector('main'));
  expect(text).toMatch(/laws of India/i);
  expect(text).toMatch(/at least 18 years/i);
  expect(text).toMatch(/30 days/);
});

test('/privacy-policy is a DPDP Act notice with a grievance officer and the Board', () => {
  const text = textOf(exportedDocument('/privacy-policy').querySelector('main'));
  expect(text).toMatch(/Digital Personal Data Protection Act, 2023/);
  expect(text).toMatch(/Grievance Officer/);
  expect(text).toMatch(/Data Protection Board of India/);
  expect(text).toMatch(/WhatsApp/);
  expect(text).toMatch(/EmailJS/);
});

test('/packagematerial has nine pictures and eleven materials', () => {
  const doc = exportedDocument('/packagematerial');
  expect(all(doc, '#pictures figure')).toHaveLength(9);
  expect(all(doc, '#materials li')).toHaveLength(11);
  const names = texts(doc, '#materials h3');
  for (const name of ['Cardboard Boxes', 'Bubble Wrap', 'Sutli', 'Corrugated Sheet'])
    expect(
      names.some((n) => n.includes(name)),
      name,
    ).toBe(true);
});

test('/review has five home-shifting reviews rated 4 or 5, office, about and happy customers', () => {
  const doc = exportedDocument('/review');
  const reviews = all(doc, '#home-shifting article');
  expect(reviews).toHaveLength(5);
  const ratings = reviews.flatMap((r) =>
    [...r.querySelectorAll('[role="img"]')].map((e) => e.getAttribute('aria-label')),
  );
  expect(ratings).toHaveLength(5);
  for (const label of ratings) expect(label).toMatch(/^Rated [45] out of 5$/);
  expect(all(doc, '#home-shifting article time')).toHaveLength(5);
  expect(doc.getElementById('office-shifting')).not.toBeNull();
  expect(doc.getElementById('about-reviews')).not.toBeNull();
  expect(all(doc, '#happy-customers .stats__item')).toHaveLength(4);
});

test('/beaware has the five numbered tips', () => {
  const doc = exportedDocument('/beaware');
  const tips = all(doc, '#tips ol > li');
  expect(tips.map((t) => textOf(t.querySelector('.features__num')))).toEqual([
    '01',
    '02',
    '03',
    '04',
    '05',
  ]);
  expect(textOf(tips[0])).toMatch(/GST/);
});

test('/mainbranches lists every branch with phone, hours and its city page', () => {
  const doc = exportedDocument('/mainbranches');
  const offices = all(doc, 'main article');
  expect(offices).toHaveLength(6);
  expect(textOf(offices[0])).toContain('Registered & Head Office');
  expect(all(doc, 'main article a[href^="tel:"]')).toHaveLength(6);
  expect(all(doc, 'main article a.card__cta[href="/packers-movers-in-chennai"]')).toHaveLength(1);
  // Each city is served by one office, the one its city page names (lib/city-relation.ts).
  const serves = all(doc, '#branch-agra .branch-item__serves');
  expect(textOf(serves.find((s) => textOf(s).startsWith('Runs moves in:')))).toContain('Mathura');
  // Many cities reached by a travelling crew are counted by state, each state linking to its
  // page of cities (a list of each would grow with every city added); a few are named.
  const far = serves.find((s) => textOf(s).startsWith('Sends a travelling crew to:'));
  expect(textOf(far)).toMatch(/\d+ cities in .*Rajasthan \(\d+\)/);
  const rajasthan = [...(far?.querySelectorAll('a') ?? [])].find((a) => textOf(a) === 'Rajasthan');
  expect(rajasthan?.getAttribute('href')).toBe('/locations/rajasthan');
  expect(textOf(all(doc, '#branch-bangalore .branch-item__serves').at(-1))).toContain('Mysore');
});

test('in Hindi and Tamil, a state counted among an office’s far cities says its page is in English', () => {
  for (const [path, mark] of [
    ['/hi/contactus', 'English'],
    ['/ta/contactus', 'ஆங்.'],
  ] as const) {
    const links = all(exportedDocument(path), '.branch-item__serves a[href^="/locations/"]');
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute('hreflang')).toBe('en-IN');
      expect(textOf(link.parentElement)).toContain(`${textOf(link)} (`);
      const after = textOf(link.parentElement).split(`${textOf(link)} (`)[1];
      expect(after).toMatch(/^\d+, /);
      expect(after?.replace(/^\d+, /, '').startsWith(`${mark})`)).toBe(true);
    }
  }
});

test('/workprocess explains the six steps', () => {
  const doc = exportedDocument('/workprocess');
  expect(all(doc, '.steps__item')).toHaveLength(6);
  expect(all(doc, '.steps__item h2')).toHaveLength(6);
  expect(textOf(doc.querySelector('.steps__facts'))).toContain('What you do');
});
