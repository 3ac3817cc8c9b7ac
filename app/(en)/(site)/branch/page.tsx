import { locationsText } from '@/content/locations-text';
import { sectionNames } from '@/content/page-text';
import { branchStates } from '@/content/states';
import { servedCitiesIn } from '@/lib/city-map';
import { cityMapStates, statePagePath } from '@/lib/states';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';
import { BranchExplorer } from '@/components/map/branch-explorer';
import './branch.css';

export const metadata = pageMetadata('/branch');

export default function BranchPage() {
  // Each card with its count and its states' pages of cities: the districts themselves are
  // fetched when a card is opened, so the page does not grow with the cities.
  const states = branchStates.map((s) => ({
    ...s,
    count: servedCitiesIn(cityMapStates(), s.covers).length,
    pages: s.covers.map((name) => ({ name, path: statePagePath(name) })),
  }));
  return (
    <>
      <PageIntro path="/branch" />
      <section className="section" aria-label={sectionNames.statesAndDistricts}>
        <div className="container">
          <BranchExplorer states={states} />
          {/* Without JavaScript every card links to the page of cities of each state it covers,
              each card a section of the page under its h1: h2, as the explorer's heading. */}
          <noscript>
            <div className="state-sections">
              {states.map((s) => (
                <div key={s.name} className="state-section">
                  <h2>{s.name}</h2>
                  <ul>
                    {s.pages.map((p) => (
                      <li key={p.path}>
                        <a href={p.path}>{locationsText.statePageLink(p.name)}</a>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </noscript>
        </div>
      </section>
      <QuoteCta />
    </>
  );
}
