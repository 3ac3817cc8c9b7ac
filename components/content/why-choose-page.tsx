import { Link } from '@/components/ui/link';
import { localePath, type Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/dictionaries';
import { PageIntro } from '@/components/layout/page-intro';
import { Section } from '@/components/content/section';
import { FeatureGrid } from '@/components/content/feature-grid';
import { ProcessSteps } from '@/components/content/process-steps';

/** The body of /whychoose in every language. */
export function WhyChoosePage({ locale }: { locale: Locale }) {
  const d = dictionary(locale);
  const t = d.pageText.whyChoose;
  return (
    <>
      <PageIntro path="/whychoose" locale={locale} />
      <Section id="benefits" {...t.benefits}>
        <FeatureGrid items={d.company.whyChooseBenefits} columns={2} />
      </Section>
      <Section id="credentials" tone="muted" {...t.credentials}>
        <FeatureGrid items={d.company.credentials} columns={3} />
      </Section>
      <Section id="how-it-works" {...t.howItWorks}>
        <FeatureGrid items={d.company.howItWorks} numbered columns={4} />
      </Section>
      <Section id="process" tone="sky" {...t.process}>
        <ProcessSteps steps={d.home.sixSteps} />
      </Section>
      <Section id="values" {...t.values}>
        <FeatureGrid items={d.company.coreValues} columns={4} />
        <p className="center-cta">
          <Link href={localePath(locale, '/form')} className="btn btn--accent btn--lg">
            {t.cta}
          </Link>
        </p>
      </Section>
    </>
  );
}
