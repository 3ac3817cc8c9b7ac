import { pageMetadata } from '@/lib/seo/metadata';
import { HomeContent } from '@/components/home/home-content';
import { HeroQuote } from '@/components/home/hero-quote';
import { heroQuoteText } from '@/components/home/hero-quote-frame';
import { quoteText } from '@/content/quote-text';
import { JsonLd } from '@/components/seo/json-ld';
import { websiteJsonLd } from '@/lib/seo/json-ld';

export const metadata = pageMetadata('/');

export default function HomePage() {
  return (
    <>
      <JsonLd nodes={[websiteJsonLd()]} />
      <HomeContent quote={<HeroQuote text={heroQuoteText(quoteText)} action="/form" />} />
    </>
  );
}
