'use client';

import Link from 'next/link';
import { selectSetCity, useOriginStore } from '@/lib/store/origin';
import { PinIcon, ArrowRightIcon } from '@/components/ui/icons';

interface BranchCardsProps {
  cards: { city: string; state: string; note: string }[];
}

/**
 * SPEC: clicking a branch city stores it as the pickup origin and opens /form. The link also
 * carries ?from=, so the form is filled even on a full page load or with the store empty.
 */
export function BranchCards({ cards }: BranchCardsProps) {
  const setCity = useOriginStore(selectSetCity);
  return (
    <ul className="branch-cards">
      {cards.map((card) => (
        <li key={card.city}>
          <article className="branch-card reveal">
            <PinIcon size={26} className="branch-card__pin" />
            <h3 className="branch-card__city">{card.city}</h3>
            <p className="branch-card__meta">
              {card.note} · {card.state}
            </p>
            <Link
              href={`/form?from=${encodeURIComponent(card.city)}`}
              className="branch-card__link"
              onClick={() => setCity(card.city)}
            >
              Get a quote from {card.city}
              <ArrowRightIcon size={16} />
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
