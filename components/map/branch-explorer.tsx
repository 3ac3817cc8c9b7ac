'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { BranchState } from '@/content/states';
import type { City } from '@/content/types';
import { selectSetCity, useOriginStore } from '@/lib/store/origin';
import { Picture } from '@/components/ui/picture';
import { ChevronLeftIcon } from '@/components/ui/icons';

interface BranchExplorerProps {
  states: (BranchState & { districts: City[] })[];
}

/** /branch: state cards, then one state's districts; a district starts a quote from it. */
export function BranchExplorer({ states }: BranchExplorerProps) {
  const router = useRouter();
  const setCity = useOriginStore(selectSetCity);
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

  if (current) {
    return (
      <div className="branch-view">
        <div className="branch-view__head">
          <h2 ref={heading} tabIndex={-1} className="section__title">
            Districts in {current.name}
          </h2>
          <button type="button" className="btn btn--outline" onClick={() => setOpen(null)}>
            <ChevronLeftIcon size={18} /> Back to States
          </button>
        </div>
        <ul className="tile-grid">
          {current.districts.map((d) => (
            <li key={d.name}>
              <button
                type="button"
                className="tile"
                onClick={() => {
                  setCity(d.name);
                  router.push(`/form?from=${encodeURIComponent(d.name)}`);
                }}
              >
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
    <ul className="tile-grid tile-grid--states">
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
              {s.note} · {s.districts.length} districts
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
