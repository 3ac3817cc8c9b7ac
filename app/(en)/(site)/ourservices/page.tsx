import { sectionNames } from '@/content/page-text';
import { serviceCards } from '@/content/services';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { serviceJsonLd } from '@/lib/seo/json-ld';
import { QuoteCta } from '@/components/layout/quote-cta';
import { ServiceCards } from '@/components/content/service-cards';

export const metadata = pageMetadata('/ourservices');

export default function OurServicesPage() {
  return (
    <>
      <JsonLd
        nodes={serviceCards.map((c) =>
          serviceJsonLd({ name: c.title, description: c.description, path: c.path }),
        )}
      />
      <PageIntro path="/ourservices" />
      <section className="section" aria-label={sectionNames.services}>
        <div className="container">
          <ServiceCards cards={serviceCards} detailed headingLevel={2} />
        </div>
      </section>
      <QuoteCta />
    </>
  );
}
