import { pages } from '@/content/pages';
import { trustBadges } from '@/content/highlights';
import { sixStepProcess } from '@/content/process';
import { aboutSlides, coreValues, whoWeAre } from '@/content/company';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';
import { Section } from '@/components/content/section';
import { FeatureGrid } from '@/components/content/feature-grid';
import { ProcessSteps } from '@/components/content/process-steps';
import { TrustBadges } from '@/components/content/trust-badges';
import { Carousel } from '@/components/ui/carousel';
import { Picture } from '@/components/ui/picture';
import { Photo } from '@/components/ui/photo';
import { Prose } from '@/components/content/prose';

const page = pages['/about'];

export const metadata = pageMetadata('/about');

export default function AboutPage() {
  return (
    <>
      <PageIntro path="/about" title={page.h1} intro={page.intro} />
      <Section id="who-we-are" eyebrow="Our story" title="Who We Are">
        <div className="split">
          <Prose paragraphs={whoWeAre} />
          <Photo
            name="crew-at-work.jpg"
            alt="Our crew carrying a sofa and cartons from a family home to the moving truck"
            sizes="(min-width: 900px) 45vw, 100vw"
            className="split__img"
            priority
          />
        </div>
      </Section>
      <Section id="values" tone="muted" eyebrow="What we stand for" title="Our Core Values">
        <FeatureGrid items={coreValues} columns={4} />
      </Section>
      <Section id="process" eyebrow="How we work" title="Our Six-Step Process">
        <ProcessSteps steps={sixStepProcess} />
      </Section>
      <Section id="journey" tone="sky" eyebrow="What we do" title="Our Work, Slide by Slide">
        <Carousel label="About our company">
          {aboutSlides.map((slide) => (
            <div key={slide.id} className="highlight">
              <Picture src={slide.image} alt={slide.alt} width={320} height={200} />
              <div className="highlight__body">
                {slide.subtitle && <p className="eyebrow">{slide.subtitle}</p>}
                <h3 className="highlight__title">{slide.title}</h3>
                <p>{slide.description}</p>
              </div>
            </div>
          ))}
        </Carousel>
      </Section>
      <Section id="trust" eyebrow="Why people trust us" title="Trust Badges">
        <TrustBadges badges={trustBadges} />
      </Section>
      <QuoteCta />
    </>
  );
}
