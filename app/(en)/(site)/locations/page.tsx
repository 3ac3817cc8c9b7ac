import { locationsText as t } from '@/content/locations-text';
import { headOffice } from '@/content/site';
import { allCities } from '@/lib/cities';
import { DEFAULT_STATE_KEY, stateGroups, statePagePath } from '@/lib/states';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { Section } from '@/components/content/section';
import { LocationsExplorer } from '@/components/map/locations-explorer';
import './locations.css';

export const metadata = pageMetadata('/locations');

/**
 * The map and state filter, then every state with its number of cities, each linking to its page
 * of cities (/locations/<state>). The page names states, not cities, so it stays the same size as
 * cities are added; the map's cities come from /data/cities.json when it comes into view.
 */
export default function LocationsPage() {
  const groups = stateGroups();
  const states = groups.map((g) => ({
    key: g.key,
    name: g.name,
    count: g.cities.length,
    path: statePagePath(g.name),
  }));
  const first = groups.find((g) => g.key === DEFAULT_STATE_KEY);
  return (
    <>
      <PageIntro path="/locations" />
      <section className="section" aria-label={t.mapSection}>
        <div className="container">
          <LocationsExplorer
            states={states}
            defaultKey={DEFAULT_STATE_KEY}
            defaultCities={first?.cities.map((c) => c.name) ?? []}
            center={headOffice.geo}
          />
        </div>
      </section>
      <Section
        id="states"
        tone="muted"
        title={t.directoryTitle}
        intro={t.directoryIntro(allCities.length, groups.length)}
      >
        <ul className="state-links">
          {states.map((s) => (
            <li key={s.key}>
              <a href={s.path}>
                <span className="state-links__name">{s.name}</span>
                <span className="state-links__count">{t.cityCount(s.count)}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
