'use client';

import { useEffect, useState } from 'react';
import { ITEM_IDS, ROOMS, items as catalogue, type ItemId, type Room } from '@/content/items';
import type { ItemsText } from '@/content/items-text';
import type { ScopeText } from '@/content/scope-text';
import type { TruckId } from '@/content/trucks';
import { dateText, formatDateTime, readWallClock } from '@/lib/dates';
import { formatNumber, formatRupees } from '@/lib/format';
import { localDay, readScopeFragment, type ReadScope, type Scope } from '@/lib/scope-link';
import { fillTemplate } from '@/lib/template';

interface ScopeViewProps {
  text: ScopeText;
  items: ItemsText;
  trucks: Record<TruckId, string>;
  /** The published extras, written out: a floor without a lift, 50 metres of carrying. */
  amounts: { floor: string; carry: string };
  formPath: string;
}

/**
 * The written scope, read from the link's fragment (lib/scope-link.ts) once the page is live, and
 * again when the fragment changes. A link that is empty, cut short or changed gets a message, and
 * whatever the link holds is shown as text, never as markup.
 */
export function ScopeView({ text: t, items, trucks, amounts, formPath }: ScopeViewProps) {
  const [read, setRead] = useState<ReadScope | null>(null);
  useEffect(() => {
    const update = () => setRead(readScopeFragment(window.location.hash));
    update();
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);

  if (!read) return <p className="container scope__status">{t.reading}</p>;
  if (!read.ok)
    return (
      <div className="container scope__status" role="alert">
        <p className="scope__problem">{t[read.reason]}</p>
        <p>{t.help}</p>
        <a className="btn btn--primary" href={formPath}>
          {t.newQuote}
        </a>
      </div>
    );
  return <ScopeSheet scope={read.scope} t={t} items={items} trucks={trucks} amounts={amounts} />;
}

function ScopeSheet({
  scope,
  t,
  items,
  trucks,
  amounts,
}: Omit<ScopeViewProps, 'text' | 'formPath'> & { scope: Scope; t: ScopeText }) {
  const day = (iso: string) => {
    const at = readWallClock(`${iso}T00:00`);
    return at ? dateText(at, t.date) : iso;
  };
  const { list } = scope;
  const expired = scope.validUntil < localDay();
  const floor = (n: number, lift: boolean) =>
    n === 0 ? t.ground : `${fillTemplate(t.floor, { floor: n })}, ${lift ? t.lift : t.noLift}`;
  const vehicle = [
    scope.truck
      ? `${scope.truck.count > 1 ? `${scope.truck.count} × ` : ''}${trucks[scope.truck.truck]}`
      : '',
    scope.cars ? `${items.names.car} × ${scope.cars}` : '',
  ]
    .filter(Boolean)
    .join(' + ');
  const [recordBefore = '', ...rest] = t.record.split('{ref}');
  const recordAfter = rest.join(scope.ref);
  const listed = (room: Room) =>
    ITEM_IDS.filter((id) => catalogue[id].room === room && (list.counts[id] ?? 0) > 0);
  const facts: [string, string][] = [
    [t.from, scope.from],
    [t.to, scope.to],
    [t.moving, formatDateTime(scope.moveTime, t.moveTime) || t.noDate],
    [t.written, day(scope.date)],
    [t.validUntil, day(scope.validUntil)],
  ];
  return (
    <article className="container scope" aria-labelledby="scope-ref">
      <h2 id="scope-ref" className="scope__ref">
        {fillTemplate(t.ref, { ref: scope.ref })}
      </h2>
      {expired && (
        <p className="scope__expired" role="note">
          {t.expired}
        </p>
      )}
      <dl className="scope__facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>{t.itemsTitle}</h3>
      <table className="scope__items">
        <thead>
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col">{t.count}</th>
          </tr>
        </thead>
        {ROOMS.filter((room) => listed(room).length > 0).map((room) => (
          <tbody key={room}>
            <tr>
              <th scope="colgroup" colSpan={2} className="scope__room">
                {items.rooms[room]}
              </th>
            </tr>
            {listed(room).map((id: ItemId) => (
              <tr key={id}>
                <th scope="row">{items.names[id]}</th>
                <td>{list.counts[id]}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
      <dl className="scope__facts">
        <div>
          <dt>{t.volume}</dt>
          <dd>{fillTemplate(t.volumeValue, { volume: formatNumber(scope.volume) })}</dd>
        </div>
        <div>
          <dt>{t.vehicle}</dt>
          <dd>{vehicle || '—'}</dd>
        </div>
        <div>
          <dt>{`${t.floorsTitle}: ${t.pickup}`}</dt>
          <dd>{floor(list.pickupFloor, list.liftPickup)}</dd>
        </div>
        <div>
          <dt>{`${t.floorsTitle}: ${t.drop}`}</dt>
          <dd>{floor(list.dropFloor, list.liftDrop)}</dd>
        </div>
      </dl>
      <h3>{t.priceTitle}</h3>
      {scope.high > 0 ? (
        <>
          <p className="scope__price">
            <span className="nowrap">{formatRupees(scope.low)}</span> –{' '}
            <span className="nowrap">{formatRupees(scope.high)}</span>
          </p>
          <p className="scope__note">{t.priceNote}</p>
        </>
      ) : (
        <p>{t.noPrice}</p>
      )}
      <h3>{t.changesTitle}</h3>
      <ul className="scope__changes">
        <li>{t.changes.items}</li>
        <li>{fillTemplate(t.changes.floors, { amount: amounts.floor })}</li>
        <li>{fillTemplate(t.changes.carry, { amount: amounts.carry })}</li>
        <li>{t.changes.date}</li>
      </ul>
      <p className="scope__record">
        {/* The reference never breaks at its hyphen: it is read out and typed back. */}
        {recordBefore}
        <span className="nowrap">{scope.ref}</span>
        {recordAfter}
      </p>
      <p className="scope__print">
        <button type="button" className="btn btn--primary" onClick={() => window.print()}>
          {t.print}
        </button>
      </p>
    </article>
  );
}
