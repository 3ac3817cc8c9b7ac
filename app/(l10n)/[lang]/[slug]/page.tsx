import { cityPageSegments } from '@/lib/cities';
import { localeParam } from '@/lib/i18n';
import { CityPage, cityPageMetadata } from '@/components/city/city-page';
import { LocalNames } from '@/components/quote/local-names';

// One static page per city in each language: /hi/packers-movers-in-<slug>.
export const dynamicParams = false;

export function generateStaticParams(): { slug: string }[] {
  return cityPageSegments().map((slug) => ({ slug }));
}

type Props = { params: Promise<{ lang: string; slug: string }> };

export async function generateMetadata({ params }: Props) {
  const { lang, slug } = await params;
  return cityPageMetadata(slug, localeParam(lang));
}

export default async function Page({ params }: Props) {
  const { lang, slug } = await params;
  const locale = localeParam(lang);
  // The form's names of cities in this language, as a script only these pages load.
  return (
    <LocalNames locale={locale}>
      <CityPage slug={slug} locale={locale} />
    </LocalNames>
  );
}
