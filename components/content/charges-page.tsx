import Link from 'next/link';
import {
  GST_RATE,
  HOME_SIZES,
  INSURANCE_RATE,
  LISTED_RANGE_WIDTH,
  LOCAL_MAX_KM,
  OFFICE_SIZES,
  RANGE_WIDTH,
  SCOPE_VALID_DAYS,
  VEHICLES,
  extras,
  packingGrades,
  truckTransport,
  volumeRates,
} from '@/content/pricing';
import { items } from '@/content/items';
import { TRUCK_IDS, trucks } from '@/content/trucks';
import { VOLUME_EXAMPLES, type ChargeLine } from '@/content/charges-text';
import { dictionary } from '@/lib/dictionaries';
import { formatNumber, formatRupees } from '@/lib/format';
import { localePath, type Locale } from '@/lib/i18n';
import { sizePrice, type LineItem } from '@/lib/price';
import { distanceBandLabels } from '@/lib/rate-card';
import { serviceJsonLd, webPageJsonLd } from '@/lib/seo/json-ld';
import { PageIntro } from '@/components/layout/page-intro';
import { Section } from '@/components/content/section';
import { JsonLd } from '@/components/seo/json-ld';
import { TableScroll } from '@/components/content/table-scroll';
import { CtaBand } from '@/components/content/cta-band';
import './charges-page.css';

/**
 * A rate table's header: what the rows are, any columns that describe them (`about`), the local
 * column, then one column per distance band.
 */
function BandHeader({
  first,
  about = [],
  local,
  bands,
}: {
  first: string;
  about?: string[];
  local: string;
  bands: string[];
}) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {about.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
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
/** A priced line's amount, before GST. */
const amountOf = (items: readonly LineItem[], kind: LineItem['kind']) =>
  items.find((i) => i.kind === kind)?.amount ?? 0;
/** What a move costs with GST, by the price rule the estimate uses too (lib/price.ts). */
const total = (service: string, size: string, band: number) =>
  formatRupees(sizePrice(service, size, band).total);

/**
 * The body of /packers-and-movers-charges and /hi/packers-and-movers-charges: the published rate
 * card. Every amount comes from content/pricing.ts, each move's total priced as the estimate
 * prices it (lib/price.ts), every truck's size and load from
 * content/trucks.ts and every item's volume from content/items.ts; only the words differ by
 * language.
 */
export function ChargesPage({ locale }: { locale: Locale }) {
  const words = dictionary(locale);
  const t = words.charges;
  const path = localePath(locale, '/packers-and-movers-charges');
  const bands = distanceBandLabels(t.bands);
  const x = t.extras;
  const l = t.listed;
  // A volume keeps its decimal (a carton is 3.4 cu ft) and Indian grouping (1,650 cu ft).
  const cuFt = (n: number) => l.cuFt(n.toLocaleString('en-IN', { maximumFractionDigits: 1 }));
  const largest = TRUCK_IDS[TRUCK_IDS.length - 1]!;
  return (
    <>
      <JsonLd
        nodes={[
          webPageJsonLd({ path, name: t.page.title, description: t.page.description, locale }),
          serviceJsonLd({ name: t.serviceName, description: t.page.description, path }),
        ]}
      />
      <PageIntro path="/packers-and-movers-charges" locale={locale} />
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
              {HOME_SIZES.map((size) => (
                <tr key={size}>
                  <th scope="row">{t.homeSizes[size]}</th>
                  <td>{total('Home Shifting', size, -1)}</td>
                  {bands.map((label, i) => (
                    <td key={label}>{total('Home Shifting', size, i)}</td>
                  ))}
                </tr>
              ))}
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
                  <td>{total('Vehicle Shifting', v, -1)}</td>
                  {bands.map((label, i) => (
                    <td key={label}>{total('Vehicle Shifting', v, i)}</td>
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
              {OFFICE_SIZES.map(
                (size) => [size, sizePrice('Office Shifting', size, -1)] as const,
              ).map(([size, o]) => (
                <tr key={size}>
                  <th scope="row">{t.officeSizes[size]}</th>
                  <td>{formatRupees(amountOf(o.items, 'packing'))}</td>
                  <td>{formatRupees(amountOf(o.items, 'loading'))}</td>
                  <td>{formatRupees(o.total)}</td>
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
      <Section id="item-list" title={l.title} intro={l.intro(words.quote.list.button)}>
        <div className="item-list-rates">
          <ol className="bullets bullets--numbered prose">
            <Extra line={l.volume} />
            <Extra line={l.truck(l.trucks[largest], cuFt(trucks[largest].capacityCft))} />
            <Extra line={l.transport(formatNumber(LOCAL_MAX_KM))} />
            <Extra
              line={l.packing(
                formatRupees(volumeRates.packingPerCft),
                formatRupees(volumeRates.minimumPacking),
              )}
            />
            <Extra
              line={l.loading(
                formatRupees(volumeRates.loadingPerCft),
                formatRupees(volumeRates.minimumLoading),
              )}
            />
            <Extra line={l.floors(formatRupees(extras.floorWithoutLift.amount))} />
            <Extra line={l.car} />
            <Extra line={l.gst(pct(GST_RATE))} />
            <Extra line={l.range(pct(LISTED_RANGE_WIDTH), pct(RANGE_WIDTH))} />
            <Extra line={l.validity(formatNumber(SCOPE_VALID_DAYS))} />
          </ol>
          <div className="table-wrap volume-table">
            <table className="table">
              <caption className="visually-hidden">{l.itemTable.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{l.itemTable.item}</th>
                  <th scope="col">{l.itemTable.space}</th>
                </tr>
              </thead>
              <tbody>
                {VOLUME_EXAMPLES.map((id) => (
                  <tr key={id}>
                    <th scope="row">{l.items[id]}</th>
                    <td>{cuFt(items[id].cft)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        <div className="truck-rates">
          <TableScroll label={l.truckTable.region} hint={t.tableHint}>
            <table className="table truck-table">
              <caption className="visually-hidden">{l.truckTable.caption}</caption>
              <BandHeader
                first={l.truckTable.first}
                about={[l.truckTable.body, l.truckTable.load]}
                local={l.truckTable.local}
                bands={bands}
              />
              <tbody>
                {TRUCK_IDS.map((id) => (
                  <tr key={id}>
                    <th scope="row">
                      {l.trucks[id]} <span className="truck-table__kind">{l.truckKinds[id]}</span>
                    </th>
                    {/* The published size without its unit, which the page's language writes. */}
                    <td>{l.feet(trucks[id].body.replace(/\s*ft$/, ''))}</td>
                    <td>{cuFt(trucks[id].capacityCft)}</td>
                    <td>{formatRupees(truckTransport[id].local)}</td>
                    {truckTransport[id].byBand.map((n, i) => (
                      <td key={i}>{formatRupees(n)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </div>
        <p className="table-note">{l.note}</p>
      </Section>
      <Section id="included" tone="muted" title={t.included.title}>
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
