import { webPageJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/metadata';

describe('websiteJsonLd', () => {
  it('is the English site at / in en-IN, an original', () => {
    const en = websiteJsonLd('en');
    expect(en).toEqual(websiteJsonLd());
    expect(en['@id']).toBe(absoluteUrl('/#website'));
    expect(en).toMatchObject({ url: absoluteUrl('/'), inLanguage: 'en-IN' });
    expect(en).not.toHaveProperty('translationOfWork');
  });

  it('is the same node at /hi in hi-IN on the Hindi home, a translation of the English site', () => {
    const en = websiteJsonLd();
    const hi = websiteJsonLd('hi');
    expect(hi).toEqual({
      ...en,
      '@id': absoluteUrl('/hi#website'),
      url: absoluteUrl('/hi'),
      inLanguage: 'hi-IN',
      translationOfWork: { '@id': en['@id'] },
    });
    expect(hi['@id']).not.toBe(en['@id']);
  });

  it('makes each page part of the site in its own language', () => {
    const page = (locale: 'en' | 'hi', path: string) =>
      webPageJsonLd({ path, name: 'n', description: 'd', locale });
    expect(page('hi', '/hi/form').isPartOf).toEqual({ '@id': absoluteUrl('/hi#website') });
    expect(page('hi', '/hi/form').inLanguage).toBe('hi-IN');
    expect(page('en', '/form').isPartOf).toEqual({ '@id': absoluteUrl('/#website') });
  });
});
