import Link from 'next/link';
import type { ServiceCard } from '@/content/types';
import { Picture } from '@/components/ui/picture';
import { ArrowRightIcon } from '@/components/ui/icons';

interface ServiceCardsProps {
  cards: ServiceCard[];
  /** The bullet list and a large picture (the services page), or a compact card (home). */
  detailed?: boolean;
}

/** Service cards as articles, each with its call to action. */
export function ServiceCards({ cards, detailed = false }: ServiceCardsProps) {
  return (
    <div className={`cards ${detailed ? 'cards--detailed' : 'cards--compact'}`}>
      {cards.map((card) => (
        <article key={card.title} className="card reveal">
          <Picture
            src={card.image.src}
            alt={card.image.alt}
            width={320}
            height={200}
            className="card__img"
          />
          <div className="card__body">
            <h3 className="card__title">{card.title}</h3>
            <p className="card__text">{card.description}</p>
            {detailed && card.bulletPoints.length > 0 && (
              <ul className="ticks">
                {card.bulletPoints.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            )}
            <Link href={card.path} className="card__cta">
              {card.callToAction}
              <ArrowRightIcon size={18} />
            </Link>
          </div>
        </article>
      ))}
    </div>
  );
}
