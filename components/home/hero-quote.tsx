'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { selectSetCity, useOriginStore } from '@/lib/store/origin';
import { fillTemplate } from '@/lib/template';
import { QUOTE_FORM_ID } from '@/lib/quote-anchor';
import { PlaceInput } from '@/components/quote/place-input';
import { useGazetteer } from '@/components/quote/use-gazetteer';
import type { Locale } from '@/lib/i18n';
import { HeroQuoteFrame, type HeroQuoteText } from './hero-quote-frame';

interface HeroQuoteProps {
  text: HeroQuoteText;
  /** The full form's page in the box's language: /form or /hi/form. */
  action: string;
  /** The page's language: the places' names in it come with the localities. */
  locale: Locale;
}

/**
 * The quote's first two questions on the home page's first screen. What is typed here carries
 * into the full request on the quote page (as ?from= and ?to=, which also works without
 * JavaScript).
 */
export function HeroQuote({ text, action, locale }: HeroQuoteProps) {
  // The header's quote link leads to Moving From here as on the full form (lib/quote-anchor.ts).
  const id = QUOTE_FORM_ID;
  const router = useRouter();
  const setCity = useOriginStore(selectSetCity);
  const [places, setPlaces] = useState({ from: '', to: '' });
  const { gazetteer, request } = useGazetteer(locale);
  const suggest = gazetteer ? (t: string) => gazetteer.suggest(t) : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new URLSearchParams();
    if (places.from.trim()) query.set('from', places.from.trim());
    if (places.to.trim()) query.set('to', places.to.trim());
    setCity(places.from);
    router.push(`${action}?${query}`);
  }

  const field = (name: 'from' | 'to') => (
    <div className="field">
      <label htmlFor={`${id}-${name}`} className="field__label">
        {text[name]}
      </label>
      <PlaceInput
        id={`${id}-${name}`}
        name={name}
        listLabel={fillTemplate(text.suggestions, { label: text[name] })}
        countWords={text.suggestionCount}
        placeholder={name === 'from' ? text.fromPlaceholder : text.toPlaceholder}
        value={places[name]}
        onChange={(value) => setPlaces((p) => ({ ...p, [name]: value }))}
        suggest={suggest}
        onStart={(typed) => void request(undefined, typed)}
      />
    </div>
  );

  return (
    <HeroQuoteFrame titleId={`${id}-title`} action={action} text={text} onSubmit={onSubmit}>
      {field('from')}
      {field('to')}
    </HeroQuoteFrame>
  );
}
