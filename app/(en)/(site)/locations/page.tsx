import { stateNotes } from '@/content/state-notes';
import { pages } from '@/content/pages';
import { headOffice } from '@/content/site';
import { findCityByName } from '@/lib/cities';
import { DEFAULT_STATE_KEY, stateGroups } from '@/lib/states';
import { cityPagePath } from '@/lib/slug';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { Section } from '@/components/content/section';
import { LocationsExplorer } from '@/components/map/locations-explorer';

const page = pages['/locations'];

export const metadata = pageMetadata('/locations');

export default function LocationsPage() {
  const groups = stateGroups();
  const main = findCityByName(headOffice.city);
  const center = main ? { lat: main.lat, lon: main.lon } : { lat: 13.0827, lon: 80.2707 };
  return (
    <>
      <PageIntro path="/locations" title={page.h1} intro={page.intro} />
      <section className="section" aria-label="Map of our service cities">
        <div className="container">
          <LocationsExplorer groups={groups} defaultKey={DEFAULT_STATE_KEY} center={center} />
        </div>
      </section>
      <Section
        id="states"
        tone="muted"
        title="Cities We Serve, State by State"
        intro={`${groups.reduce((n, g) => n + g.cities.length, 0)} cities in ${groups.length} states and union territories. Choose a city for local moving information and a free quote.`}
      >
        <div className="state-sections">
          {groups.map((g) => (
            <section
              key={g.key}
              id={g.key}
              className="state-section"
              aria-labelledby={`${g.key}-h`}
            >
              <h3 id={`${g.key}-h`}>{g.name}</h3>
              {stateNotes[g.name] && <p className="state-section__note">{stateNotes[g.name]}</p>}
              <ul>
                {g.cities.map((c) => (
                  <li key={c.name}>
                    {/* Plain links, like the footer's city grid: a hundred next/link components
                        would each hydrate and prefetch its page as it scrolls past. */}
                    <a href={cityPagePath(c.name)}>{`Packers and Movers in ${c.name}`}</a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
    </>
  );
}
