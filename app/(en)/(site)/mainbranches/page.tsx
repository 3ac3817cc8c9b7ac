import { site } from '@/content/site';
import { hoursText } from '@/content/hours-text';
import { hoursLabel } from '@/lib/hours';
import { pages } from '@/content/pages';
import { mainBranchesText } from '@/content/page-text';
import { mainBranchesIntro } from '@/content/company';
import { pageMetadata } from '@/lib/seo/metadata';
import { fillTemplate } from '@/lib/template';
import { branchesJsonLd } from '@/lib/seo/json-ld';
import { JsonLd } from '@/components/seo/json-ld';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';
import { BranchAddresses } from '@/components/content/branch-addresses';

const page = pages['/mainbranches'];

export const metadata = pageMetadata('/mainbranches');

export default function MainBranchesPage() {
  return (
    <>
      <JsonLd nodes={branchesJsonLd()} />
      <PageIntro
        path="/mainbranches"
        intro={fillTemplate(page.intro, { hours: hoursLabel(site.hours, hoursText) })}
      />
      <section className="section" aria-labelledby="branch-list">
        <div className="container">
          <div className="prose section__head">
            <h2 id="branch-list" className="section__title">
              {mainBranchesText.listTitle}
            </h2>
            {mainBranchesIntro.map((p) => (
              <p key={p.slice(0, 30)}>{p}</p>
            ))}
          </div>
          <BranchAddresses withCityLinks />
        </div>
      </section>
      <QuoteCta />
    </>
  );
}
