import { notFound } from 'next/navigation';
import { site } from '@/content/site';
import { cityFromPageSegment, cityPageSegments } from '@/lib/cities';
import { listOf, nearbyServedCities, sampleLocalities } from '@/lib/city-facts';
import { localitiesByCity } from '@/lib/gazetteer/build';
import { isServiceable } from '@/lib/quote';
import { buildMetadata, ogImagePath } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteSection } from '@/components/quote/quote-section';
import { CityFacts } from '@/components/city/city-facts';
import { CityFraudNote } from '@/components/city/city-fraud-note';
import { JsonLd } from '@/components/seo/json-ld';
import { cityJsonLd } from '@/lib/seo/json-ld';
import { stateKey } from '@/lib/states';

// One static page per city: /packers-movers-in-<slug>. Nothing else matches this segment.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return cityPageSegments().map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  const { slug } = await params;
  const city = cityFromPageSegment(slug);
  if (!city) return {};
  return buildMetadata({
    path: `/${slug}`,
    title: `Packers and Movers in ${city.name} – Free Quote`,
    description: `Packers and movers in ${city.name}, ${city.state}: home, office, car and bike shifting since ${site.foundedYear}. Free survey and a written quote.`,
    image: ogImagePath(slug),
  });
}

export default async function CityPage({ params }: Props) {
  const { slug } = await params;
  const city = cityFromPageSegment(slug);
  if (!city) notFound();
  const localities = localitiesByCity().get(city.name) ?? [];
  const places = sampleLocalities(localities, 3);
  const served = isServiceable(city.name);
  const from = served ? city.name : (nearbyServedCities(city, 1)[0]?.name ?? city.name);
  return (
    <>
      <JsonLd nodes={cityJsonLd(city, `/${slug}`)} />
      <PageIntro
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Locations', path: '/locations' },
          { name: city.state, path: `/locations#${stateKey(city.state)}` },
          { name: city.name, path: `/${slug}` },
        ]}
        title={`Packers and Movers in ${city.name}`}
        intro={`Homes, offices and vehicles moved from ${city.name}, ${city.state}, on a written quote agreed before moving day.`}
      />
      <QuoteSection
        city={city.name}
        intro={
          <p className="section__intro">
            {places.length > 0 ? `From ${listOf(places)} to anywhere in India. ` : ''}
            {served
              ? `Name your locality or PIN code in ${city.name}: we reply on WhatsApp.`
              : `Moves from ${city.name} are booked from ${from}.`}
          </p>
        }
      />
      <CityFacts city={city} localities={localities} />
      <CityFraudNote city={city.name} />
    </>
  );
}
