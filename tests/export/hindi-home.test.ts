import { expect } from '@playwright/test';
import { SITE, exportedDocument, exportedHtml, jsonLdNodes, textOf } from './export';

/** The Hindi home page at /hi (issue 17) as a crawler reads it; tests/e2e/hindi-home.spec.ts has the visitor's side. */
const DEVANAGARI = /[\u0900-\u097F]/;

const hreflang = (doc: Document, lang: string) =>
  doc.querySelector(`head link[rel="alternate"][hreflang="${lang}"]`)?.getAttribute('href');

test('/hi is a Hindi document with a Devanagari h1, linked to the English home by hreflang', () => {
  const hi = exportedDocument('/hi');
  expect(hi.documentElement.getAttribute('lang')).toBe('hi-IN');
  const h1 = hi.querySelectorAll('main h1');
  expect(h1).toHaveLength(1);
  expect(textOf(h1[0])).toMatch(DEVANAGARI);
  expect(hi.title).toMatch(DEVANAGARI);
  expect(hreflang(hi, 'en-IN')).toBe(SITE);
  expect(hreflang(hi, 'hi-IN')).toBe(`${SITE}/hi`);
  expect(hreflang(hi, 'x-default')).toBe(SITE);
  expect(hi.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/hi`);

  const en = exportedDocument('/');
  expect(en.documentElement.getAttribute('lang')).toBe('en-IN');
  expect(hreflang(en, 'hi-IN')).toBe(`${SITE}/hi`);
  expect(hreflang(en, 'en-IN')).toBe(SITE);
});

test('/hi says in its structured data that it is the Hindi version of the site', () => {
  const site = jsonLdNodes(exportedHtml('/hi')).find((n) => n['@type'] === 'WebSite');
  expect(site).toMatchObject({
    '@id': `${SITE}/hi#website`,
    url: `${SITE}/hi`,
    inLanguage: 'hi-IN',
    translationOfWork: { '@id': `${SITE}/#website` },
  });
  const english = jsonLdNodes(exportedHtml('/')).find((n) => n['@type'] === 'WebSite');
  expect(english).toMatchObject({ url: SITE, inLanguage: 'en-IN' });
});

test('a Hindi city page says it is in Hindi in its structured data', () => {
  const nodes = jsonLdNodes(exportedHtml('/hi/packers-movers-in-agra'));
  expect(nodes).toContainEqual(
    expect.objectContaining({
      '@type': 'WebPage',
      inLanguage: 'hi-IN',
      name: 'आगरा में पैकर्स एंड मूवर्स',
    }),
  );
  const faq = nodes.find((n) => n['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
  for (const q of faq.mainEntity) expect(q.name).toMatch(DEVANAGARI);
});
