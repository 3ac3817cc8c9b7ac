import Link from 'next/link';
import { pages } from '@/content/pages';
import { branchStates } from '@/content/states';
import { districtsOf } from '@/lib/states';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';
import { BranchExplorer } from '@/components/map/branch-explorer';

const page = pages['/branch'];

export const metadata = pageMetadata('/branch');

export default function BranchPage() {
  const states = branchStates.map((s) => ({ ...s, districts: districtsOf(s.name) }));
  return (
    <>
      <PageIntro path="/branch" title={page.h1} intro={page.intro} />
      <section className="section" aria-label="States and districts">
        <div className="container">
          <BranchExplorer states={states} />
          {/* Without JavaScript every state is listed with its districts, each state a section
              of the page under its h1: h2, as the explorer's "Districts in …" heading. */}
          <noscript>
            <div className="state-sections">
              {states.map((s) => (
                <div key={s.name} className="state-section">
                  <h2>{s.name}</h2>
                  <ul>
                    {s.districts.map((d) => (
                      <li key={d.name}>
                        <Link href={`/form?from=${encodeURIComponent(d.name)}`}>{d.name}</Link>
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
