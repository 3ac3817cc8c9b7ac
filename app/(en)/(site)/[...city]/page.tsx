import { cityPageSegments } from '@/lib/cities';
import { CityPage, cityPageMetadata } from '@/components/city/city-page';

// One static page per city: /packers-movers-in-<slug>. A catch-all of one segment only because
// the other languages' folder, app/(l10n)/[lang], is a dynamic segment at the same level, and
// Next.js allows one named dynamic segment per level (a catch-all is counted apart). Nothing
// else matches: every page is listed below and `dynamicParams` is off.
export const dynamicParams = false;

export function generateStaticParams(): { city: string[] }[] {
  return cityPageSegments().map((slug) => ({ city: [slug] }));
}

type Props = { params: Promise<{ city: string[] }> };

export async function generateMetadata({ params }: Props) {
  return cityPageMetadata((await params).city.join('/'), 'en');
}

export default async function Page({ params }: Props) {
  return <CityPage slug={(await params).city.join('/')} locale="en" />;
}
