import { notFound } from 'next/navigation';
import { site } from '@/content/site';
import { fraudWarning } from '@/content/company';
import { cityFromPageSegment, cityPageSegments } from '@/lib/cities';
import { buildMetadata, ogImagePath } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteSection } from '@/components/quote/quote-section';
import { QuotePageBlocks } from '@/components/quote/quote-page-blocks';
import { CityFacts } from '@/components/city/city-facts';
import { JsonLd } from '@/components/seo/json-ld';
import { cityServiceJsonLd } from '@/lib/seo/json-ld';
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
  return (
    <>
      <JsonLd nodes={[cityServiceJsonLd(city, `/${slug}`)]} />
      <PageIntro
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Locations', path: '/locations' },
          { name: city.state, path: `/locations#${stateKey(city.state)}` },
          { name: city.name, path: `/${slug}` },
        ]}
        title={`Packers and Movers in ${city.name}`}
        intro={`Moving from ${city.name}? Our crew packs, moves and unpacks homes, offices and vehicles from ${city.name} to anywhere in India, with a written quote agreed before moving day.`}
      />
      <QuoteSection city={city.name} />
      <CityFacts city={city} />
      <QuotePageBlocks fraudWarning={fraudWarning} compact />
    </>
  );
}
