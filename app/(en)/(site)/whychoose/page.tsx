import Link from 'next/link';
import { whyChooseText } from '@/content/page-text';
import { sixStepProcess } from '@/content/process';
import { coreValues, credentials, howItWorks, whyChooseBenefits } from '@/content/company';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { Section } from '@/components/content/section';
import { FeatureGrid } from '@/components/content/feature-grid';
import { ProcessSteps } from '@/components/content/process-steps';

const t = whyChooseText;

export const metadata = pageMetadata('/whychoose');

export default function WhyChoosePage() {
  return (
    <>
      <PageIntro path="/whychoose" />
      <Section id="benefits" {...t.benefits}>
        <FeatureGrid items={whyChooseBenefits} columns={2} />
      </Section>
      <Section id="credentials" tone="muted" {...t.credentials}>
        <FeatureGrid items={credentials} columns={3} />
      </Section>
      <Section id="how-it-works" {...t.howItWorks}>
        <FeatureGrid items={howItWorks} numbered columns={4} />
      </Section>
      <Section id="process" tone="sky" {...t.process}>
        <ProcessSteps steps={sixStepProcess} />
      </Section>
      <Section id="values" {...t.values}>
        <FeatureGrid items={coreValues} columns={4} />
        <p className="center-cta">
          <Link href="/form" className="btn btn--accent btn--lg">
            {t.cta}
          </Link>
        </p>
      </Section>
    </>
  );
}
