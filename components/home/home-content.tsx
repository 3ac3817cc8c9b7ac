import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { site, yearsOfService } from '@/content/site';
import { fourStepSpans } from '@/content/process';
import { localePath, type Locale } from '@/lib/i18n';
import { placeName } from '@/lib/place-names';
import { relationOfPlace } from '@/lib/city-relation';
import { dictionary } from '@/lib/dictionaries';
import { formatNumber } from '@/lib/format';
import { withStages } from '@/lib/process';
import { mergeProof } from '@/lib/proof';
import { telHref } from '@/lib/links';
import { PhoneIcon } from '@/components/ui/icons';
import { FactList } from '@/components/ui/fact-list';
import { QuoteCta } from '@/components/layout/quote-cta';
import { Section } from '@/components/content/section';
import { ServiceCards } from '@/components/content/service-cards';
import { FeatureGrid } from '@/components/content/feature-grid';
import { ProcessSteps } from '@/components/content/process-steps';
import { AltHeadings } from './alt-headings';
import { BranchCards } from './branch-cards';
import { Carousel } from '@/components/ui/carousel';
import { Picture } from '@/components/ui/picture';
import { proofs } from '@/content/proofs';
import './home-content.css';

/**
 * The home page body, in English at / or Hindi at /hi. It says each thing once: the hero's slides
 * are what a visitor gets from us, the services grid names the services, the certifications
 * section takes in the footer's trust badges and the four steps take in the footer's six, so the
 * footer under this page starts at its city links (app/(en)/(plain)/layout.tsx). It is also what
 * the 404 page shows (docs/product.md#unknown-paths). `quote` is the first-screen quote box: the
 * home page's has suggestions, the 404 page's is plain HTML (components/home/hero-quote-frame.tsx
 * says why). Links lead to the page in the same language where there is one (lib/i18n.ts).
 */
export function HomeContent({ quote, locale }: { quote: ReactNode; locale: Locale }) {
  const words = dictionary(locale);
  const c = words.home;
  const t = c.text;
  const page = words.pages['/'];
  const form = localePath(locale, '/form');
  const facts = [
    t.facts.years(yearsOfService(), site.foundedYear),
    {
      ...t.facts.rating(site.rating.value, site.rating.count, site.rating.source),
      proofUrl: proofs.ratingListing,
    },
    t.facts.cities,
  ];
  return (
    <AltHeadings>
      <div className="home-top">
        <div className="container home-top__inner">
          <h1 className="home-top__title">{page.h1}</h1>
          {quote}
          <p className="home-top__text">{page.intro}</p>
          <p className="home-top__actions">
            <a href={telHref(site.phones.sales)} className="btn btn--outline btn--lg">
              <PhoneIcon size={18} /> {site.phones.sales}
            </a>
          </p>
          <FactList facts={facts} label={t.glance} className="home-top__facts" />
        </div>
        <div className="container">
          {/* The hero: five slides, each with its own Get Free Quote link. */}
          <Carousel label={t.hero.label} className="hero" labels={words.carousel}>
            {c.heroSlides.map((slide, i) => (
              <div key={slide.id} className="hero__slide">
                <div className="hero__copy">
                  {slide.subtitle && <p className="eyebrow eyebrow--light">{slide.subtitle}</p>}
                  <h2 className="hero__title">{slide.title}</h2>
                  <p className="hero__text">{slide.description}</p>
                  <Link href={form} className="btn btn--accent btn--lg">
                    {t.hero.cta}
                  </Link>
                </div>
                <Picture
                  src={slide.image}
                  alt={slide.alt}
                  width={640}
                  height={400}
                  className="hero__art"
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                />
              </div>
            ))}
          </Carousel>
        </div>
      </div>
      <Section id="services" {...t.services}>
        <ServiceCards
          cards={c.services.map((card) => ({ ...card, path: localePath(locale, card.path) }))}
        />
      </Section>
      <Section
        id="branches"
        tone="muted"
        eyebrow={t.branches.eyebrow}
        title={t.branches.title}
        intro={t.branches.intro}
      >
        <BranchCards
          cards={c.branchCards.map((card) => {
            const name = placeName(locale, card.city);
            const relation = relationOfPlace(card.city);
            if (!relation)
              throw new Error(`Branch card "${card.city}": not a city or an office's area.`);
            return {
              city: card.city,
              name,
              note: t.branches.relation(
                relation.kind,
                words.cityPage.branch(relation.office.label),
                formatNumber(relation.km),
              ),
              state: card.state,
              href: `${form}?from=${encodeURIComponent(card.city)}`,
              link: t.branches.link(name),
            };
          })}
        />
      </Section>
      <Section id="certifications" {...t.certifications}>
        <FeatureGrid items={mergeProof(c.certifications, c.badges)} columns={3} compact />
      </Section>
      <Section id="process" tone="sky" {...t.process}>
        <ProcessSteps
          steps={withStages(c.steps, c.sixSteps, fourStepSpans)}
          className="steps--four"
        />
      </Section>
      <QuoteCta locale={locale} />
    </AltHeadings>
  );
}
