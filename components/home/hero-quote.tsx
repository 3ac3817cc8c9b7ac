'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { selectSetCity, useOriginStore } from '@/lib/store/origin';
import { PlaceInput } from '@/components/quote/place-input';
import { useGazetteer } from '@/components/quote/use-gazetteer';
import { HERO_PLACEHOLDERS, HeroQuoteFrame } from './hero-quote-frame';

/**
 * The quote's first two questions on the home page's first screen. What is typed here carries
 * into the full request on /form (as ?from= and ?to=, which also works without JavaScript).
 */
export function HeroQuote() {
  const id = useId();
  const router = useRouter();
  const setCity = useOriginStore(selectSetCity);
  const [places, setPlaces] = useState({ from: '', to: '' });
  const { gazetteer, request } = useGazetteer();
  const suggest = gazetteer ? (text: string) => gazetteer.suggest(text) : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = new URLSearchParams();
    if (places.from.trim()) query.set('from', places.from.trim());
    if (places.to.trim()) query.set('to', places.to.trim());
    setCity(places.from);
    router.push(`/form?${query}`);
  }

  const field = (name: 'from' | 'to', label: string, placeholder: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`} className="field__label">
        {label}
      </label>
      <PlaceInput
        id={`${id}-${name}`}
        name={name}
        label={label}
        placeholder={placeholder}
        value={places[name]}
        onChange={(value) => setPlaces((p) => ({ ...p, [name]: value }))}
        suggest={suggest}
        onStart={request}
      />
    </div>
  );

  return (
    <HeroQuoteFrame titleId={`${id}-title`} onSubmit={onSubmit}>
      {field('from', 'Moving From', HERO_PLACEHOLDERS.from)}
      {field('to', 'Moving To', HERO_PLACEHOLDERS.to)}
    </HeroQuoteFrame>
  );
}
