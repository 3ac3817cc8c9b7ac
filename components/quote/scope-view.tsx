'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { ITEM_IDS, ROOMS, items as catalogue, type ItemId, type Room } from '@/content/items';
import type { BewareText } from '@/content/beaware-text';
import type { ItemsText } from '@/content/items-text';
import type { ScopeText } from '@/content/scope-text';
import { DEFAULT_SERVICE } from '@/content/sizes';
import type { TruckId } from '@/content/trucks';
import { formatDate, formatDateTime } from '@/lib/dates';
import { serviceForSize } from '@/lib/estimate-options';
import { isHomeMove } from '@/lib/floors';
import { formatNumber, formatRupees } from '@/lib/format';
import { telHref } from '@/lib/links';
import {
  confirmScope,
  scopeEndpoint,
  type Confirmation,
  type NotIssuedReason,
} from '@/lib/scope-confirm';
import type { Scope } from '@/lib/scope-link';
import type { PriceCheck } from '@/lib/scope-price';
import { fillTemplate } from '@/lib/template';
import { CloseIcon, ShieldIcon } from '@/components/ui/icons';
import styles from './scope-view.module.css';
import '@/components/forms/contact-checker.css';
import './scope-view.css';

/**
 * A sentence with each of `phrases` (our phone numbers, a reference, a date) kept on one line: a
 * reference is read out and typed back, and must not break at its hyphen.
 */
function keepTogether(text: string, phrases: string[]): ReactNode[] {
  const pattern = new RegExp(
    `(${phrases.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
  );
  return text.split(pattern).map((part, i) =>
    phrases.includes(part) ? (
      <span key={i} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/** What a link that is not ours is answered with: the words and numbers of /beaware. */
interface FraudHelp {
  advice: string[];
  labels: Pick<BewareText['contacts'], 'title' | 'warning' | 'phone' | 'help' | 'email'>;
  contacts: { phone: string; help: string; email: string };
}

interface ScopeViewProps {
  text: ScopeText;
  items: ItemsText;
  trucks: Record<TruckId, string>;
  /** The sizes' words on this page, by their English value ("2 BHK"). */
  sizes: Record<string, string>;
  /** The published extras, written out: a floor without a lift, 50 metres of carrying. */
  amounts: { floor: string; carry: string };
  formPath: string;
  /** Our legal name (on an issued scope) and our brand (on a link that is not ours). */
  business: { legalName: string; brand: string };
  fraud: FraudHelp;
  validDays: number;
  /** The key that checks our signature, and the leads endpoint (lib/scope-confirm.ts). */
  publicKey: string | null;
  leadsApi: string | null;
  /** The page's heading, and the line that heads an issued scope on paper. */
  intro: ReactNode;
  issuerLine: ReactNode;
}

/**
 * The written scope, read from the link's fragment (lib/scope-link.ts) and judged on the phone
 * (lib/scope-confirm.ts) once the page is live, and again when the fragment changes: shown as our
 * document only when we issued it (docs/product.md#the-written-scope). A link that is not ours
 * gets a plain "not issued by us", the advice of /beaware and our numbers, and none of what it
 * holds, so a page made in our name never prints as our paper. Whatever is shown is text, never
 * markup.
 */
export function ScopeView(props: ScopeViewProps) {
  const { text: t, formPath, publicKey, leadsApi, validDays, intro, issuerLine } = props;
  const [view, setView] = useState<Confirmation | null>(null);
  const [price, setPrice] = useState<PriceCheck>('unknown');
  // Asking again after our site could not be reached.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    const update = () => {
      const hash = window.location.hash;
      setView(null);
      setPrice('unknown');
      const endpoint = scopeEndpoint(leadsApi, window.location.href);
      const options = { publicKeyJwk: publicKey, endpoint, validDays };
      void confirmScope(hash, options).then((confirmation) => {
        if (!live || window.location.hash !== hash) return;
        // The link to keep is the signed one: the address bar gets it, for a share or a bookmark.
        if (confirmation.status === 'issued' && confirmation.fetched)
          window.history.replaceState(null, '', `#${confirmation.fragment}`);
        setView(confirmation);
        const scope = 'scope' in confirmation ? confirmation.scope : undefined;
        // The price check brings the cities and the rates: fetched only now.
        if (scope)
          import('@/lib/scope-price')
            .then(({ checkPrice }) => live && setPrice(checkPrice(scope)))
            // Without the check the scope is judged by its signature alone.
            .catch(() => undefined);
      });
    };
    update();
    window.addEventListener('hashchange', update);
    return () => {
      live = false;
      window.removeEventListener('hashchange', update);
    };
  }, [publicKey, leadsApi, validDays, attempt]);

  let body: ReactNode;
  if (!view) body = <p className="container scope__status">{t.checking}</p>;
  else if (view.status === 'empty' || (view.status === 'not-issued' && view.reason === 'damaged'))
    body = (
      <div className="container scope__status" role="alert">
        <p className="scope__problem">{view.status === 'empty' ? t.empty : t.damaged}</p>
        <p>{t.help}</p>
        <a className="btn btn--primary" href={formPath}>
          {t.newQuote}
        </a>
      </div>
    );
  else if (view.status === 'not-issued')
    body = (
      <NotIssued
        {...props}
        reason={view.reason}
        priceDiffers={price === 'differs'}
        onRetry={() => setAttempt((n) => n + 1)}
      />
    );
  else body = <ScopeSheet {...props} scope={view.scope} expired={view.expired} price={price} />;

  return (
    <>
      {view?.status === 'issued' && !view.expired && issuerLine}
      {intro}
      {body}
    </>
  );
}

/** A link that is not a scope we issued: said plainly, with what to do and whom to call. */
function NotIssued({
  text: t,
  business,
  fraud,
  validDays,
  formPath,
  reason,
  priceDiffers,
  onRetry,
}: ScopeViewProps & {
  reason: NotIssuedReason;
  priceDiffers: boolean;
  onRetry: () => void;
}) {
  const why =
    reason === 'changed' || reason === 'damaged'
      ? t[reason]
      : fillTemplate(t.why[reason], { days: validDays });
  const { labels, contacts } = fraud;
  return (
    <div className="container scope scope__not-issued">
      <div className={`checker__answer checker__answer--bad ${styles.verdict}`} role="alert">
        <h2 className={`scope__ref checker__message ${styles.refused}`}>
          <CloseIcon size={22} /> {fillTemplate(t.notIssued, { business: business.brand })}
        </h2>
        <p>{why}</p>
        {priceDiffers && <p>{t.priceDiffers}</p>}
        {reason === 'unchecked' && (
          <button type="button" className="btn btn--primary btn--sm" onClick={onRetry}>
            {t.checkAgain}
          </button>
        )}
      </div>
      <h3>{t.adviceTitle}</h3>
      <ul className="bullets">
        {fraud.advice.map((line) => (
          <li key={line}>{keepTogether(line, [contacts.phone, contacts.help])}</li>
        ))}
      </ul>
      <div className={`fraud-box ${styles.contacts}`}>
        <h3 className="fraud-box__title">
          <ShieldIcon size={22} /> {labels.title}
        </h3>
        <p>{keepTogether(labels.warning, [contacts.phone, contacts.help])}</p>
        <p>
          {labels.phone}{' '}
          <a className="nowrap" href={telHref(contacts.phone)}>
            {contacts.phone}
          </a>{' '}
          · {labels.help}{' '}
          <a className="nowrap" href={telHref(contacts.help)}>
            {contacts.help}
          </a>{' '}
          · {labels.email} <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
        </p>
      </div>
      <p className="scope__record">
        <a href={formPath}>{t.newQuote}</a>
      </p>
    </div>
  );
}

/**
 * A scope we issued: under the line that says so, or, past its validity, under the notice that it
 * has expired, without the print button (we no longer stand by it).
 */
function ScopeSheet({
  scope,
  expired,
  price,
  text: t,
  items,
  trucks,
  sizes,
  amounts,
  business,
}: ScopeViewProps & { scope: Scope; expired: boolean; price: PriceCheck }) {
  const day = (iso: string) => formatDate(iso, t.date);
  const { list, floors } = scope;
  // A floor the visitor did not give is said to be so, never shown as the ground floor.
  const floor = (n: number | null, lift: boolean | null) =>
    n === null
      ? t.floorNotGiven
      : n === 0
        ? t.ground
        : `${fillTemplate(t.floor, { floor: n })}, ${lift === null ? t.liftNotGiven : lift ? t.lift : t.noLift}`;
  const size = sizes[scope.basis] ?? scope.basis;
  // A home move's scope lists what moves; an office's or a vehicle's is worked out from its size.
  const service = scope.basis ? serviceForSize(scope.basis) : DEFAULT_SERVICE;
  const home = service !== null && isHomeMove(service);
  const basis =
    service === 'Office Shifting'
      ? t.officeBasis
      : service === 'Vehicle Shifting'
        ? t.vehicleBasis
        : t.basis;
  const changes = home
    ? [
        t.changes.items,
        fillTemplate(t.changes.floors, { amount: amounts.floor }),
        fillTemplate(t.changes.carry, { amount: amounts.carry }),
      ]
    : service === 'Office Shifting'
      ? [t.changes.office, fillTemplate(t.changes.carry, { amount: amounts.carry })]
      : [t.changes.vehicle];
  const vehicle = [
    // Written here, not by lib/trucks.ts, which would bring the rates up front (lib/scope-confirm.ts).
    scope.truck
      ? `${scope.truck.count > 1 ? `${scope.truck.count} × ` : ''}${trucks[scope.truck.truck]}`
      : '',
    scope.cars ? `${items.names.car} × ${scope.cars}` : '',
  ]
    .filter(Boolean)
    .join(' + ');
  const listed = (room: Room) =>
    ITEM_IDS.filter((id) => catalogue[id].room === room && (list.counts[id] ?? 0) > 0);
  return (
    <article className="container scope" aria-labelledby="scope-ref">
      {expired ? (
        <p className="scope__expired" role="note">
          <strong>{fillTemplate(t.expiredTitle, { date: day(scope.validUntil) })}</strong>{' '}
          {t.expired}
        </p>
      ) : (
        <div className={`checker__answer checker__answer--ok ${styles.verdict}`}>
          <p className="checker__message">
            <ShieldIcon size={20} />{' '}
            <span>
              {keepTogether(
                fillTemplate(t.issued, {
                  business: business.legalName,
                  ref: scope.ref,
                  date: day(scope.date),
                }),
                [scope.ref, day(scope.date)],
              )}
            </span>
          </p>
          <p className={`scope__note ${styles.how}`}>{t.issuedHow}</p>
        </div>
      )}
      <h2 id="scope-ref" className="scope__ref">
        {fillTemplate(t.ref, { ref: scope.ref })}
      </h2>
      {!expired && price === 'differs' && (
        <p className="scope__note" role="note">
          {fillTemplate(t.ratesChanged, { until: day(scope.validUntil) })}
        </p>
      )}
      <Facts
        facts={[
          [t.from, scope.from],
          [t.to, scope.to],
          [t.moving, formatDateTime(scope.moveTime, t.moveTime) || t.noDate],
          [t.written, day(scope.date)],
          [t.validUntil, day(scope.validUntil)],
        ]}
      />
      {scope.basis && <p className="scope__note">{fillTemplate(basis, { size })}</p>}
      {home && (
        <>
          <h3>{scope.basis ? fillTemplate(t.typicalTitle, { size }) : t.itemsTitle}</h3>
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
          <Facts
            facts={[
              [t.volume, fillTemplate(t.volumeValue, { volume: formatNumber(scope.volume) })],
              [t.vehicle, vehicle || '—'],
              // The dictionary's words, joined by a colon.
              [`${t.floorsTitle}: ${t.pickup}`, floor(floors.pickupFloor, floors.liftPickup)],
              [`${t.floorsTitle}: ${t.drop}`, floor(floors.dropFloor, floors.liftDrop)],
            ]}
          />
        </>
      )}
      <h3>{t.priceTitle}</h3>
      {scope.high > 0 ? (
        <>
          <p className="scope__price">
            <span className="nowrap">{formatRupees(scope.low)}</span> –{' '}
            <span className="nowrap">{formatRupees(scope.high)}</span>
          </p>
          <p className="scope__note">
            {service === 'Vehicle Shifting' ? t.vehiclePriceNote : t.priceNote}
          </p>
        </>
      ) : (
        <p>{t.noPrice}</p>
      )}
      <h3>{t.changesTitle}</h3>
      <ul className="scope__changes">
        {[...changes, t.changes.date].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="scope__record">
        {keepTogether(fillTemplate(t.record, { ref: scope.ref }), [scope.ref])}
      </p>
      {!expired && (
        <p className="scope__print">
          <button type="button" className="btn btn--primary" onClick={() => window.print()}>
            {t.print}
          </button>
        </p>
      )}
    </article>
  );
}

function Facts({ facts }: { facts: [term: string, value: string][] }) {
  return (
    <dl className="scope__facts">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
