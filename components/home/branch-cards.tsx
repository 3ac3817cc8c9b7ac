import { Link } from '@/components/ui/link';
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
 * A branch city's card opens /form with the city as Moving From (docs/product.md#home-page): its
 * link carries ?from=, which the form reads before anything it kept, so no script runs here.
 */
export function BranchCards({ cards }: { cards: BranchCardView[] }) {
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
            <Link href={card.href} className="branch-card__link">
              {card.link}
              <ArrowRightIcon size={16} />
            </Link>
          </article>
        </li>
      ))}
    </ul>
  );
}
