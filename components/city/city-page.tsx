import { notFound } from 'next/navigation';
import { site } from '@/content/site';
import type { CityPageText } from '@/content/city-page-text';
import { cityFromPageSegment } from '@/lib/cities';
import { nearbyServedCities } from '@/lib/city-facts';
import { neighbourhoodsOf } from '@/lib/neighbourhoods';
import { isServiceable } from '@/lib/quote';
import { dictionary } from '@/lib/dictionaries';
import { localePath, type Locale } from '@/lib/i18n';
import { buildMetadata, ogImagePath } from '@/lib/seo/metadata';
import { cityJsonLd } from '@/lib/seo/json-ld';
import { statePagePath } from '@/lib/states';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteSection } from '@/components/quote/quote-section';
import { CityGlance } from './city-glance';
import { JsonLd } from '@/components/seo/json-ld';
import { CityFacts } from './city-facts';
import { CityFraudNote } from './city-fraud-note';

/** A city page's words in a language. */
export function cityText(locale: Locale): CityPageText {
  return dictionary(locale).cityPage;
}

/** Title and description of /packers-movers-in-<slug>, or of its Hindi twin under /hi. */
export function cityPageMetadata(slug: string, locale: Locale) {
  const city = cityFromPageSegment(slug);
  if (!city) return {};
  const t = cityText(locale);
  return buildMetadata({
    path: localePath(locale, `/${slug}`),
    title: t.title(t.city(city.name)),
    description: t.description(t.city(city.name), t.state(city.state), site.foundedYear),
    image: ogImagePath(slug),
  });
}

/** One city's page (docs/product.md#city-pages), in English or Hindi. */
export function CityPage({ slug, locale }: { slug: string; locale: Locale }) {
  const city = cityFromPageSegment(slug);
  if (!city) notFound();
  const t = cityText(locale);
  const name = t.city(city.name);
  const path = localePath(locale, `/${slug}`);
  const places = neighbourhoodsOf(city.name).slice(0, 3).map(t.locality);
  const served = isServiceable(city.name);
  const from = served ? city.name : (nearbyServedCities(city, 1)[0]?.name ?? city.name);
  return (
    <>
      <JsonLd
        nodes={cityJsonLd(city, path, locale, {
          name: t.h1(name),
          description: t.intro(name, t.state(city.state)),
        })}
      />
      <PageIntro
        crumbs={[
          { name: t.crumbs.home, path: localePath(locale, '/') },
          { name: t.crumbs.locations, path: '/locations' },
          { name: t.state(city.state), path: statePagePath(city.state) },
          { name, path },
        ]}
        title={t.h1(name)}
        intro={t.intro(name, t.state(city.state))}
      >
        <CityGlance city={city} text={t} />
      </PageIntro>
      <QuoteSection
        city={city.name}
        locale={locale}
        intro={
          <p className="section__intro">
            {places.length > 0 ? t.quoteFrom(t.listOf(places)) : ''}
            {served ? t.quoteServed(name) : t.quoteBookedFrom(name, t.city(from))}
          </p>
        }
      />
      <CityFacts city={city} locale={locale} />
      <CityFraudNote city={name} text={t} locale={locale} />
    </>
  );
}
