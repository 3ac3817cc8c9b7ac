import { workProcessText as t } from '@/content/page-text';
import { sixStepProcess } from '@/content/process';
import { workProcessDetails } from '@/content/company';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';
import { Picture } from '@/components/ui/picture';
import './workprocess.css';

export const metadata = pageMetadata('/workprocess');

export default function WorkProcessPage() {
  return (
    <>
      <PageIntro path="/workprocess" />
      <section className="section" aria-label={t.steps}>
        <div className="container">
          <ol className="timeline">
            {sixStepProcess.map((step, i) => {
              const detail = workProcessDetails.find((d) => d.title === step.title);
              return (
                <li key={step.title} className="timeline__item reveal">
                  <div className="timeline__marker" aria-hidden="true">
                    {i + 1}
                  </div>
                  <article className="timeline__card">
                    <div className="timeline__head">
                      <Picture src={step.icon} alt="" width={48} height={48} />
                      <h2 className="timeline__title">
                        <span className="visually-hidden">{t.step(i + 1)}</span>
                        {step.title}
                      </h2>
                    </div>
                    <p>{step.description}</p>
                    {detail && (
                      <dl className="timeline__facts">
                        {(['whatWeDo', 'whatYouDo', 'typicalTime'] as const).map((fact) => (
                          <div key={fact}>
                            <dt>{t[fact]}</dt>
                            <dd>{detail[fact]}</dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </article>
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
