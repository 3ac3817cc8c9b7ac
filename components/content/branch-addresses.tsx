import { Fragment } from 'react';
import { Link } from '@/components/ui/link';
import type { Branch, PostalAddress } from '@/content/types';
import { citiesServedBy, farStatesOf } from '@/lib/city-relation';
import { statePagePath } from '@/lib/states';
import { branches, site } from '@/content/site';
import { cityPagePath } from '@/lib/slug';
import { branchAnchor } from '@/lib/branches';
import { telHref } from '@/lib/links';
import { hoursLabel } from '@/lib/hours';
import { DEFAULT_LOCALE, HTML_LANG, localePath, type Locale } from '@/lib/i18n';
import { dictionary, type Dictionary } from '@/lib/dictionaries';
import { ClockIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';
import './branch-addresses.css';

/** An address on one line, as a letter writes it (its parts are the owner's, in content/site.ts). */
const oneLine = (a: PostalAddress) =>
  `${a.street}, ${a.locality}, ${a.city}, ${a.region} ${a.postalCode}`;

/** Up to this many cities reached by a travelling crew are named; more are counted by state. */
const NAMED_FAR_CITIES = 12;

/** The page's words and the city pages in its language. */
interface Words {
  d: Dictionary;
  locale: Locale;
}

const cityLinks = (names: string[], { d, locale }: Words) =>
  names.map((name, i) => (
    <Fragment key={name}>
      {i > 0 && ', '}
      <Link href={localePath(locale, cityPagePath(name))}>{d.cityPage.city(name)}</Link>
    </Fragment>
  ));

/**
 * The cities an office serves (lib/city-relation.ts): those its own crew runs, by name, and those
 * it sends a travelling crew to, by name while they are few, else by state with how many, each
 * state linking to its page of cities: a list of every one would grow with every city added.
 */
function ServedCities({ office, words }: { office: Branch; words: Words }) {
  const t = words.d.pageText.branchAddress;
  const served = citiesServedBy(office);
  const near = served.filter((r) => r.kind !== 'far').map((r) => r.city.name);
  const far = served.filter((r) => r.kind === 'far').map((r) => r.city.name);
  return (
    <>
      {near.length > 0 && (
        <p className="branch-item__serves">
          <strong>{t.runsMovesIn}</strong> {cityLinks(near, words)}
        </p>
      )}
      {far.length > 0 && (
        <p className="branch-item__serves">
          <strong>{t.sendsCrewTo}</strong>{' '}
          {far.length <= NAMED_FAR_CITIES ? (
            cityLinks(far, words)
          ) : (
            <>
              {t.farCities(far.length)}
              {farStatesOf(office).map((s, i) => (
                <Fragment key={s.state}>
                  {i > 0 && ', '}
                  <a href={statePagePath(s.state)} hrefLang={HTML_LANG.en}>
                    {words.d.cityPage.state(s.state)}
                  </a>{' '}
                  ({s.count}
                  {t.stateInEnglish})
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
export function BranchAddresses({
  withCityLinks = false,
  locale = DEFAULT_LOCALE,
}: {
  withCityLinks?: boolean;
  locale?: Locale;
}) {
  const d = dictionary(locale);
  const t = d.pageText.branchAddress;
  return (
    <ul className="branch-list">
      {branches.map((b) => (
        <li key={b.label}>
          <article id={branchAnchor(b)} className="branch-item reveal">
            <h3 className="branch-item__title">{d.cityPage.branch(b.label)}</h3>
            <address>
              <p>
                <PinIcon size={18} /> {oneLine(b.address)}
              </p>
              <p>
                <PhoneIcon size={18} /> <a href={telHref(b.phone)}>{b.phone}</a>
              </p>
              <p>
                <ClockIcon size={18} /> {hoursLabel(site.hours, d.hours)}
              </p>
            </address>
            <ServedCities office={b} words={{ d, locale }} />
            {withCityLinks && (
              <Link href={localePath(locale, cityPagePath(b.city))} className="card__cta">
                {t.cityPage(d.cityPage.city(b.city))}
              </Link>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
