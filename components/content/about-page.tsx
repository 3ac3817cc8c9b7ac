import type { Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/dictionaries';
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

/** The body of /about in every language: who we are, our values, six steps, our work, badges. */
export function AboutPage({ locale }: { locale: Locale }) {
  const d = dictionary(locale);
  const t = d.pageText.about;
  return (
    <>
      <PageIntro path="/about" locale={locale} />
      <Section id="who-we-are" {...t.whoWeAre}>
        <div className="split">
          <Prose paragraphs={d.company.whoWeAre} />
          <Photo
            name="crew-at-work.jpg"
            alt={t.crewPhotoAlt}
            sizes="(min-width: 900px) 45vw, 100vw"
            className="split__img"
            priority
          />
        </div>
      </Section>
      <Section id="values" tone="muted" {...t.values}>
        <FeatureGrid items={d.company.coreValues} columns={4} />
      </Section>
      <Section id="process" {...t.process}>
        <ProcessSteps steps={d.home.sixSteps} />
      </Section>
      <Section id="journey" tone="sky" {...t.journey}>
        <Carousel label={t.carousel} labels={d.carousel}>
          {d.company.aboutSlides.map((slide) => (
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
      <Section id="trust" {...t.trust}>
        <TrustBadges badges={d.home.badges} />
      </Section>
      <QuoteCta locale={locale} />
    </>
  );
}
