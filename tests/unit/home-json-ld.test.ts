import { homeWebsiteJsonLd } from '@/lib/seo/home-json-ld';
import { websiteJsonLd } from '@/lib/seo/json-ld';
import { absoluteUrl } from '@/lib/seo/metadata';

describe('homeWebsiteJsonLd', () => {
  it('is the English WebSite node on the English home', () => {
    expect(homeWebsiteJsonLd('en')).toEqual(websiteJsonLd());
  });

  it('is the same node at /hi in hi-IN on the Hindi home, a translation of the English site', () => {
    const en = websiteJsonLd();
    const hi = homeWebsiteJsonLd('hi');
    expect(hi).toEqual({
      ...en,
      '@id': absoluteUrl('/hi#website'),
      url: absoluteUrl('/hi'),
      inLanguage: 'hi-IN',
      translationOfWork: { '@id': en['@id'] },
    });
    expect(hi['@id']).not.toBe(en['@id']);
  });
});
