import Link from 'next/link';
import { pages } from '@/content/pages';
import { menuPageText } from '@/content/page-text';
import { layoutText } from '@/content/layout-text';
import { menuColumns } from '@/content/navigation';
import { socials } from '@/content/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { toSlug } from '@/lib/slug';
import { SocialLinks } from '@/components/layout/social-links';
import { CloseMenuButton } from '@/components/layout/close-menu-button';
import './menu.css';

const page = pages['/menu'];

// An overlay of links, not content worth indexing.
export const metadata = pageMetadata('/menu', { noindex: true });

export default function MenuPage() {
  return (
    <div className="menu-overlay">
      <div className="container">
        <div className="menu-overlay__head">
          <div>
            <h1 className="menu-overlay__title">{page.h1}</h1>
            <p className="menu-overlay__intro">{page.intro}</p>
          </div>
          <CloseMenuButton label={layoutText.closeMenu} />
        </div>
        <div className="menu-overlay__cols">
          {menuColumns.map((col) => (
            <nav key={col.title} aria-labelledby={`menu-${toSlug(col.title)}`}>
              <h2 id={`menu-${toSlug(col.title)}`} className="menu-overlay__col-title">
                {col.title}
              </h2>
              <ul className="menu-overlay__links">
                {col.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="menu-overlay__foot">
          <Link href="/form" className="btn btn--accent btn--lg">
            {menuPageText.quote}
          </Link>
          <SocialLinks links={socials} />
        </div>
      </div>
    </div>
  );
}
