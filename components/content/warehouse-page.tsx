import { Link } from '@/components/ui/link';
import { localePath, type Locale } from '@/lib/i18n';
import { dictionary, pageInfo } from '@/lib/dictionaries';
import { serviceJsonLd } from '@/lib/seo/json-ld';
import { PageIntro } from '@/components/layout/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { Section } from '@/components/content/section';
import { FeatureGrid } from '@/components/content/feature-grid';
import { FigureGrid } from '@/components/content/figure-grid';
import { Prose } from '@/components/content/prose';

/** The body of /warehouse in every language: storage by the month, its benefits and photos. */
export function WarehousePage({ locale }: { locale: Locale }) {
  const d = dictionary(locale);
  const page = pageInfo('/warehouse', locale);
  const t = d.pageText.warehouse;
  const warehouse = d.services.warehouse;
  return (
    <>
      <JsonLd
        nodes={[
          serviceJsonLd({
            name: page.h1,
            description: page.description,
            path: localePath(locale, '/warehouse'),
          }),
        ]}
      />
      <PageIntro path="/warehouse" locale={locale} />
      <Section id="storage" eyebrow={t.storageEyebrow} title={warehouse.headline}>
        <Prose paragraphs={warehouse.intro} />
      </Section>
      <Section id="benefits" tone="muted" title={warehouse.benefitsTitle}>
        <FeatureGrid items={warehouse.benefits} columns={3} />
      </Section>
      <Section id="photos" title={t.photos}>
        <FigureGrid items={warehouse.photos} />
      </Section>
      <Section id="why" tone="sky" title={warehouse.whyChooseTitle}>
        <ul className="ticks ticks--cols">
          {warehouse.whyChoose.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
        <p className="center-cta">
          <Link href={localePath(locale, '/form')} className="btn btn--accent btn--lg">
            {warehouse.ctaLabel}
          </Link>
        </p>
      </Section>
    </>
  );
}
