import type { SocialLink } from '@/content/types';
import { socialLinkName } from '@/content/site';
import { FacebookIcon, InstagramIcon, YouTubeIcon } from '@/components/ui/icons';
import './social-links.css';

const icons = { Facebook: FacebookIcon, Instagram: InstagramIcon, YouTube: YouTubeIcon };

interface SocialLinksProps {
  links: SocialLink[];
  /** The page's words for a link that opens in a new tab (its layout text's `newTab`). */
  newTab: string;
  className?: string;
}

export function SocialLinks({ links, newTab, className }: SocialLinksProps) {
  return (
    <ul className={`socials ${className ?? ''}`}>
      {links.map((link) => {
        const Icon = icons[link.network];
        return (
          <li key={link.network}>
            <a
              href={link.url}
              className="socials__link"
              target="_blank"
              rel="noopener noreferrer"
              aria-label={socialLinkName(link.network, newTab)}
            >
              <Icon size={20} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
