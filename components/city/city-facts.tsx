import { Link } from '@/components/ui/link';
import type { City } from '@/content/types';
import { site } from '@/content/site';
import { hoursLabel } from '@/lib/hours';
import { formatNumber, formatRupees } from '@/lib/format';
import {
  branchSentence,
  cityFaqs,
  cityRoutes,
  nearbyServedCities,
  noOfficeSentence,
  transitText,
} from '@/lib/city-facts';
import { cityRelation } from '@/lib/city-relation';
import { isServiceable } from '@/lib/quote';
import { cityPagePath } from '@/lib/slug';
import { telHref } from '@/lib/links';
import { dictionary } from '@/lib/dictionaries';
import { HTML_LANG, localePath, type Locale } from '@/lib/i18n';
import { faqJsonLd } from '@/lib/seo/json-ld';
import { neighbourhoodsOf, pinCodeCount } from '@/lib/neighbourhoods';
import { Section } from '@/components/content/section';
import { JsonLd } from '@/components/seo/json-ld';
import './city-facts.css';

/** City-specific facts computed from the data, so the page is about its city. */
export function CityFacts({ city, locale }: { city: City; locale: Locale }) {
  const words = dictionary(locale);
  const t = words.cityPage;
  const note = words.cityNotes[city.name];
  const guide = words.cityGuides[city.name];
  const trucks = words.truckHours[city.name];
  const name = t.city(city.name);
  const served = isServiceable(city.name);
  // The office that runs moves from the city with its own crew: the nearest, when near.
  const { kind, office } = cityRelation(city);
  const branch = kind === 'far' ? undefined : office;
  const nearby = nearbyServedCities(city, 1);
  const routes = cityRoutes(city);
  const entries = neighbourhoodsOf(city.name);
  const pins = pinCodeCount(city.name);
  const faqs = cityFaqs(city, { pins, names: entries.map(t.locality) }, t);
  const collator = new Intl.Collator(HTML_LANG[locale]);
  const localities = entries
    .map((entry) => ({ name: t.locality(entry), pin: entry[1] }))
    .sort((a, b) => collator.compare(a.name, b.name));
  // The dictionary's words, joined by a colon, a full stop or a space.
  const branchLead = branch ? `${t.branch(branch.label)}: ` : '';
  const hoursLine = `${hoursLabel(site.hours, words.hours)}${t.fullStop}`;
  const trucksLead = trucks ? `${trucks.text} ` : '';

  return (
    <>
      <Section
        id="city-facts"
        tone="muted"
        eyebrow={t.state(city.state)}
        title={t.factsTitle(name)}
        intro={noOfficeSentence(city, t) ?? branchSentence(city, t)}
      >
        {branch && (
          <p className="city-branch">
            {branchLead}
            <a href={telHref(branch.phone)}>{branch.phone}</a>, {hoursLine}
          </p>
        )}
        {note && <p className="city-note city-note--local">{note}</p>}
        {guide && <p className="city-note city-note--guide">{guide}</p>}
        {trucks && (
          <p className="city-note city-note--trucks">
            <strong>{t.truckHours}</strong>
            {trucksLead}
            <a href={trucks.url} rel="noopener">
              {t.source(trucks.source)}
            </a>
            {t.fullStop}
          </p>
        )}
        {localities.length > 0 && (
          // Its neighbourhoods as residents name them, each with its PIN code, in the page's
          // script and in its alphabetical order (content/locality-names.ts).
          <div className="panel panel--white localities" id="localities">
            <h3>{t.localitiesTitle(name)}</h3>
            <ul className="pins">
              {localities.map((item) => (
                <li key={item.name}>
                  {item.name} <span className="pins__pin">{item.pin}</span>
                </li>
              ))}
            </ul>
            <p className="localities__intro">{t.localitiesIntro(name, pins, served)}</p>
          </div>
        )}
      </Section>
      <Section id="routes" title={t.routesTitle(name)} intro={t.routesIntro}>
        {/* A data table may scroll sideways in its own box where large text leaves it no room
            (WCAG 1.4.10 allows it for tables); focusable, so the keyboard can scroll it. */}
        <div
          className="route-table__scroll"
          tabIndex={0}
          role="region"
          aria-labelledby="routes-title"
        >
          <table className="table route-table" aria-labelledby="routes-title">
            <thead>
              <tr>
                <th scope="col">{t.to}</th>
                <th scope="col">{t.byRoad}</th>
                <th scope="col">{t.size}</th>
              </tr>
            </thead>
            <tbody>
              {routes.map((r) => (
                <tr key={r.to}>
                  <th scope="row">
                    {r.km === 0 ? (
                      t.localMove
                    ) : (
                      <Link href={localePath(locale, cityPagePath(r.to))}>{t.city(r.to)}</Link>
                    )}
                  </th>
                  <td>
                    <span className="nowrap">
                      {r.km === 0 ? t.inCity : t.km(formatNumber(r.km))}
                    </span>{' '}
                    <span className="route-table__transit">{transitText(r.km, t)}</span>
                  </td>
                  <td>
                    <span className="nowrap">{formatRupees(r.low)}</span> –{' '}
                    <span className="nowrap">{formatRupees(r.high)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="table-note">
          {served ? '' : t.bookedFrom(t.city(nearby[0]?.name ?? office.city))}
          <Link href={localePath(locale, '/packers-and-movers-charges')}>{t.allCharges}</Link>
          {t.fullStop}
        </p>
      </Section>
      <Section id="faqs" tone="muted" title={t.faqsTitle(name)}>
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
