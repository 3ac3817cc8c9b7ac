'use client';

import Link from 'next/link';
import { selectSetCity, useOriginStore } from '@/lib/store/origin';
import { PinIcon, ArrowRightIcon } from '@/components/ui/icons';
import './branch-cards.css';

/** A branch card as the page shows it, in the page's language. */
export interface BranchCardView {
  /** The city's name in content/cities.ts: what Moving From is set to. */
  city: string;
  /** The city's name as the page writes it. */
  name: string;
  /** What the branch is ("Head office") and the state it is in. */
  note: string;
  state: string;
  href: string;
  link: string;
}

/**
 * Clicking a branch city stores it as the pickup origin and opens /form
 * (docs/product.md#home-page). The link also carries ?from=, so the form is filled even on a full
 * page load or with the store empty. Its words come in as props (the page's language), so no
 * dictionary ships to the browser.
 */
export function BranchCards({ cards }: { cards: BranchCardView[] }) {
  const setCity = useOriginStore(selectSetCity);
  return (
    <ul className="branch-cards">
      {cards.map((card) => (
        <li key={card.city}>
          <article className="branch-card reveal">
            <PinIcon size={26} className="branch-card__pin" />
            <h3 className="branch-card__city">{card.name}</h3>
            <p className="branch-card__meta">
              {card.note} · <span className="branch-card__state">{card.state}</span>
            </p>
            <Link href={card.href} className="branch-card__link" onClick={() => setCity(card.city)}>
              {card.link}
              <ArrowRightIcon size={16} />
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
