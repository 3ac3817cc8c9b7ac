import { workProcessText as t } from '@/content/page-text';
import { sixStepProcess } from '@/content/process';
import { workProcessDetails } from '@/content/company';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';
import { Picture } from '@/components/ui/picture';
import '@/components/content/process-steps.css';
import './workprocess.css';

export const metadata = pageMetadata('/workprocess');

/** The six steps as the home page and /about draw them, one to a row, each with its details. */
export default function WorkProcessPage() {
  return (
    <>
      <PageIntro path="/workprocess" />
      <section className="section" aria-label={t.steps}>
        <div className="container">
          <ol className="steps steps--detailed">
            {sixStepProcess.map((step, i) => {
              const detail = workProcessDetails.find((d) => d.title === step.title);
              return (
                <li key={step.title} className="steps__item reveal">
                  <span className="steps__num" aria-hidden="true">
                    {i + 1}
                  </span>
                  <Picture src={step.icon} alt="" width={48} height={48} className="steps__icon" />
                  <h2 className="steps__title">
                    <span className="visually-hidden">{t.step(i + 1)}</span>
                    {step.title}
                  </h2>
                  <p className="steps__text">{step.description}</p>
                  {detail && (
                    <dl className="steps__facts">
                      {(['whatWeDo', 'whatYouDo', 'typicalTime'] as const).map((fact) => (
                        <div key={fact}>
                          <dt>{t[fact]}</dt>
                          <dd>{detail[fact]}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      </section>
      <QuoteCta />
    </>
  );
}
