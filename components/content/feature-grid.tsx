import type { CSSProperties, ReactNode } from 'react';
import type { TitledText } from '@/content/types';
import { Picture } from '@/components/ui/picture';
import { ProofLink } from './proof-link';

interface FeatureGridProps {
  items: TitledText[];
  /** Number the items (for steps and tips). */
  numbered?: boolean;
  columns?: 2 | 3 | 4;
  /** Two to a row on a phone, small icons: for a list of short claims. */
  compact?: boolean;
  /** What follows an item's text, by its index (a link, for some). */
  after?: (index: number) => ReactNode;
}

/** A grid of titled texts with optional icons, as a list. */
export function FeatureGrid({
  items,
  numbered = false,
  columns = 3,
  compact = false,
  after,
}: FeatureGridProps) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List
      className={`features${compact ? ' features--compact' : ''}`}
      style={{ '--columns': columns } as CSSProperties}
    >
      {items.map((item, i) => (
        <li key={item.title} className="features__item reveal">
          {numbered && (
            <span className="features__num" aria-hidden="true">
              {String(i + 1).padStart(2, '0')}
            </span>
          )}
          {item.icon && (
            <Picture src={item.icon} alt="" width={56} height={56} className="features__icon" />
          )}
          <h3 className="features__title">{item.title}</h3>
          <p className="features__text">
            <ProofLink href={item.proofUrl}>{item.description}</ProofLink>
          </p>
          {after?.(i)}
        </li>
      ))}
    </List>
  );
}
