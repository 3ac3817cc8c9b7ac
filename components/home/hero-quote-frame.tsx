import type { FormEventHandler, ReactNode } from 'react';

interface HeroQuoteFrameProps {
  titleId: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** The Moving From and Moving To fields. */
  children: ReactNode;
}

/**
 * The first-screen quote box: a plain GET form to /form, so Moving From and Moving To carry
 * into the full request even before (or without) JavaScript.
 */
export function HeroQuoteFrame({ titleId, onSubmit, children }: HeroQuoteFrameProps) {
  return (
    <form
      action="/form"
      method="get"
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      className="hero-quote card-panel"
    >
      <h2 id={titleId} className="hero-quote__title">
        Get your free moving quote
      </h2>
      <div className="hero-quote__fields">{children}</div>
      <button type="submit" className="btn btn--accent btn--lg hero-quote__submit">
        Get Free Quote
      </button>
      <p className="hero-quote__note">Next: your phone, date and service. Free survey.</p>
    </form>
  );
}

export const HERO_PLACEHOLDERS = { from: 'City, locality or PIN code', to: 'e.g. Bangalore' };

/**
 * The same box as plain HTML, for the 404 page: it is rendered into every page's client
 * manifest by Next.js, so it must not bring the suggestions' code along.
 */
export function StaticHeroQuote() {
  return (
    <HeroQuoteFrame titleId="hero-quote-title">
      {(['from', 'to'] as const).map((name) => (
        <div className="field" key={name}>
          <label htmlFor={`hero-quote-${name}`} className="field__label">
            {name === 'from' ? 'Moving From' : 'Moving To'}
          </label>
          <input
            id={`hero-quote-${name}`}
            name={name}
            type="text"
            required
            autoComplete="off"
            placeholder={HERO_PLACEHOLDERS[name]}
          />
        </div>
      ))}
    </HeroQuoteFrame>
  );
}
