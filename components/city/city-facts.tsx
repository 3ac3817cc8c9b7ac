import Link from 'next/link';
import type { City } from '@/content/types';
import { cityNotes } from '@/content/city-notes';
import { truckHours } from '@/content/truck-hours';
import { site } from '@/content/site';
import { formatRupees } from '@/lib/format';
import {
  branchSentence,
  cityFaqs,
  cityRoutes,
  nearbyServedCities,
  nearestBranch,
  servingBranch,
} from '@/lib/city-facts';
import { isServiceable } from '@/lib/quote';
import { cityPagePath } from '@/lib/slug';
import { telHref } from '@/lib/links';
import { faqJsonLd } from '@/lib/seo/json-ld';
import type { Locality } from '@/lib/gazetteer/build';
import { Section } from '@/components/content/section';
import { JsonLd } from '@/components/seo/json-ld';
import { CityLocalities } from './city-localities';

/** City-specific facts computed from the data, so the page is about its city. */
export function CityFacts({ city, localities }: { city: City; localities: readonly Locality[] }) {
  const served = isServiceable(city.name);
  const branch = servingBranch(city);
  const nearest = nearestBranch(city);
  const nearby = nearbyServedCities(city, 1);
  const routes = cityRoutes(city);
  const faqs = cityFaqs(city, localities);

  return (
    <>
      <Section
        id="city-facts"
        tone="muted"
        eyebrow={city.state}
        title={`Moving in ${city.name}: What to Plan For`}
        intro={branchSentence(city)}
      >
        {branch && (
          <p className="city-branch">
            {`${branch.label}: `}
            <a href={telHref(branch.phone)}>{branch.phone}</a>, {`${site.hours.label}.`}
          </p>
        )}
        {cityNotes[city.name] && (
          <p className="city-note city-note--local">{cityNotes[city.name]}</p>
        )}
        {truckHours[city.name] && (
          <p className="city-note city-note--trucks">
            <strong>Truck hours: </strong>
            {`${truckHours[city.name]!.text} `}
            <a href={truckHours[city.name]!.url} rel="noopener">
              {`Source: ${truckHours[city.name]!.source}`}
            </a>
            .
          </p>
        )}
        <CityLocalities city={city} localities={localities} served={served} />
      </Section>
      <Section
        id="routes"
        title={`Common Routes From ${city.name}`}
        intro={`A 2 BHK move, packed and delivered, with GST.`}
      >
        <table className="table route-table" aria-labelledby="routes-title">
          <thead>
            <tr>
              <th scope="col">To</th>
              <th scope="col">By road</th>
              <th scope="col">2 BHK</th>
            </tr>
          </thead>
          <tbody>
            {routes.map((r) => (
              <tr key={r.to}>
                <th scope="row">
                  {r.km === 0 ? 'Local move' : <Link href={cityPagePath(r.to)}>{r.to}</Link>}
                </th>
                <td>
                  <span className="nowrap">
                    {r.km === 0 ? 'In the city' : `${r.km.toLocaleString('en-IN')} km`}
                  </span>{' '}
                  <span className="route-table__transit">{r.transit}</span>
                </td>
                <td>
                  <span className="nowrap">{formatRupees(r.low)}</span> –{' '}
                  <span className="nowrap">{formatRupees(r.high)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="table-note">
          {served ? '' : `Booked from ${nearby[0]?.name ?? nearest.city}. `}
          <Link href="/packers-and-movers-charges">All our charges</Link>.
        </p>
      </Section>
      <Section id="faqs" tone="muted" title={`Questions About Moving From ${city.name}`}>
        <div className="faqs">
          {faqs.map((f) => (
            <details key={f.q} className="faq">
              <summary>{f.q}</summary>
              <p>{f.a}</p>
            </details>
          ))}
        </div>
        <JsonLd nodes={[faqJsonLd(faqs)]} />
      </Section>
    </>
  );
}
