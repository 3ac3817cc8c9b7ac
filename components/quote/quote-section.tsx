import type { ReactNode } from 'react';
import { quoteFeatures } from '@/content/quote-page';
import { QuoteForm } from './quote-form';
import { CityName } from './city-heading';
import { fitWords } from '@/lib/fit-words';

interface QuoteSectionProps {
  /** A city page's city, so the static HTML already names it. */
  city?: string;
  /** A city page's own words beside the form, instead of the general intro and feature list. */
  intro?: ReactNode;
}

/** The quote form beside its intro heading (city follows Moving From) and feature list. */
export function QuoteSection({ city, intro }: QuoteSectionProps) {
  const fit = city ? fitWords(city) : undefined;
  return (
    <section
      className="section quote-section"
      aria-labelledby="quote-intro"
      data-shared="quote-form"
    >
      <div className="container quote-section__grid">
        <div className="quote-section__form card-panel">
          <h2 className="quote-section__form-title">Request your free quote</h2>
          <QuoteForm defaultFrom={city} />
        </div>
        <div className="quote-section__intro">
          <p className="eyebrow">Free survey · Written quote · No hidden charges</p>
          <h2 id="quote-intro" className={`section__title${fit ? ' fit-words' : ''}`} style={fit}>
            Trusted Packers and Movers in <CityName initial={city} />
          </h2>
          {intro ?? (
            <>
              <p className="section__intro">
                Tell us where you are moving from and to. We reply on WhatsApp, fix a free survey
                and send a written, itemised quote before anything is packed.
              </p>
              <ul className="ticks ticks--cols quote-section__features">
                {quoteFeatures.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
