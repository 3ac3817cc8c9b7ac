import { localePath, type Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/dictionaries';
import { serviceJsonLd } from '@/lib/seo/json-ld';
import { PageIntro } from '@/components/layout/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { QuoteCta } from '@/components/layout/quote-cta';
import { ServiceCards } from '@/components/content/service-cards';

/** The body of /ourservices in every language: a card for each service, linking to its page. */
export function ServicesPage({ locale }: { locale: Locale }) {
  const d = dictionary(locale);
  const cards = d.services.cards.map((c) => ({ ...c, path: localePath(locale, c.path) }));
  return (
    <>
      <JsonLd
        nodes={cards.map((c) =>
          serviceJsonLd({ name: c.title, description: c.description, path: c.path }),
        )}
      />
      <PageIntro path="/ourservices" locale={locale} />
      <section className="section" aria-label={d.pageText.sectionNames.services}>
        <div className="container">
          <ServiceCards cards={cards} detailed headingLevel={2} />
        </div>
      </section>
      <QuoteCta locale={locale} />
    </>
  );
}
