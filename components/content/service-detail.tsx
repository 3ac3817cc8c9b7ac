import Link from 'next/link';
import type { ServiceDetail as Detail } from '@/content/types';
import type { PageInfo } from '@/content/pages';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';
import { branches } from '@/content/site';
import { cityPagePath } from '@/lib/slug';
import { JsonLd } from '@/components/seo/json-ld';
import { serviceJsonLd } from '@/lib/seo/json-ld';
import { Section } from './section';
import { FeatureGrid } from './feature-grid';
import { FigureGrid } from './figure-grid';
import { Prose } from './prose';

// Our branch cities and the largest metros: the city pages most people look for.
const popularCities = [
  ...new Set([
    ...branches.map((b) => b.city),
    'Mumbai',
    'Pune',
    'Delhi',
    'Kolkata',
    'Ahmedabad',
    'Jaipur',
  ]),
];

/** The shared layout of /household, /office and /vehicle. */
export function ServiceDetailPage({ page, detail }: { page: PageInfo; detail: Detail }) {
  return (
    <>
      <JsonLd
        nodes={[serviceJsonLd({ name: page.h1, description: page.description, path: detail.path })]}
      />
      <PageIntro path={detail.path} title={page.h1} intro={page.intro}>
        <p className="page-intro__cta">
          <Link href="/form" className="btn btn--accent btn--lg">
            {detail.quoteLabel}
          </Link>
        </p>
      </PageIntro>
      <Section id="overview" title={detail.bulletsTitle}>
        <div className="split split--top">
          <Prose paragraphs={detail.overview} />
          <ul className="ticks panel">
            {detail.bullets.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="gallery" tone="muted" title="See How We Work">
        <FigureGrid items={detail.gallery} />
      </Section>
      <Section id="why-us" title={detail.whyUsTitle}>
        <FeatureGrid items={detail.whyUs} columns={3} />
        <p className="center-cta">
          <Link href="/form" className="btn btn--accent btn--lg">
            {detail.quoteLabel}
          </Link>
        </p>
      </Section>
      <section className="section section--muted" aria-labelledby="service-cities">
        <div className="container">
          <h2 id="service-cities" className="section__title">
            {`${page.crumb} in your city`}
          </h2>
          <ul className="chips">
            {popularCities.map((name) => (
              <li key={name}>
                <Link href={cityPagePath(name)} className="chip chip--link">
                  {`Packers and movers in ${name}`}
                </Link>
              </li>
            ))}
          </ul>
          <p className="city-links">
            Before you book, read{' '}
            <Link href="/blog#packing-checklist-2bhk">our packing checklist</Link>, see{' '}
            <Link href="/packers-and-movers-charges">our published charges</Link> and learn{' '}
            <Link href="/beaware">how to spot fake movers</Link>.
          </p>
        </div>
      </section>
      <QuoteCta />
    </>
  );
}
