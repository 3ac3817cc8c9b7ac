'use client';

import { useEffect, useRef, useState } from 'react';
import type { BranchState } from '@/content/states';
import { locationsText } from '@/content/locations-text';
import { servedCitiesIn } from '@/lib/city-map';
import { Picture } from '@/components/ui/picture';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { useCityMap, useQuoteFrom } from './use-city-map';
import './explorers.css';

/** A card with its number of districts and the page of cities of each state it covers. */
export type BranchCard = BranchState & {
  count: number;
  pages: { name: string; path: string }[];
};

/**
 * /branch: state cards, then one state's districts; a district starts a quote from it. The
 * districts come from /data/cities.json (lib/city-map.ts), asked for as soon as the visitor
 * points at or focuses a card, so the page carries no list of cities.
 */
export function BranchExplorer({ states }: { states: BranchCard[] }) {
  const data = useCityMap();
  const { request, status } = data;
  const quoteFrom = useQuoteFrom();
  const [open, setOpen] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const lastState = useRef<string | null>(null);
  const current = states.find((s) => s.name === open);

  // Move focus with the view so keyboard and screen-reader users follow the change.
  useEffect(() => {
    if (current) heading.current?.focus();
    else if (lastState.current) {
      document
        .querySelector<HTMLButtonElement>(`[data-state="${CSS.escape(lastState.current)}"]`)
        ?.focus();
    }
  }, [current]);

  useEffect(() => {
    if (current && status === 'idle') request();
  }, [current, status, request]);
  const warm = () => {
    if (status === 'idle') request();
  };

  if (current) {
    const districts = data.states ? servedCitiesIn(data.states, current.covers) : undefined;
    return (
      <div className="branch-view">
        <div className="branch-view__head">
          <h2 ref={heading} tabIndex={-1} className="section__title">
            {locationsText.districtsIn(current.name)}
          </h2>
          <button type="button" className="btn btn--outline" onClick={() => setOpen(null)}>
            <ChevronLeftIcon size={18} /> {locationsText.backToStates}
          </button>
        </div>
        {!districts && (
          <div className="locations__failed" role="status">
            {status === 'failed' ? (
              <>
                <p>{locationsText.listFailed(current.name)}</p>
                <button type="button" className="btn btn--outline btn--sm" onClick={request}>
                  {locationsText.retry}
                </button>
                {current.pages.map((p) => (
                  <a key={p.path} href={p.path}>
                    {locationsText.statePageLink(p.name)}
                  </a>
                ))}
              </>
            ) : (
              <p>{locationsText.listLoading(current.name)}</p>
            )}
          </div>
        )}
        <ul className="tile-grid">
          {districts?.map((d) => (
            <li key={d.name}>
              <button type="button" className="tile" onClick={() => quoteFrom(d.name)}>
                <Picture src="/art/icon-location.svg" alt="" width={48} height={48} />
                <span className="tile__name">{d.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <ul className="tile-grid tile-grid--states" onPointerOver={warm} onFocus={warm}>
      {states.map((s) => (
        <li key={s.name}>
          {/* A card is a button and its note, not a composition of its own: a div, not an
              article (an article without a heading is a warning of the W3C checker). */}
          <div className="state-card">
            <button
              type="button"
              className="tile"
              data-state={s.name}
              aria-describedby={`${s.name.replace(/\W+/g, '-')}-note`}
              onClick={() => {
                lastState.current = s.name;
                setOpen(s.name);
              }}
            >
              <Picture src={s.image} alt="" width={56} height={56} />
              <span className="tile__name">{s.name}</span>
            </button>
            <p id={`${s.name.replace(/\W+/g, '-')}-note`} className="tile__note">
              {s.note} · {locationsText.districtCount(s.count)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
