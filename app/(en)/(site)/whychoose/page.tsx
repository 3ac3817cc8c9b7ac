import Link from 'next/link';
import { pages } from '@/content/pages';
import { sixStepProcess } from '@/content/process';
import { coreValues, credentials, howItWorks, whyChooseBenefits } from '@/content/company';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { Section } from '@/components/content/section';
import { FeatureGrid } from '@/components/content/feature-grid';
import { ProcessSteps } from '@/components/content/process-steps';

const page = pages['/whychoose'];

export const metadata = pageMetadata('/whychoose');

export default function WhyChoosePage() {
  return (
    <>
      <PageIntro path="/whychoose" title={page.h1} intro={page.intro} />
      <Section id="benefits" eyebrow="The difference" title="What You Get With Us">
        <FeatureGrid items={whyChooseBenefits} columns={2} />
      </Section>
      <Section id="credentials" tone="muted" eyebrow="Check us" title="Our Credentials">
        <FeatureGrid items={credentials} columns={3} />
      </Section>
      <Section id="how-it-works" eyebrow="Simple" title="How It Works">
        <FeatureGrid items={howItWorks} numbered columns={4} />
      </Section>
      <Section id="process" tone="sky" eyebrow="In detail" title="Our Six-Step Process">
        <ProcessSteps steps={sixStepProcess} />
      </Section>
      <Section id="values" eyebrow="What we stand for" title="Our Core Values">
        <FeatureGrid items={coreValues} columns={4} />
        <p className="center-cta">
          <Link href="/form" className="btn btn--accent btn--lg">
            Book Your Free Consultation Now!
          </Link>
        </p>
      </Section>
    </>
  );
}
