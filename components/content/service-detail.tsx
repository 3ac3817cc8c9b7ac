import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import type { ServiceDetail } from '@/content/types';
import { localePath, type Locale } from '@/lib/i18n';
import { dictionary, pageInfo } from '@/lib/dictionaries';
import { LinkedText } from '@/components/ui/linked-text';
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

/** The shared layout of /household, /office and /vehicle, in every language. */
export function ServiceDetailPage({
  path,
  locale,
}: {
  path: ServiceDetail['path'];
  locale: Locale;
}) {
  const d = dictionary(locale);
  const t = d.pageText.serviceDetail;
  const page = pageInfo(path, locale);
  const detail = d.services.details.find((s) => s.path === path);
  if (!detail) notFound();
  const form = localePath(locale, '/form');
  return (
    <>
      <JsonLd
        nodes={[
          serviceJsonLd({
            name: page.h1,
            description: page.description,
            path: localePath(locale, path),
          }),
        ]}
      />
      <PageIntro path={path} locale={locale}>
        <p className="page-intro__cta">
          <Link href={form} className="btn btn--accent btn--lg">
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
      <Section id="gallery" tone="muted" title={t.gallery}>
        <FigureGrid items={detail.gallery} />
      </Section>
      <Section id="why-us" title={detail.whyUsTitle}>
        <FeatureGrid items={detail.whyUs} columns={3} />
        <p className="center-cta">
          <Link href={form} className="btn btn--accent btn--lg">
            {detail.quoteLabel}
          </Link>
        </p>
      </Section>
      <Section id="service-cities" tone="muted" title={t.inYourCity(page.crumb)}>
        <ul className="chips">
          {popularCities.map((name) => (
            <li key={name}>
              <Link href={localePath(locale, cityPagePath(name))} className="chip chip--link">
                {t.cityPage(d.cityPage.city(name))}
              </Link>
            </li>
          ))}
        </ul>
        <p className="city-links">
          <LinkedText sentence={t.before} locale={locale} />
        </p>
      </Section>
      <QuoteCta locale={locale} />
    </>
  );
}
