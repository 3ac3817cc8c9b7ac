import Link from 'next/link';
import type { City } from '@/content/types';
import { stateNotes } from '@/content/state-notes';
import { cityNotes } from '@/content/city-notes';
import { estimateMove, formatRange } from '@/lib/estimate';
import {
  branchSentence,
  cityFaqs,
  commonMoves,
  metroTransits,
  nearbyServedCities,
  nearestBranch,
} from '@/lib/city-facts';
import { transitLabel } from '@/lib/transit';
import { cityPagePath } from '@/lib/slug';
import { telHref } from '@/lib/links';
import { faqJsonLd } from '@/lib/seo/json-ld';
import { Section } from '@/components/content/section';
import { JsonLd } from '@/components/seo/json-ld';

/** City-specific facts computed from the data, so no two city pages read alike. */
export function CityFacts({ city }: { city: City }) {
  const branch = nearestBranch(city);
  const nearby = nearbyServedCities(city, 6);
  const metros = metroTransits(city);
  const faqs = cityFaqs(city);
  const note = stateNotes[city.state];
  const estimates = commonMoves(city).flatMap((m) => {
    const e = estimateMove({ from: city.name, to: m.to, service: 'Home Shifting', size: m.size });
    return e.ok ? [e] : [];
  });

  return (
    <>
      <Section
        id="city-facts"
        tone="muted"
        eyebrow={city.state}
        title={`Moving From ${city.name}: What to Expect`}
        intro={branchSentence(city)}
      >
        {cityNotes[city.name] && (
          <p className="city-note city-note--local">{cityNotes[city.name]}</p>
        )}
        {note && <p className="city-note">{`Moving in ${city.state}: ${note}`}</p>}
        <div className="city-facts">
          <div className="panel panel--white">
            <h3>{`Typical transit from ${city.name}`}</h3>
            <table className="table">
              <caption className="visually-hidden">
                {`Road distance and transit time from ${city.name} to major cities`}
              </caption>
              <thead>
                <tr>
                  <th scope="col">To</th>
                  <th scope="col">Road distance</th>
                  <th scope="col">Transit</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{`Within ${city.name}`}</td>
                  <td>Local</td>
                  <td>{transitLabel(0)}</td>
                </tr>
                {metros.map((m) => (
                  <tr key={m.metro}>
                    <td>{m.metro}</td>
                    <td>{`${m.km.toLocaleString('en-IN')} km`}</td>
                    <td>{m.transit}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="panel panel--white">
            <h3>{`Cities we serve near ${city.name}`}</h3>
            <ul className="nearby">
              {nearby.map((c) => (
                <li key={c.name}>
                  <Link href={cityPagePath(c.name)}>{`Packers and movers in ${c.name}`}</Link>
                  <span className="nearby__km">{`${c.km} km`}</span>
                </li>
              ))}
            </ul>
            <p className="nearby__branch">
              Nearest branch: <strong>{branch.label}</strong>,{' '}
              <a href={telHref(branch.phone)}>{branch.phone}</a>
            </p>
          </div>
        </div>
        {estimates.length > 0 && (
          <div className="panel panel--white city-estimates">
            <h3>{`Typical costs of common moves from ${city.name}`}</h3>
            <ul>
              {estimates.map((e) => (
                <li key={`${e.toCity}-${e.size}`}>
                  <span>
                    {e.local
                      ? `${e.size} within ${city.name}`
                      : `${e.size} to ${e.toCity} (about ${e.km.toLocaleString('en-IN')} km)`}
                  </span>
                  <strong>{formatRange(e)}</strong>
                </li>
              ))}
            </ul>
            <p className="table-note">
              Including packing, loading, transport and GST. The final price follows a free survey;{' '}
              <Link href="/packers-and-movers-charges">see all our charges</Link>.
            </p>
          </div>
        )}
        <p className="city-links">
          {`Services from ${city.name}: `}
          <Link href="/household">household shifting</Link>,{' '}
          <Link href="/office">office relocation</Link>,{' '}
          <Link href="/vehicle">car and bike transport</Link> and{' '}
          <Link href="/warehouse">storage</Link>. Planning the move? Read our{' '}
          <Link href="/blog#packing-checklist-2bhk">packing checklist</Link> and{' '}
          <Link href="/blog#spot-fake-movers">how to spot fake movers</Link>.
        </p>
      </Section>
      <Section id="faqs" title={`Questions About Moving From ${city.name}`}>
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
