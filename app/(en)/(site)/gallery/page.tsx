import { gallerySections } from '@/content/gallery';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';
import { Section } from '@/components/content/section';
import { FigureGrid } from '@/components/content/figure-grid';

export const metadata = pageMetadata('/gallery');

export default function GalleryPage() {
  return (
    <>
      <PageIntro path="/gallery" />
      {gallerySections.map((section, i) => (
        <Section key={section.title} title={section.title} tone={i % 2 ? 'muted' : 'plain'}>
          <FigureGrid items={section.items} />
        </Section>
      ))}
      <QuoteCta />
    </>
  );
}
