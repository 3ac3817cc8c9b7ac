import type { FormEventHandler, ReactNode } from 'react';
import type { QuoteText } from '@/content/quote-text';
import { QUOTE_FORM_ID } from '@/lib/quote-anchor';
import './hero-quote.css';

/** The words of the first-screen box: part of the quote form's (content/quote-text.ts). */
const HERO_WORDS = [
  'from',
  'to',
  'fromPlaceholder',
  'toPlaceholder',
  'submit',
  'suggestions',
  'suggestionCount',
  'hero',
] as const;
export type HeroQuoteText = Pick<QuoteText, (typeof HERO_WORDS)[number]>;

/** The box's words out of the quote form's, so the page sends the browser only these. */
export const heroQuoteText = (t: QuoteText) =>
  Object.fromEntries(HERO_WORDS.map((key) => [key, t[key]])) as HeroQuoteText;

interface HeroQuoteFrameProps {
  titleId: string;
  /** The full form's page in the box's language: /form or /hi/form. */
  action: string;
  text: HeroQuoteText;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The Moving From and Moving To fields. */
  children: ReactNode;
}

/**
 * The first-screen quote box: a plain GET form to the quote page, so Moving From and Moving To
 * carry into the full request even before (or without) JavaScript.
 */
export function HeroQuoteFrame({ titleId, action, text, onSubmit, children }: HeroQuoteFrameProps) {
  return (
    <form
      action={action}
      method="get"
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="hero-quote card-panel"
    >
      <h2 id={titleId} className="hero-quote__title">
        {text.hero.title}
      </h2>
      <div className="hero-quote__fields">{children}</div>
      <button type="submit" className="btn btn--accent btn--lg hero-quote__submit">
        {text.submit}
      </button>
      <p className="hero-quote__note">{text.hero.note}</p>
    </form>
  );
}

/**
 * The same box as plain HTML, for the 404 page: it is rendered into every page's client
 * manifest by Next.js, so it must not bring the suggestions' code along.
 */
export function StaticHeroQuote({ text }: { text: HeroQuoteText }) {
  return (
    <HeroQuoteFrame titleId={`${QUOTE_FORM_ID}-title`} action="/form" text={text}>
      {(['from', 'to'] as const).map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`${QUOTE_FORM_ID}-${name}`} className="field__label">
            {text[name]}
          </label>
          <input
            id={`${QUOTE_FORM_ID}-${name}`}
            name={name}
            type="text"
            required
            autoComplete="off"
            placeholder={name === 'from' ? text.fromPlaceholder : text.toPlaceholder}
          />
        </div>
      ))}
    </HeroQuoteFrame>
  );
}
