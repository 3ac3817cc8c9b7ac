import type { TrustBadge } from '@/content/types';
import { Picture } from '@/components/ui/picture';

export function TrustBadges({ badges }: { badges: TrustBadge[] }) {
  return (
    <ul className="badges">
      {badges.map((badge) => (
        <li key={badge.title} className="badges__item">
          <Picture src={badge.image} alt={badge.alt} width={72} height={72} />
          <div>
            <p className="badges__title">{badge.title}</p>
            <p className="badges__text">{badge.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
