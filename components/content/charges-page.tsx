import Link from 'next/link';
import {
  GST_RATE,
  HOME_SIZES,
  INSURANCE_RATE,
  OFFICE_SIZES,
  RANGE_WIDTH,
  VEHICLES,
  extras,
  homeCharges,
  intercityTransport,
  officeCharges,
  packingGrades,
  vehicleCharges,
} from '@/content/pricing';
import type { ChargeLine } from '@/content/charges-text';
import { dictionary } from '@/lib/dictionaries';
import { formatRupees } from '@/lib/format';
import { localePath, type Locale } from '@/lib/i18n';
import { distanceBandLabels } from '@/lib/rate-card';
import { serviceJsonLd, webPageJsonLd } from '@/lib/seo/json-ld';
import { PageIntro } from '@/components/layout/page-intro';
import { Section } from '@/components/content/section';
import { JsonLd } from '@/components/seo/json-ld';
import { TableScroll } from '@/components/content/table-scroll';
import { CtaBand } from '@/components/content/cta-band';

/** A rate table's header: what the rows are, the local column, then one column per distance band. */
function BandHeader({ first, local, bands }: { first: string; local: string; bands: string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">{local}</th>
        {bands.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Extra({ line }: { line: ChargeLine }) {
  return (
    <li>
      <strong>{line.strong}</strong> {line.rest}
    </li>
  );
}

const pct = (n: number) => `${Math.round(n * 100)}%`;
const withGst = (n: number) => n * (1 + GST_RATE);

/**
 * The body of /packers-and-movers-charges and /hi/packers-and-movers-charges: the published rate
 * card. Every amount comes from content/pricing.ts; only the words differ by language.
 */
export function ChargesPage({ locale }: { locale: Locale }) {
  const words = dictionary(locale);
  const t = words.charges;
  const path = localePath(locale, '/packers-and-movers-charges');
  const bands = distanceBandLabels(t.bands);
  const x = t.extras;
  return (
    <>
      <JsonLd
        nodes={[
          webPageJsonLd({ path, name: t.page.title, description: t.page.description, locale }),
          serviceJsonLd({ name: t.serviceName, description: t.page.description, path }),
        ]}
      />
      <PageIntro
        title={t.page.h1}
        intro={t.page.intro}
        crumbs={[
          { name: t.home, path: localePath(locale, '/') },
          { name: t.page.crumb, path },
        ]}
      />
      <Section
        id="home-rates"
        title={t.homeRates.title}
        intro={t.homeRates.intro(pct(GST_RATE), pct(RANGE_WIDTH))}
      >
        <TableScroll label={t.homeRates.region} hint={t.tableHint}>
          <table className="table rate-table">
            <caption className="visually-hidden">{t.homeRates.caption}</caption>
            <BandHeader first={t.homeRates.first} local={t.homeRates.local} bands={bands} />
            <tbody>
              {HOME_SIZES.map((size) => {
                const h = homeCharges[size];
                const fixed = h.packing + h.loading;
                return (
                  <tr key={size}>
                    <th scope="row">{t.homeSizes[size]}</th>
                    <td>{formatRupees(withGst(fixed + h.localTransport))}</td>
                    {intercityTransport[size].map((n, i) => (
                      <td key={i}>{formatRupees(withGst(fixed + n))}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </Section>
      <Section id="vehicle-rates" tone="muted" title={t.vehicleRates.title}>
        <TableScroll label={t.vehicleRates.region} hint={t.tableHint}>
          <table className="table rate-table">
            <caption className="visually-hidden">{t.vehicleRates.caption}</caption>
            <BandHeader first={t.vehicleRates.first} local={t.vehicleRates.local} bands={bands} />
            <tbody>
              {VEHICLES.map((v) => (
                <tr key={v}>
                  <th scope="row">{t.vehicles[v]}</th>
                  <td>{formatRupees(withGst(vehicleCharges[v].local))}</td>
                  {vehicleCharges[v].byBand.map((n, i) => (
                    <td key={i}>{formatRupees(withGst(n))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Section>
      <Section id="office-rates" title={t.officeRates.title}>
        <TableScroll label={t.officeRates.region} hint={t.tableHint}>
          <table className="table rate-table">
            <caption className="visually-hidden">{t.officeRates.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.officeRates.columns.size}</th>
                <th scope="col">{t.officeRates.columns.packing}</th>
                <th scope="col">{t.officeRates.columns.loading}</th>
                <th scope="col">{t.officeRates.columns.total}</th>
              </tr>
            </thead>
            <tbody>
              {OFFICE_SIZES.map((size) => [size, officeCharges[size]] as const).map(([size, o]) => (
                <tr key={size}>
                  <th scope="row">{t.officeSizes[size]}</th>
                  <td>{formatRupees(o.packing)}</td>
                  <td>{formatRupees(o.loading)}</td>
                  <td>{formatRupees(withGst(o.packing + o.loading + o.localTransport))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p className="table-note">{t.officeRates.note}</p>
      </Section>
      <Section id="extras" tone="muted" title={x.title}>
        <ul className="extras">
          <Extra line={x.floorWithoutLift(formatRupees(extras.floorWithoutLift.amount))} />
          <Extra line={x.longCarry(formatRupees(extras.longCarry.amount))} />
          <Extra
            line={x.applianceInstallation(formatRupees(extras.applianceInstallation.amount))}
          />
          <Extra
            line={x.storage(
              HOME_SIZES.map(
                (size) =>
                  `${t.homeSizes[size]} ${formatRupees(extras.storagePerMonth.bySize[size])}`,
              ).join(', '),
            )}
          />
          <Extra line={x.insurance(`${INSURANCE_RATE * 100}%`)} />
          <Extra line={x.premiumPacking(pct(packingGrades.Premium.multiplier - 1))} />
          <Extra line={x.gst(pct(GST_RATE))} />
        </ul>
      </Section>
      <Section id="included" title={t.included.title}>
        <ul className="ticks ticks--cols">
          {t.included.items.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      </Section>
      <Section id="read-a-quote" tone="sky" title={t.readQuote.title}>
        <ol className="bullets bullets--numbered prose">
          {t.readQuote.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
          <li>
            {t.readQuote.beware.before}{' '}
            <Link href={localePath(locale, '/beaware')}>{t.readQuote.beware.link}</Link>
            {t.readQuote.beware.after}
          </li>
        </ol>
        <p className="center-cta">
          <Link href={localePath(locale, '/form')} className="btn btn--accent btn--lg">
            {t.readQuote.button}
          </Link>
        </p>
      </Section>
      <CtaBand text={words.quoteCta} href={localePath(locale, '/form')} />
    </>
  );
}
