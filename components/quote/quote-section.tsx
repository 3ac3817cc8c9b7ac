import type { ReactNode } from 'react';
import { dictionary } from '@/lib/dictionaries';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n';
import { cityName } from '@/lib/place-names';
import { QuoteForm } from './quote-form';
import { CityName } from './city-heading';
import { fitWords } from '@/lib/fit-words';
import { env } from '@/lib/env';
import { site } from '@/content/site';
import { QUOTE_FORM_ID } from '@/lib/quote-anchor';
import './quote-section.css';

/** The business facts the form needs in the browser, and no more of content/site.ts. */
const contact = {
  phone: site.phones.sales,
  email: site.email,
  whatsapp: site.whatsapp,
  hours: site.hours,
};

interface QuoteSectionProps {
  /** A city page's city (its English name), so the static HTML already names it. */
  city?: string;
  /** A city page's own words beside the form, instead of the general intro and feature list. */
  intro?: ReactNode;
  locale?: Locale;
}

/** The quote form beside its intro heading (city follows Moving From) and feature list. */
export function QuoteSection({ city, intro, locale = DEFAULT_LOCALE }: QuoteSectionProps) {
  const words = dictionary(locale);
  const page = words.quotePage;
  const t = page.quotePageText;
  // Where the site keeps its own leads, the sent panel speaks of the request kept, not of an
  // e-mail copy.
  const formText = env.leadsApi
    ? {
        ...words.quote,
        sent: {
          ...words.quote.sent,
          copySending: words.quote.sent.storedSending,
          copySent: words.quote.sent.storedSent,
          copyQueued: words.quote.sent.storedQueued,
          body: words.quote.sent.storedBody,
        },
      }
    : words.quote;
  // On a Hindi page the city is named, and typed into Moving From, in Devanagari.
  const shown = city && cityName(locale, city);
  const fit = shown ? fitWords(shown) : undefined;
  return (
    <section
      className="section quote-section"
      aria-labelledby="quote-intro"
      data-shared="quote-form"
    >
      <div className="container quote-section__grid">
        <div className="quote-section__form card-panel">
          <h2 className="quote-section__form-title">{formText.title}</h2>
          {/* Fixed ids: the header's "Request a Quote" links to Moving From on this page. */}
          <QuoteForm
            id={QUOTE_FORM_ID}
            defaultFrom={shown}
            context={city ? { city, label: shown } : undefined}
            text={formText}
            delivery={env.leadsApi !== null || env.quoteEmail !== null}
            contact={contact}
          />
        </div>
        <div className="quote-section__intro">
          <p className="eyebrow">{t.eyebrow}</p>
          <h2 id="quote-intro" className={`section__title${fit ? ' fit-words' : ''}`} style={fit}>
            {t.headingBefore}
            <CityName initial={shown} fallback={t.fallbackCity} />
            {t.headingAfter}
          </h2>
          {intro ?? <p className="section__intro">{t.intro}</p>}
          {/* What every move includes. A city page, whose intro is its own, shows it only on a wide
              screen, where the column beside the form would otherwise stand empty. */}
          <ul
            className={`ticks ticks--cols quote-section__features${intro ? ' quote-section__features--wide' : ''}`}
          >
            {page.quoteFeatures.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
