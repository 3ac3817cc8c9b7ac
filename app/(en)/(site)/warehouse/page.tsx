import Link from 'next/link';
import { pages } from '@/content/pages';
import { warehouseText } from '@/content/page-text';
import { warehouse } from '@/content/services';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { serviceJsonLd } from '@/lib/seo/json-ld';
import { Section } from '@/components/content/section';
import { FeatureGrid } from '@/components/content/feature-grid';
import { FigureGrid } from '@/components/content/figure-grid';
import { Prose } from '@/components/content/prose';

const page = pages['/warehouse'];

export const metadata = pageMetadata('/warehouse');

export default function WarehousePage() {
  return (
    <>
      <JsonLd
        nodes={[
          serviceJsonLd({ name: page.h1, description: page.description, path: '/warehouse' }),
        ]}
      />
      <PageIntro path="/warehouse" />
      <Section id="storage" eyebrow={warehouseText.storageEyebrow} title={warehouse.headline}>
        <Prose paragraphs={warehouse.intro} />
      </Section>
      <Section id="benefits" tone="muted" title={warehouse.benefitsTitle}>
        <FeatureGrid items={warehouse.benefits} columns={3} />
      </Section>
      <Section id="photos" title={warehouseText.photos}>
        <FigureGrid items={warehouse.photos} />
      </Section>
      <Section id="why" tone="sky" title={warehouse.whyChooseTitle}>
        <ul className="ticks ticks--cols">
          {warehouse.whyChoose.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
        <p className="center-cta">
          <Link href="/form" className="btn btn--accent btn--lg">
            {warehouse.ctaLabel}
          </Link>
        </p>
      </Section>
    </>
  );
}
