import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
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
import { serviceJsonLd } from '@/lib/seo/json-ld';
import { PageIntro } from '@/components/layout/page-intro';
import { Section } from '@/components/content/section';
import { JsonLd } from '@/components/seo/json-ld';
import { QuoteCta } from '@/components/layout/quote-cta';
import './charges-page.css';

/** Lines of charges: each charge in bold, then what it is for. */
function Lines({ lines }: { lines: ChargeLine[] }) {
  return lines.map((line) => (
    <li key={line.strong}>
      <strong>{line.strong}</strong> {line.rest}
    </li>
  ));
}

const pct = (n: number) => `${Math.round(n * 100)}%`;
/** A priced line's amount, before GST. */
const amountOf = (items: readonly LineItem[], kind: LineItem['kind']) =>
  items.find((i) => i.kind === kind)?.amount ?? 0;

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
  const office = t.officeRates.columns;
  // A volume keeps its decimal (a carton is 3.4 cu ft) and Indian grouping (1,650 cu ft).
  const cuFt = (n: number) => l.cuFt(n.toLocaleString('en-IN', { maximumFractionDigits: 1 }));
  const largest = TRUCK_IDS[TRUCK_IDS.length - 1]!;
  /**
   * A table of rates that scrolls sideways on a phone; focusable so the keyboard can scroll it too.
   * Where it is wider than the screen, a line above says so (swipe on a touch screen, scroll with
   * a mouse, chosen by CSS in static HTML) and a shadow at the cut edge shows there is more (CSS
   * only: charges-page.css).
   */
  const rateTable = (
    text: { region: string; caption: string },
    columns: string[],
    rows: { key: string; name: ReactNode; cells: string[] }[],
    className = 'rate-table',
  ) => (
    <div className="table-scroll">
      <p className="table-scroll__hint" aria-hidden="true">
        <span className="table-scroll__touch">{t.tableHint.touch}</span>
        <span className="table-scroll__mouse">{t.tableHint.mouse}</span>
      </p>
      <div className="table-wrap" tabIndex={0} role="region" aria-label={text.region}>
        <table className={`table ${className}`}>
          <caption className="visually-hidden">{text.caption}</caption>
          <thead>
            <tr>
              {columns.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.name}</th>
                {row.cells.map((cell, i) => (
                  <td key={i}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
  // Each size's total with GST, locally and by band, by the estimate's price rule (lib/price.ts).
  const sizeRows = <S extends string>(
    service: string,
    sizes: readonly S[],
    names: Record<S, string>,
  ) =>
    sizes.map((size) => ({
      key: size,
      name: names[size],
      cells: [-1, ...bands.keys()].map((band) =>
        formatRupees(sizePrice(service, size, band).total),
      ),
    }));
  return (
    <>
      <JsonLd
        nodes={[serviceJsonLd({ name: t.serviceName, description: t.page.description, path })]}
      />
      <PageIntro path="/packers-and-movers-charges" locale={locale} />
      <Section
        id="home-rates"
        title={t.homeRates.title}
        intro={t.homeRates.intro(pct(GST_RATE), pct(RANGE_WIDTH))}
      >
        {rateTable(
          t.homeRates,
          [t.homeRates.first, t.homeRates.local, ...bands],
          sizeRows('Home Shifting', HOME_SIZES, t.homeSizes),
        )}
      </Section>
      <Section id="vehicle-rates" tone="muted" title={t.vehicleRates.title}>
        {rateTable(
          t.vehicleRates,
          [t.vehicleRates.first, t.vehicleRates.local, ...bands],
          sizeRows('Vehicle Shifting', VEHICLES, t.vehicles),
        )}
      </Section>
      <Section id="office-rates" title={t.officeRates.title}>
        {rateTable(
          t.officeRates,
          [office.size, office.packing, office.loading, office.total],
          OFFICE_SIZES.map((size) => {
            const o = sizePrice('Office Shifting', size, -1);
            return {
              key: size,
              name: t.officeSizes[size],
              cells: [amountOf(o.items, 'packing'), amountOf(o.items, 'loading'), o.total].map(
                formatRupees,
              ),
            };
          }),
        )}
        <p className="table-note">{t.officeRates.note}</p>
      </Section>
      <Section id="extras" tone="muted" title={x.title}>
        <ul className="extras">
          <Lines
            lines={[
              x.floorWithoutLift(formatRupees(extras.floorWithoutLift.amount)),
              x.longCarry(formatRupees(extras.longCarry.amount)),
              x.applianceInstallation(formatRupees(extras.applianceInstallation.amount)),
              x.storage(
                HOME_SIZES.map(
                  (size) =>
                    `${t.homeSizes[size]} ${formatRupees(extras.storagePerMonth.bySize[size])}`,
                ).join(', '),
              ),
              x.insurance(`${INSURANCE_RATE * 100}%`),
              x.premiumPacking(pct(packingGrades.Premium.multiplier - 1)),
              x.gst(pct(GST_RATE)),
            ]}
          />
        </ul>
      </Section>
      <Section id="item-list" title={l.title} intro={l.intro(words.quote.list.button)}>
        <div className="item-list-rates">
          <ol className="bullets bullets--numbered prose">
            <Lines
              lines={[
                l.volume,
                l.truck(l.trucks[largest], cuFt(trucks[largest].capacityCft)),
                l.transport(formatNumber(LOCAL_MAX_KM)),
                l.packing(
                  formatRupees(volumeRates.packingPerCft),
                  formatRupees(volumeRates.minimumPacking),
                ),
                l.loading(
                  formatRupees(volumeRates.loadingPerCft),
                  formatRupees(volumeRates.minimumLoading),
                ),
                l.floors(formatRupees(extras.floorWithoutLift.amount)),
                l.car,
                l.gst(pct(GST_RATE)),
                l.range(pct(LISTED_RANGE_WIDTH), pct(RANGE_WIDTH)),
                l.validity(formatNumber(SCOPE_VALID_DAYS)),
              ]}
            />
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
          {rateTable(
            l.truckTable,
            [
              l.truckTable.first,
              l.truckTable.body,
              l.truckTable.load,
              l.truckTable.local,
              ...bands,
            ],
            TRUCK_IDS.map((id) => ({
              key: id,
              name: (
                <>
                  {l.trucks[id]} <span className="truck-table__kind">{l.truckKinds[id]}</span>
                </>
              ),
              cells: [
                // The published size without its unit, which the page's language writes.
                l.feet(trucks[id].body.replace(/\s*ft$/, '')),
                cuFt(trucks[id].capacityCft),
                ...[truckTransport[id].local, ...truckTransport[id].byBand].map(formatRupees),
              ],
            })),
            'truck-table',
          )}
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
      <QuoteCta locale={locale} />
    </>
  );
}
