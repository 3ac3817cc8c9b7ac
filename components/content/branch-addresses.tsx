import { Fragment } from 'react';
import Link from 'next/link';
import type { Branch, PostalAddress } from '@/content/types';
import { branchAddressText as t } from '@/content/page-text';
import { citiesServedBy, farStatesOf } from '@/lib/city-relation';
import { statePagePath } from '@/lib/states';
import { branches, site } from '@/content/site';
import { cityPagePath } from '@/lib/slug';
import { branchAnchor } from '@/lib/branches';
import { telHref } from '@/lib/links';
import { hoursLabel } from '@/lib/hours';
import { hoursText } from '@/content/hours-text';
import { ClockIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import './branch-addresses.css';

/** An address on one line, as a letter writes it (its parts are the owner's, in content/site.ts). */
const oneLine = (a: PostalAddress) =>
  `${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}`;

/** Up to this many cities reached by a travelling crew are named; more are counted by state. */
const NAMED_FAR_CITIES = 12;

const cityLinks = (names: string[]) =>
  names.map((name, i) => (
    <Fragment key={name}>
      {i > 0 && ', '}
      <Link href={cityPagePath(name)}>{name}</Link>
    </Fragment>
  ));

/**
 * The cities an office serves (lib/city-relation.ts): those its own crew runs, by name, and those
 * it sends a travelling crew to, by name while they are few, else by state with how many, each
 * state linking to its page of cities: a list of every one would grow with every city added.
 */
function ServedCities({ office }: { office: Branch }) {
  const served = citiesServedBy(office);
  const near = served.filter((r) => r.kind !== 'far').map((r) => r.city.name);
  const far = served.filter((r) => r.kind === 'far').map((r) => r.city.name);
  return (
    <>
      {near.length > 0 && (
        <p className="branch-item__serves">
          <strong>{t.runsMovesIn}</strong> {cityLinks(near)}
        </p>
      )}
      {far.length > 0 && (
        <p className="branch-item__serves">
          <strong>{t.sendsCrewTo}</strong>{' '}
          {far.length <= NAMED_FAR_CITIES ? (
            cityLinks(far)
          ) : (
            <>
              {t.farCities(far.length)}
              {farStatesOf(office).map((s, i) => (
                <Fragment key={s.state}>
                  {i > 0 && ', '}
                  <a href={statePagePath(s.state)}>{s.state}</a> ({s.count})
                </Fragment>
              ))}
            </>
          )}
        </p>
      )}
    </>
  );
}

/**
 * Every branch with address, phone and hours (contact and main-branches pages). Each entry's id
 * is the fragment of the branch's structured-data @id (lib/seo/json-ld.ts branchId).
 */
export function BranchAddresses({ withCityLinks = false }: { withCityLinks?: boolean }) {
  return (
    <ul className="branch-list">
      {branches.map((b) => (
        <li key={b.label}>
          <article id={branchAnchor(b)} className="branch-item reveal">
            <h3 className="branch-item__title">{b.label}</h3>
            <address>
              <p>
                <PinIcon size={18} /> {oneLine(b.address)}
              </p>
              <p>
                <PhoneIcon size={18} /> <a href={telHref(b.phone)}>{b.phone}</a>
              </p>
              <p>
                <ClockIcon size={18} /> {hoursLabel(site.hours, hoursText)}
              </p>
            </address>
            <ServedCities office={b} />
            {withCityLinks && (
              <Link href={cityPagePath(b.city)} className="card__cta">
                {t.cityPage(b.city)}
              </Link>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
