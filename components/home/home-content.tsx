import type { ReactNode } from 'react';
import { pages as enPages, type PageInfo } from '@/content/pages';
import { pages as hiPages } from '@/content/hi/pages';
import { site, yearsOfService } from '@/content/site';
import * as enHome from '@/content/home';
import * as hiHome from '@/content/hi/home';
import { homeServices as enServices } from '@/content/services';
import { homeServices as hiServices } from '@/content/hi/services';
import { certifications as enCertifications } from '@/content/company';
import { certifications as hiCertifications } from '@/content/hi/company';
import * as enProcess from '@/content/process';
import * as hiProcess from '@/content/hi/process';
import { trustBadges as enBadges } from '@/content/highlights';
import { trustBadges as hiBadges } from '@/content/hi/highlights';
import { homeText as enText, type HomeText } from '@/content/home-text';
import { homeText as hiText } from '@/content/hi/home-text';
import { quoteCtaText as enCta, type QuoteCtaText } from '@/content/quote-cta';
import { quoteCtaText as hiCta } from '@/content/hi/quote-cta';
import { carouselLabels as hiCarousel } from '@/content/hi/carousel';
import type {
  CarouselLabels,
  ProcessStep,
  ServiceCard,
  Slide,
  TitledText,
  TrustBadge,
} from '@/content/types';
import { localePath, type Locale } from '@/lib/i18n';
import { placeName } from '@/lib/hindi';
import { relationOfPlace } from '@/lib/city-relation';
import { dictionary } from '@/lib/dictionaries';
import { formatNumber } from '@/lib/format';
import { withStages } from '@/lib/process';
import { mergeProof } from '@/lib/proof';
import { telHref } from '@/lib/links';
import { PhoneIcon } from '@/components/ui/icons';
import { FactList } from '@/components/ui/fact-list';
import { CtaBand } from '@/components/content/cta-band';
import { Section } from '@/components/content/section';
import { ServiceCards } from '@/components/content/service-cards';
import { FeatureGrid } from '@/components/content/feature-grid';
import { ProcessSteps } from '@/components/content/process-steps';
import { AlternatingHeadings } from './alternating-headings';
import { BranchCards } from './branch-cards';
import { Hero } from './hero';

interface HomeWords {
  page: PageInfo;
  text: HomeText;
  cta: QuoteCtaText;
  heroSlides: Slide[];
  branchCards: { city: string; state: string }[];
  services: ServiceCard[];
  certifications: TitledText[];
  badges: TrustBadge[];
  steps: ProcessStep[];
  sixSteps: ProcessStep[];
  /** The carousel's own English names when undefined. */
  carousel: CarouselLabels | undefined;
}

/** What the home page says in each language; images, paths and numbers are the same data. */
const CONTENT: Record<Locale, HomeWords> = {
  en: {
    page: enPages['/'],
    text: enText,
    cta: enCta,
    heroSlides: enHome.heroSlides,
    branchCards: enHome.branchCards,
    services: enServices,
    certifications: enCertifications,
    badges: enBadges,
    steps: enProcess.fourStepProcess,
    sixSteps: enProcess.sixStepProcess,
    carousel: undefined,
  },
  hi: {
    page: hiPages['/'],
    text: hiText,
    cta: hiCta,
    heroSlides: hiHome.heroSlides,
    branchCards: hiHome.branchCards,
    services: hiServices,
    certifications: hiCertifications,
    badges: hiBadges,
    steps: hiProcess.fourStepProcess,
    sixSteps: hiProcess.sixStepProcess,
    carousel: hiCarousel,
  },
};

/**
 * The home page body, in English at / or Hindi at /hi. It says each thing once: the hero's slides
 * are what a visitor gets from us, the services grid names the services, the certifications
 * section takes in the footer's trust badges and the four steps take in the footer's six, so the
 * footer under this page starts at its city links (app/(en)/(plain)/layout.tsx). It is also what
 * the 404 page shows (docs/product.md#unknown-paths). `quote` is the first-screen quote box: the
 * home page's has suggestions, the 404 page's is plain HTML (components/home/hero-quote-frame.tsx
 * says why). Links lead to the page in the same language where there is one (lib/i18n.ts).
 */
export function HomeContent({ quote, locale = 'en' }: { quote: ReactNode; locale?: Locale }) {
  const c = CONTENT[locale];
  const t = c.text;
  const words = dictionary(locale);
  const form = localePath(locale, '/form');
  const facts = [
    t.facts.years(yearsOfService(), site.foundedYear),
    t.facts.rating(site.rating.value, site.rating.count),
    t.facts.cities,
  ];
  return (
    <AlternatingHeadings>
      <div className="home-top">
        <div className="container home-top__inner">
          <h1 className="home-top__title">{c.page.h1}</h1>
          {quote}
          <p className="home-top__text">{c.page.intro}</p>
          <p className="home-top__actions">
            <a href={telHref(site.phones.sales)} className="btn btn--outline btn--lg">
              <PhoneIcon size={18} /> {site.phones.sales}
            </a>
          </p>
          <FactList facts={facts} label={t.glance} className="home-top__facts" />
        </div>
        <div className="container">
          <Hero
            slides={c.heroSlides}
            label={t.hero.label}
            cta={{ label: t.hero.cta, href: form }}
            labels={c.carousel}
          />
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
          steps={withStages(c.steps, c.sixSteps, enProcess.fourStepSpans)}
          className="steps--four"
        />
      </Section>
      <CtaBand text={c.cta} href={form} />
    </AlternatingHeadings>
  );
}
