import { pages } from '@/content/pages';
import { trustBadges } from '@/content/highlights';
import { sixStepProcess } from '@/content/process';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';
import { ProcessSteps } from '@/components/content/process-steps';
import { TrustBadges } from '@/components/content/trust-badges';

const page = pages['/about'];

export const metadata = pageMetadata('/about');

export default function AboutPage() {
  return (
    <>
      <PageIntro title={page.h1} intro={page.intro} />
      <section className="section" aria-labelledby="about-process">
        <div className="container">
          <h2 id="about-process" className="section__title">
            How we work
          </h2>
          <ProcessSteps steps={sixStepProcess} />
        </div>
      </section>
      <section className="section section--muted" aria-labelledby="about-trust">
        <div className="container">
          <h2 id="about-trust" className="section__title">
            Why people trust us
          </h2>
          <TrustBadges badges={trustBadges} />
        </div>
      </section>
      <QuoteCta />
    </>
  );
}
