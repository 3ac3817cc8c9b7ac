import { GST_RATE } from '@/content/pricing';
import { estimateMove, formatRange, type EstimateInput } from '@/lib/estimate';
import { formatRupees } from '@/lib/format';

// The quote form's chat message uses these too: one chunk carries the estimator and its rates.
export { estimateLine, estimateMove } from '@/lib/estimate';

/**
 * The estimate's content (PRODUCT.md section 5 item 1). Loaded on demand by the quote form,
 * which keeps the live region it is shown in, so the rate table is not part of the first load.
 */
export default function EstimatePanel({ input }: { input: EstimateInput }) {
  const estimate = estimateMove(input);
  return (
    <>
      {estimate.ok ? (
        <>
          <p className="estimate__label">Estimated cost</p>
          <p className="estimate__range">{formatRange(estimate)}</p>
          <p className="estimate__route">
            {estimate.local
              ? `Local move within ${estimate.fromCity}`
              : `${estimate.fromCity} to ${estimate.toCity}: about ${estimate.km.toLocaleString('en-IN')} km by road`}
            {` · ${estimate.transit} in transit · ${estimate.size}`}
          </p>
          <table className="estimate__table">
            <caption className="visually-hidden">Breakdown of the estimate</caption>
            <tbody>
              {estimate.items.map((i) => (
                <tr key={i.label}>
                  <th scope="row">{i.label}</th>
                  <td>{formatRupees(i.amount)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">{`GST (${Math.round(GST_RATE * 100)}%)`}</th>
                <td>{formatRupees(estimate.gst)}</td>
              </tr>
              <tr className="estimate__total">
                <th scope="row">Typical total</th>
                <td>{formatRupees(estimate.total)}</td>
              </tr>
            </tbody>
          </table>
          <p className="estimate__note">
            {`Optional transit insurance: ${estimate.insuranceRate * 100}% of the declared value of your goods. `}
            The final price follows a free survey and is given to you in writing before moving day.
          </p>
        </>
      ) : (
        <p className="estimate__hint">{estimate.reason}</p>
      )}
    </>
  );
}
