import { packageMaterialText } from '@/content/page-text';
import { materialPictures, materials } from '@/content/materials';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';
import { Section } from '@/components/content/section';
import { FeatureGrid } from '@/components/content/feature-grid';
import { Picture } from '@/components/ui/picture';
import './packagematerial.css';

export const metadata = pageMetadata('/packagematerial');

export default function PackageMaterialPage() {
  return (
    <>
      <PageIntro path="/packagematerial" />
      <Section id="pictures" title={packageMaterialText.pictures}>
        <ul className="materials-grid">
          {materialPictures.map((m) => (
            <li key={m.name} className="reveal">
              <figure className="material-pic">
                <Picture src={m.image.src} alt={m.image.alt} width={200} height={160} />
                <figcaption>{m.name}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="materials" tone="muted" title={packageMaterialText.materials}>
        <FeatureGrid
          numbered
          items={materials.map((m) => ({ title: m.name, description: m.description }))}
          after={(i) => <p className="material__tip">{materials[i]?.subDescription}</p>}
        />
      </Section>
      <QuoteCta />
    </>
  );
}
