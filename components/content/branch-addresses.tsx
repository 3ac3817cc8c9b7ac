import { Fragment } from 'react';
import Link from 'next/link';
import type { Branch } from '@/content/types';
import { citiesServedBy } from '@/lib/city-relation';
import { branches, site } from '@/content/site';
import { cityPagePath } from '@/lib/slug';
import { branchAnchor } from '@/lib/branches';
import { telHref } from '@/lib/links';
import { hoursLabel } from '@/lib/hours';
import { hoursText } from '@/content/hours-text';
import { ClockIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';

/** The cities an office serves (lib/city-relation.ts): with its own crew, and with a travelling one. */
function ServedCities({ office }: { office: Branch }) {
  const served = citiesServedBy(office);
  const groups = [
    { title: 'Runs moves in', cities: served.filter((r) => r.kind !== 'far') },
    { title: 'Sends a travelling crew to', cities: served.filter((r) => r.kind === 'far') },
  ];
  return groups.map(
    (g) =>
      g.cities.length > 0 && (
        <p key={g.title} className="branch-item__serves">
          <strong>{g.title}:</strong>{' '}
          {g.cities.map((r, i) => (
            <Fragment key={r.city.name}>
              {i > 0 && ', '}
              <Link href={cityPagePath(r.city.name)}>{r.city.name}</Link>
            </Fragment>
          ))}
        </p>
      ),
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
                <PinIcon size={18} />{' '}
                {`${b.address.street}, ${b.address.locality}, ${b.address.city}, ${b.address.region} ${b.address.postalCode}`}
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
                {`Packers and movers in ${b.city}`}
              </Link>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
