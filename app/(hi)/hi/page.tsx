import { pages } from '@/content/hi/pages';
import { buildMetadata } from '@/lib/seo/metadata';
import { homeWebsiteJsonLd } from '@/lib/seo/home-json-ld';
import { HomeContent } from '@/components/home/home-content';
import { HeroQuote } from '@/components/home/hero-quote';
import { JsonLd } from '@/components/seo/json-ld';

const home = pages['/'];

export const metadata = buildMetadata({
  path: '/hi',
  title: home.title,
  description: home.description,
});

// The quote box is still the English one: its Hindi version is issue 17's quote-form work.
export default function HindiHomePage() {
  return (
    <>
      <JsonLd nodes={[homeWebsiteJsonLd('hi')]} />
      <HomeContent locale="hi" quote={<HeroQuote />} />
    </>
  );
}
