import { partnerPageText as t } from '@/content/page-text';
import { partner } from '@/content/company';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { Section } from '@/components/content/section';
import { FeatureGrid } from '@/components/content/feature-grid';
import { partnerFields } from '@/content/enquiry-text';
import { EnquiryForm } from '@/components/forms/enquiry-form';
import { Picture } from '@/components/ui/picture';
import { Prose } from '@/components/content/prose';
import './becameoneofus.css';

export const metadata = pageMetadata('/becameoneofus');

export default function BecomePartnerPage() {
  return (
    <>
      <PageIntro path="/becameoneofus" />
      <div className="partner-banner" role="presentation">
        <Picture src="/art/banner-partner.svg" alt="" width={1440} height={320} loading="eager" />
      </div>
      <section className="section" aria-labelledby="partner-form-title">
        <div className="container split split--top">
          <div className="card-panel">
            <h2 id="partner-form-title" className="quote-section__form-title">
              {t.formTitle}
            </h2>
            <EnquiryForm kind="partner" labels={partnerFields} rows={2} clearable />
          </div>
          <div>
            <Picture
              src="/art/icon-handshake.svg"
              alt={t.illustrationAlt}
              width={96}
              height={96}
              className="partner-illustration"
            />
            <Prose paragraphs={partner.intro} />
            <h3>{t.whoCanApply}</h3>
            <ul className="ticks">
              {partner.whoCanApply.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <Section id="benefits" tone="muted" title={t.benefits}>
        <FeatureGrid items={partner.benefits} columns={3} />
      </Section>
    </>
  );
}
