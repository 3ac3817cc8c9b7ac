import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { site } from '@/content/site';
import { proofs } from '@/content/proofs';
import { cityFromPageSegment } from '@/lib/cities';
import { nearbyServedCities } from '@/lib/city-facts';
import { cityRelation } from '@/lib/city-relation';
import { neighbourhoodsOf, pinCodeCount } from '@/lib/neighbourhoods';
import { isServiceable } from '@/lib/quote';
import { dictionary } from '@/lib/dictionaries';
import { formatNumber } from '@/lib/format';
import { localePath, type Locale } from '@/lib/i18n';
import { telHref } from '@/lib/links';
import { buildMetadata, ogImagePath } from '@/lib/seo/metadata';
import { cityJsonLd } from '@/lib/seo/json-ld';
import { statePagePath } from '@/lib/states';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteSection } from '@/components/quote/quote-section';
import { PhoneIcon, ShieldIcon } from '@/components/ui/icons';
import { FactList } from '@/components/ui/fact-list';
import { JsonLd } from '@/components/seo/json-ld';
import { CityFacts } from './city-facts';
import './city-page.css';

/** Title and description of /packers-movers-in-<slug>, or of its Hindi twin under /hi. */
export function cityPageMetadata(slug: string, locale: Locale) {
  const city = cityFromPageSegment(slug);
  if (!city) return {};
  const t = dictionary(locale).cityPage;
  return buildMetadata({
    path: localePath(locale, `/${slug}`),
    title: t.title(t.city(city.name)),
    description: t.description(t.city(city.name), t.state(city.state), site.foundedYear),
    image: ogImagePath(slug),
  });
}

/** One city's page (docs/product.md#city-pages), in English or Hindi. */
export function CityPage({ slug, locale }: { slug: string; locale: Locale }) {
  const city = cityFromPageSegment(slug);
  if (!city) notFound();
  const t = dictionary(locale).cityPage;
  const name = t.city(city.name);
  const path = localePath(locale, `/${slug}`);
  const places = neighbourhoodsOf(city.name).slice(0, 3).map(t.locality);
  const served = isServiceable(city.name);
  const from = served ? city.name : (nearbyServedCities(city, 1)[0]?.name ?? city.name);
  // At a glance, beside the title: the rating, how many of its PIN codes the form knows, who runs
  // the move and the number to call. Under the title on a phone; a card beside it on a wide
  // screen, so the banner is not an empty band.
  const relation = cityRelation(city);
  const pins = pinCodeCount(city.name);
  const glance = [
    {
      ...t.glanceRating(
        site.rating.value.toLocaleString('en-IN'),
        formatNumber(site.rating.count),
        site.rating.source,
      ),
      proofUrl: proofs.ratingListing,
    },
    ...(pins > 0 ? [t.glancePins(formatNumber(pins), name)] : []),
    t.glanceCrew(relation.kind, t.branch(relation.office.label), formatNumber(relation.km)),
  ];
  return (
    <>
      <JsonLd
        nodes={cityJsonLd(city, path, locale, {
          name: t.h1(name),
          description: t.intro(name, t.state(city.state)),
        })}
      />
      <PageIntro
        crumbs={[
          { name: t.crumbs.home, path: localePath(locale, '/') },
          { name: t.crumbs.locations, path: '/locations' },
          { name: t.state(city.state), path: statePagePath(city.state) },
          { name, path },
        ]}
        title={t.h1(name)}
        intro={t.intro(name, t.state(city.state))}
      >
        <div className="glance">
          <FactList facts={glance} label={t.glance} className="glance__facts" />
          <a href={telHref(site.phones.sales)} className="btn btn--accent glance__call">
            <PhoneIcon size={18} /> {t.glanceCall}: {site.phones.sales}
          </a>
        </div>
      </PageIntro>
      <QuoteSection
        city={city.name}
        locale={locale}
        intro={
          <p className="section__intro">
            {places.length > 0 ? t.quoteFrom(t.listOf(places)) : ''}
            {served ? t.quoteServed(name) : t.quoteBookedFrom(name, t.city(from))}
          </p>
        }
      />
      <CityFacts city={city} locale={locale} />
      {/* The fraud warning, short: the full warning, the support section and the checker are on
          /beaware, where they serve; a city page stays about its city. */}
      <section className="section section--tight" aria-labelledby="fraud-note">
        <div className="container">
          <div className="fraud-box fraud-box--note">
            <h2 id="fraud-note" className="fraud-box__title">
              <ShieldIcon size={22} /> {t.fraudTitle(name)}
            </h2>
            <p>
              {t.fraudText}
              <Link href={localePath(locale, '/beaware')}>{t.fraudLink}</Link>
              {t.fullStop}
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
