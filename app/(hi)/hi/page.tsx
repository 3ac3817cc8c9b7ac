import { pages } from '@/content/hi/pages';
import { buildMetadata } from '@/lib/seo/metadata';
import { homeWebsiteJsonLd } from '@/lib/seo/home-json-ld';
import { HomeContent } from '@/components/home/home-content';
import { HeroQuote } from '@/components/home/hero-quote';
import { heroQuoteText } from '@/components/home/hero-quote-frame';
import { quoteText } from '@/content/hi/quote-text';
import { JsonLd } from '@/components/seo/json-ld';

const home = pages['/'];

export const metadata = buildMetadata({
  path: '/hi',
  title: home.title,
  description: home.description,
});

// The first-screen quote box in Hindi, leading to /hi/form.
export default function HindiHomePage() {
  return (
    <>
      <JsonLd nodes={[homeWebsiteJsonLd('hi')]} />
      <HomeContent
        locale="hi"
        quote={<HeroQuote text={heroQuoteText(quoteText)} action="/hi/form" />}
      />
    </>
  );
}
