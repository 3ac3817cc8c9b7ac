import { cityPageSegments } from '@/lib/cities';
import { CityPage, cityPageMetadata } from '@/components/city/city-page';

// One static page per city: /packers-movers-in-<slug>. Nothing else matches this segment.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return cityPageSegments().map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  return cityPageMetadata((await params).slug, 'en');
}

export default async function EnglishCityPage({ params }: Props) {
  return <CityPage slug={(await params).slug} locale="en" />;
}
