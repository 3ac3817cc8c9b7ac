import type { TrustBadge } from '@/content/types';
import { Picture } from '@/components/ui/picture';
import { ProofLink } from './proof-link';
import './trust-badges.css';

export function TrustBadges({ badges }: { badges: TrustBadge[] }) {
  return (
    <ul className="badges">
      {badges.map((badge) => (
        <li key={badge.title} className="badges__item">
          <Picture src={badge.image} alt={badge.alt} width={72} height={72} />
          <ProofLink href={badge.proofUrl}>
            <span className="badges__words">
              <span className="badges__title">{badge.title}</span>{' '}
              <span className="badges__text">{badge.description}</span>
            </span>
          </ProofLink>
        </li>
      ))}
    </ul>
  );
}
