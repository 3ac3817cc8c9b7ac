import { dictionary } from '@/lib/dictionaries';
import { localePath, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { websiteJsonLd } from '@/lib/seo/json-ld';
import { HomeContent } from '@/components/home/home-content';
import { HeroQuote } from '@/components/home/hero-quote';
import { heroQuoteText } from '@/components/home/hero-quote-frame';
import { JsonLd } from '@/components/seo/json-ld';

/** The home page's metadata in a language (/ and /hi). */
export const homeMetadata = (locale: Locale) => pageMetadata('/', { locale });

/**
 * The home page in a language: the site's WebSite node in that language, and the home page body
 * with its first-screen quote box, which leads to the quote form in the same language.
 */
export function HomePage({ locale }: { locale: Locale }) {
  return (
    <>
      <JsonLd nodes={[websiteJsonLd(locale)]} />
      <HomeContent
        locale={locale}
        quote={
          <HeroQuote
            text={heroQuoteText(dictionary(locale).quote)}
            action={localePath(locale, '/form')}
          />
        }
      />
    </>
  );
}
