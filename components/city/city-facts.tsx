import Link from 'next/link';
import type { City } from '@/content/types';
import { metroTransits, nearbyServedCities, nearestBranch, transitLabel } from '@/lib/city-facts';
import { isServiceable } from '@/lib/quote';
import { cityPagePath } from '@/lib/slug';
import { telHref } from '@/lib/links';
import { Section } from '@/components/content/section';

/** City-specific facts computed from the data, so no two city pages read alike. */
export function CityFacts({ city }: { city: City }) {
  const branch = nearestBranch(city);
  const nearby = nearbyServedCities(city, 6);
  const metros = metroTransits(city);
  const served = isServiceable(city.name);
  const closestServed = nearby[0];
  const branchLine =
    branch.km === 0
      ? `Moves from ${city.name} are run by our own ${branch.label.toLowerCase()} in ${city.name}.`
      : `Moves from ${city.name} are planned and run by our ${branch.label}, about ${branch.km} km away by road, which sends a crew and vehicle to your door.`;

  const faqs = [
    {
      q: `Which office handles my move from ${city.name}?`,
      a: `${branchLine} You can call the branch directly on ${branch.phone}.`,
    },
    {
      q: `How long does a household move from ${city.name} take?`,
      a: `A move within ${city.name} is usually packed, shifted and unpacked the same day. ${metros
        .slice(0, 3)
        .map((m) => `To ${m.metro} (about ${m.km} km) your goods take ${m.transit}`)
        .join('; ')}.`,
    },
    {
      q: `Can you shift my car or bike from ${city.name}?`,
      a: `Yes. Cars travel on open or enclosed car carriers and bikes in wooden crates, with a photo inspection report at pickup in ${city.name} and at delivery.`,
    },
    {
      q: `Do you take bookings starting in ${city.name}?`,
      a: served
        ? `Yes, ${city.name} is in our service area: enter it as Moving From in the form above and we reply on WhatsApp with a free survey slot.`
        : `Not yet directly. Moves that start in ${city.name} are booked from ${closestServed?.name ?? branch.city}${
            closestServed ? `, about ${closestServed.km} km away` : ''
          }: enter that city as Moving From and mention your address in the message.`,
    },
    {
      q: `How is the price of a move from ${city.name} worked out?`,
      a: `By the size of your home, the road distance, floors without a lift, the packing you choose and optional transit insurance, plus GST. The final price follows a free survey and is written down before moving day.`,
    },
  ];

  return (
    <>
      <Section
        id="city-facts"
        tone="muted"
        eyebrow={`${city.state}`}
        title={`Moving From ${city.name}: What to Expect`}
        intro={branchLine}
      >
        <div className="city-facts">
          <div className="panel panel--white">
            <h3>Typical transit from {city.name}</h3>
            <table className="table">
              <caption className="visually-hidden">
                Road distance and transit time from {city.name} to major cities
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
                  <td>Within {city.name}</td>
                  <td>Local</td>
                  <td>{transitLabel(0)}</td>
                </tr>
                {metros.map((m) => (
                  <tr key={m.metro}>
                    <td>{m.metro}</td>
                    <td>{m.km.toLocaleString('en-IN')} km</td>
                    <td>{m.transit}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="panel panel--white">
            <h3>Nearby cities we serve</h3>
            <ul className="nearby">
              {nearby.map((c) => (
                <li key={c.name}>
                  <Link href={cityPagePath(c.name)}>Packers and movers in {c.name}</Link>
                  <span className="nearby__km">{c.km} km</span>
                </li>
              ))}
            </ul>
            <p className="nearby__branch">
              Nearest branch: <strong>{branch.label}</strong>,{' '}
              <a href={telHref(branch.phone)}>{branch.phone}</a>
            </p>
          </div>
        </div>
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
      </Section>
    </>
  );
}
