import { Link } from '@/components/ui/link';
import { pages } from '@/content/pages';
import { menuPageText } from '@/content/page-text';
import { layoutText } from '@/content/layout-text';
import { menuColumns } from '@/content/navigation';
import { socials } from '@/content/site';
import { pageMetadata } from '@/lib/seo/metadata';
import { toSlug } from '@/lib/slug';
import { SocialLinks } from '@/components/layout/social-links';
import { LinkColumn } from '@/components/layout/footer';
import { CloseIcon } from '@/components/ui/icons';
import '@/components/layout/footer.css';
import './menu.css';

const page = pages['/menu'];

// An overlay of links, not content worth indexing.
export const metadata = pageMetadata('/menu', { noindex: true });

/** Every page, in the footer's link columns. No script: "Close menu" is a form leading home. */
export default function MenuPage() {
  return (
    <div className="footer-main menu-overlay">
      <div className="container">
        <div className="menu-overlay__head">
          <div>
            <h1>{page.h1}</h1>
            <p>{page.intro}</p>
          </div>
          <form action="/">
            <button
              type="submit"
              className="icon-btn icon-btn--light"
              aria-label={layoutText.closeMenu}
            >
              <CloseIcon size={26} />
            </button>
          </form>
        </div>
        <div className="footer-cols">
          {menuColumns.map((col) => (
            <LinkColumn key={col.title} id={`menu-${toSlug(col.title)}`} {...col} />
          ))}
        </div>
        <div className="menu-overlay__foot">
          <Link href="/form" className="btn btn--accent btn--lg">
            {menuPageText.quote}
          </Link>
          <SocialLinks links={socials} newTab={layoutText.newTab} />
        </div>
      </div>
    </div>
  );
}
