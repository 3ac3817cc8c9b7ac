import { pages } from '@/content/pages';
import { site, yearsOfService } from '@/content/site';
import { branchCards } from '@/content/home';
import { homeServices } from '@/content/services';
import { certifications } from '@/content/company';
import { fourStepProcess } from '@/content/process';
import { telHref } from '@/lib/links';
import { PhoneIcon } from '@/components/ui/icons';
import { QuoteCta } from '@/components/layout/quote-cta';
import { Section } from '@/components/content/section';
import { ServiceCards } from '@/components/content/service-cards';
import { FeatureGrid } from '@/components/content/feature-grid';
import { ProcessSteps } from '@/components/content/process-steps';
import { AlternatingHeadings } from './alternating-headings';
import { BranchCards } from './branch-cards';
import { Hero } from './hero';
import type { ReactNode } from 'react';

/**
 * The home page body; also what the 404 page shows (PRODUCT.md: unknown paths show home).
 * `quote` is the first-screen quote box: the home page's has suggestions, the 404 page's is
 * plain HTML (components/home/hero-quote-frame.tsx says why).
 */
export function HomeContent({ quote }: { quote: ReactNode }) {
  const home = pages['/'];
  return (
    <AlternatingHeadings>
      <div className="home-top">
        <div className="container home-top__inner">
          <h1 className="home-top__title">{home.h1}</h1>
          {quote}
          <p className="home-top__text">{home.intro}</p>
          <p className="home-top__actions">
            <a href={telHref(site.phones.sales)} className="btn btn--outline btn--lg">
              <PhoneIcon size={18} /> {site.phones.sales}
            </a>
          </p>
          <ul className="home-top__facts" aria-label="At a glance">
            <li>
              <strong>{yearsOfService()}+ years</strong> moving India since {site.foundedYear}
            </li>
            <li>
              <strong>{site.rating.value}★</strong> from {site.rating.count} reviews
            </li>
            <li>
              <strong>100+ cities</strong> served from our branches
            </li>
          </ul>
        </div>
        <div className="container">
          <Hero />
        </div>
      </div>
      <Section
        id="services"
        eyebrow="What we move"
        title="Our Services"
        intro="Homes, offices, cars and bikes, near or far, each packed and moved by our own trained crew."
      >
        <ServiceCards cards={homeServices} />
      </Section>
      <Section
        id="branches"
        tone="muted"
        eyebrow="Near you"
        title="Our Branches"
        intro="Choose your city to start a free quote from it. Don’t see yours? We serve 100+ cities: see all locations."
      >
        <BranchCards cards={branchCards} />
      </Section>
      <Section id="certifications" eyebrow="Proof, not promises" title="Certified and Trusted">
        <FeatureGrid items={certifications} columns={4} />
      </Section>
      <Section
        id="process"
        tone="sky"
        eyebrow="How it works"
        title="Your Move in Four Steps"
        intro="From your first message to the last carton unpacked."
      >
        <ProcessSteps steps={fourStepProcess} className="steps--four" />
      </Section>
      <QuoteCta />
    </AlternatingHeadings>
  );
}
