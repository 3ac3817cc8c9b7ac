import Link from 'next/link';
import { pages } from '@/content/pages';
import {
  DISTANCE_BANDS,
  GST_RATE,
  HOME_SIZES,
  INSURANCE_RATE,
  RANGE_WIDTH,
  VEHICLES,
  alwaysIncluded,
  extras,
  homeCharges,
  intercityTransport,
  officeCharges,
  packingGrades,
  vehicleCharges,
} from '@/content/pricing';
import { formatRupees } from '@/lib/format';
import { pageMetadata } from '@/lib/seo/metadata';
import { serviceJsonLd } from '@/lib/seo/json-ld';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';
import { Section } from '@/components/content/section';
import { JsonLd } from '@/components/seo/json-ld';
import { TableScroll } from '@/components/content/table-scroll';

const page = pages['/packers-and-movers-charges'];

export const metadata = pageMetadata('/packers-and-movers-charges');

/** A rate table's header: what the rows are, the local column, then one column per distance band. */
function BandHeader({ first, local }: { first: string; local: string }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">{local}</th>
        {DISTANCE_BANDS.map((b) => (
          <th key={b.label} scope="col">
            {b.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const pct = (n: number) => `${Math.round(n * 100)}%`;
const withGst = (n: number) => n * (1 + GST_RATE);

export default function ChargesPage() {
  return (
    <>
      <JsonLd
        nodes={[
          serviceJsonLd({
            name: 'Home shifting',
            description: page.description,
            path: '/packers-and-movers-charges',
          }),
        ]}
      />
      <PageIntro path="/packers-and-movers-charges" title={page.h1} intro={page.intro} />
      <Section
        id="home-rates"
        title="Home Shifting Rates by Home Size and Distance"
        intro={`Typical totals including packing, loading, unloading and transport, with ${pct(GST_RATE)} GST. Your quotation can be up to ${pct(RANGE_WIDTH)} lower or higher after the survey, depending on how much you own.`}
      >
        <TableScroll label="Home shifting rates">
          <table className="table rate-table">
            <caption className="visually-hidden">
              Home shifting totals by home size and road distance, GST included
            </caption>
            <BandHeader first="Home size" local="Local (same city)" />
            <tbody>
              {HOME_SIZES.map((size) => {
                const h = homeCharges[size];
                const fixed = h.packing + h.loading;
                return (
                  <tr key={size}>
                    <th scope="row">{size}</th>
                    <td>{formatRupees(withGst(fixed + h.localTransport))}</td>
                    {intercityTransport[size].map((t, i) => (
                      <td key={i}>{formatRupees(withGst(fixed + t))}</td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      </Section>
      <Section id="vehicle-rates" tone="muted" title="Car and Bike Transport">
        <TableScroll label="Vehicle transport rates">
          <table className="table rate-table">
            <caption className="visually-hidden">
              Vehicle transport by road distance, GST included
            </caption>
            <BandHeader first="Vehicle" local="Local" />
            <tbody>
              {VEHICLES.map((v) => (
                <tr key={v}>
                  <th scope="row">{v}</th>
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
      <Section id="office-rates" title="Office Relocation">
        <TableScroll label="Office relocation rates">
          <table className="table rate-table">
            <caption className="visually-hidden">Office moves within a city, GST included</caption>
            <thead>
              <tr>
                <th scope="col">Office size</th>
                <th scope="col">Packing</th>
                <th scope="col">Loading and unloading</th>
                <th scope="col">Local move total</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(officeCharges).map(([size, o]) => (
                <tr key={size}>
                  <th scope="row">{size}</th>
                  <td>{formatRupees(o.packing)}</td>
                  <td>{formatRupees(o.loading)}</td>
                  <td>{formatRupees(withGst(o.packing + o.loading + o.localTransport))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
        <p className="table-note">
          Intercity office moves are quoted after a survey of every floor.
        </p>
      </Section>
      <Section id="extras" tone="muted" title="Extra Charges, Only When They Apply">
        <ul className="extras">
          <li>
            <strong>{`Floors without a lift: ${formatRupees(extras.floorWithoutLift.amount)}`}</strong>{' '}
            {extras.floorWithoutLift.unit}
          </li>
          <li>
            <strong>{`Long carry: ${formatRupees(extras.longCarry.amount)}`}</strong>{' '}
            {extras.longCarry.unit}
          </li>
          <li>
            <strong>{`Appliance installation: ${formatRupees(extras.applianceInstallation.amount)}`}</strong>{' '}
            {extras.applianceInstallation.unit}
          </li>
          <li>
            <strong>Storage:</strong>{' '}
            {`${Object.entries(extras.storagePerMonth.bySize)
              .map(([size, n]) => `${size} ${formatRupees(n)}`)
              .join(', ')} ${extras.storagePerMonth.unit}`}
          </li>
          <li>
            <strong>{`Transit insurance: ${INSURANCE_RATE * 100}%`}</strong> of the declared value
            of your goods (optional, strongly advised for intercity moves)
          </li>
          <li>
            <strong>{`Premium packing: +${pct(packingGrades.Premium.multiplier - 1)} on packing`}</strong>{' '}
            {packingGrades.Premium.description.toLowerCase()}
          </li>
          <li>
            <strong>{`GST: ${pct(GST_RATE)}`}</strong> on the total, shown on our GST invoice
          </li>
        </ul>
      </Section>
      <Section id="included" title="Always Included">
        <ul className="ticks ticks--cols">
          {alwaysIncluded.map((i) => (
            <li key={i}>{i}</li>
          ))}
        </ul>
      </Section>
      <Section id="read-a-quote" tone="sky" title="How to Read a Quotation">
        <ol className="bullets bullets--numbered prose">
          <li>It must be in writing, on the company’s letterhead or e-mail, with its GSTIN.</li>
          <li>
            Transport, packing, loading and unloading should each have a line, not one lump sum.
          </li>
          <li>
            Extras (floors, long carry, appliances, storage) should be listed with their rates.
          </li>
          <li>GST should be shown separately; ask for a GST invoice at the end.</li>
          <li>Insurance should state the percentage and the declared value it applies to.</li>
          <li>
            Compare the totals with the tables above. A quote far below them often grows on moving
            day; one far above deserves a question.
          </li>
          <li>
            Never pay a large advance, in cash or to a personal UPI ID. See{' '}
            <Link href="/beaware">how to spot fake movers</Link>.
          </li>
        </ol>
        <p className="center-cta">
          <Link href="/form" className="btn btn--accent btn--lg">
            Get My Free Estimate
          </Link>
        </p>
      </Section>
      <QuoteCta />
    </>
  );
}
