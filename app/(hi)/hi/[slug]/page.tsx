import { cityPageSegments } from '@/lib/cities';
import { CityPage, cityPageMetadata } from '@/components/city/city-page';

// One static page per city: /hi/packers-movers-in-<slug>, the Hindi twin of each city page.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return cityPageSegments().map((slug) => ({ slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props) {
  return cityPageMetadata((await params).slug, 'hi');
}

export default async function HindiCityPage({ params }: Props) {
  return <CityPage slug={(await params).slug} locale="hi" />;
}
