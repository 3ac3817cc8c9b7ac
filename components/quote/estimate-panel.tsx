import { GST_RATE } from '@/content/pricing';
import type { QuoteText } from '@/content/quote-text';
import { estimateMove, type EstimateInput } from '@/lib/estimate';
import { sizeKindFor } from '@/lib/estimate-options';
import { formatNumber, formatRupees } from '@/lib/format';
import { transitDays } from '@/lib/transit';
import { truckName } from '@/lib/trucks';
import { fillTemplate } from '@/lib/template';
import './estimate-panel.css';

// The quote form's chat message uses these too: one chunk carries the estimator and its rates.
export { estimateLine, estimateMove } from '@/lib/estimate';

interface EstimatePanelProps {
  input: EstimateInput;
  text: QuoteText;
  /** City names in the page's language, by their English name, the first shown (Hindi). */
  localNames?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The estimate's content (docs/product.md#the-estimate). Loaded on demand by the quote form,
 * which keeps the live region it is shown in, so the rate table is not part of the first load.
 */
export default function EstimatePanel({ input, text, localNames = {} }: EstimatePanelProps) {
  const estimate = estimateMove(input);
  const t = text.estimate;
  if (!estimate.ok) {
    const size = text[sizeKindFor(input.service)].toLowerCase();
    return <p className="estimate__hint">{fillTemplate(t[estimate.reason], { size })}</p>;
  }
  const city = (name: string) => localNames[name]?.[0] ?? name;
  const [low, high] = transitDays(estimate.km);
  const transit = high <= 1 ? t.sameDay : fillTemplate(t.days, { low, high });
  const size = text.sizes[estimate.size] ?? estimate.size;
  const { listed } = estimate;
  const itemLabel = (kind: (typeof estimate.items)[number]['kind']) =>
    kind === 'vehicleTransport'
      ? fillTemplate(t.vehicleTransport, { vehicle: size })
      : kind === 'floors'
        ? fillTemplate(t.floors, { floors: estimate.floors?.climbed ?? 0 })
        : t[kind === 'loading' ? 'loading2' : kind];
  // The dictionary's words, joined by a dot and a space.
  const transitLine = ` · ${fillTemplate(t.transit, { transit })}`;
  const insuranceLine = `${fillTemplate(t.insurance, { rate: estimate.insuranceRate * 100 })} ${t.final}`;
  const vehicle = listed?.truck ? truckName(listed.truck, t.trucks) : '';
  return (
    <>
      <p className="estimate__label">{t.label}</p>
      <p className="estimate__range">
        <span className="nowrap">{formatRupees(estimate.low)}</span> –{' '}
        <span className="nowrap">{formatRupees(estimate.high)}</span>
      </p>
      <p className="estimate__route">
        {estimate.local
          ? fillTemplate(t.local, { from: city(estimate.fromCity) })
          : fillTemplate(t.route, {
              from: city(estimate.fromCity),
              to: city(estimate.toCity),
              km: formatNumber(estimate.km),
            })}
        {transitLine}
        {!listed && ` · ${size}`}
      </p>
      {listed && vehicle && (
        <p className="estimate__vehicle">
          {fillTemplate(t.listed, { volume: formatNumber(listed.volume), vehicle })}
        </p>
      )}
      <table className="estimate__table">
        <caption className="visually-hidden">{t.breakdown}</caption>
        <tbody>
          {estimate.items.map((i) => (
            <tr key={i.kind}>
              <th scope="row">{itemLabel(i.kind)}</th>
              <td>{formatRupees(i.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{fillTemplate(t.gst, { rate: Math.round(GST_RATE * 100) })}</th>
            <td>{formatRupees(estimate.gst)}</td>
          </tr>
          <tr className="estimate__total">
            <th scope="row">{t.total}</th>
            <td>{formatRupees(estimate.total)}</td>
          </tr>
        </tbody>
      </table>
      {estimate.floors?.unknown && <p className="estimate__note">{t.floorsNotGiven}</p>}
      <p className="estimate__note">{insuranceLine}</p>
    </>
  );
}
