import { Link } from '@/components/ui/link';
import type { ServiceCard } from '@/content/types';
import { Picture } from '@/components/ui/picture';
import { ArrowRightIcon } from '@/components/ui/icons';

interface ServiceCardsProps {
  cards: ServiceCard[];
  /** The bullet list and a large picture (the services page), or a compact card (home). */
  detailed?: boolean;
  /**
   * The cards' heading level: 3 under a section's h2 (home), 2 where the cards are the page's
   * own sections, right under its h1 (/ourservices). A level skipped is an error of the W3C
   * checker (tests/export/validators.test.ts).
   */
  headingLevel?: 2 | 3;
}

/** Service cards as articles, each with its call to action. */
export function ServiceCards({ cards, detailed = false, headingLevel = 3 }: ServiceCardsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
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
            <Heading className="card__title">{card.title}</Heading>
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
