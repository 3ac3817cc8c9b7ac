import { Link } from '@/components/ui/link';
import { dictionary } from '@/lib/dictionaries';
import { site } from '@/content/site';
import { LOCALES, localePath, type Locale } from '@/lib/i18n';
import { mailtoHref, telHref } from '@/lib/links';
import { QUOTE_START_ID } from '@/lib/quote-anchor';
import {
  GridIcon,
  HandshakeIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  ShieldIcon,
} from '@/components/ui/icons';
import { MobileNav, NavLinks } from './mobile-nav';
import { LanguageSwitch } from './language-switch';
import './header.css';

/** Every page in one place (one page, in English, for every language). */
const MENU_PAGE = '/menu';

/**
 * The site header (docs/product.md#header-footer-and-menu). Server-rendered; only the menu
 * toggle is a client island.
 */
export function Header({ locale }: { locale: Locale }) {
  const words = dictionary(locale);
  const t = words.layout;
  const { primaryNav, mobileExtraNav } = words.nav;
  const home = localePath(locale, '/');
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t.skip}
      </a>
      <div className="topbar">
        <div className="container topbar__inner">
          <ul className="topbar__group" aria-label={t.contactGroup}>
            <li className="hide-md">
              <a href={mailtoHref(site.email)} className="topbar__link">
                <MailIcon size={15} />
                <span>{site.email}</span>
              </a>
            </li>
            <li className="hide-below-lg">
              <Link href="/locations" className="topbar__link">
                <PinIcon size={15} />
                <span>{t.locations}</span>
              </Link>
            </li>
            <li>
              <a href={telHref(site.phones.sales)} className="topbar__link topbar__link--strong">
                <PhoneIcon size={15} />
                <span>{site.phones.sales}</span>
              </a>
            </li>
          </ul>
          <ul className="topbar__group" aria-label={t.noticesGroup}>
            <li>
              <Link
                href={localePath(locale, '/beaware')}
                className="topbar__link topbar__link--alert"
              >
                <ShieldIcon size={15} />
                <span>{t.beware}</span>
              </Link>
            </li>
            <li className="hide-sm">
              <Link href="/becameoneofus" className="topbar__link">
                <HandshakeIcon size={15} />
                <span>{t.partner}</span>
              </Link>
            </li>
            <li className="hide-below-xl topbar__since">{t.since(site.foundedYear)}</li>
          </ul>
        </div>
      </div>
      <div className="mainbar">
        <div className="container mainbar__inner">
          {/* The logo's alt text names the link (WCAG technique H30), the same name an
              aria-label gave it; HTML_CodeSniffer takes a link whose only image has no alt for
              a link without a name (tests/e2e/htmlcs.ts). */}
          <Link href={home} className="logo">
            <img src="/art/logo.svg" alt={t.home(site.brand)} width={188} height={41} />
          </Link>
          <nav aria-label={t.mainNav} className="mainnav hide-below-lg">
            <NavLinks links={primaryNav} list="mainnav__list" link="mainnav__link" />
          </nav>
          <div className="mainbar__actions">
            {LOCALES.filter((other) => other !== locale).map((other) => (
              <LanguageSwitch
                key={other}
                to={other}
                label={dictionary(other).layout.switchLabel}
                name={dictionary(other).layout.switchName}
              />
            ))}
            {/* Two links, one shown: on a page with the quote form (CSS, :has(#quote-from)), an
                in-page link whose target is Moving From, which the browser scrolls to and
                focuses with no page load and no script; elsewhere the form's page. */}
            <a
              href={`#${QUOTE_START_ID}`}
              className="btn btn--accent btn--sm quote-link quote-here"
            >
              {t.requestQuote}
            </a>
            <Link
              href={localePath(locale, '/form')}
              className="btn btn--accent btn--sm quote-link quote-away"
              onSight
            >
              {t.requestQuote}
            </Link>
            <Link
              href={MENU_PAGE}
              className="icon-btn hide-below-lg menu-link"
              aria-label={t.allPagesMenu}
            >
              <GridIcon size={22} />
            </Link>
            {/* Until the page's scripts have arrived, the toggle submits this form: the page of
                every page. Once they have, it opens the menu dialog instead (mobile-nav.tsx). */}
            <form action={MENU_PAGE} className="mobile-nav__form">
              <MobileNav
                links={[...primaryNav, ...mobileExtraNav]}
                labels={{ menu: t.menu, close: t.closeMenu, nav: t.mobileNav }}
              >
                <ul className="mobile-nav__contacts">
                  <li>
                    <a href={mailtoHref(site.email)}>
                      <MailIcon size={16} /> {site.email}
                    </a>
                  </li>
                  <li>
                    <Link href="/locations">
                      <PinIcon size={16} /> {t.locations}
                    </Link>
                  </li>
                  <li>
                    <Link href="/becameoneofus">
                      <HandshakeIcon size={16} /> {t.partner}
                    </Link>
                  </li>
                  <li>
                    <Link href={MENU_PAGE}>
                      <GridIcon size={16} /> {t.allPages}
                    </Link>
                  </li>
                </ul>
                <p className="mobile-nav__since">{t.since(site.foundedYear)}</p>
              </MobileNav>
            </form>
          </div>
        </div>
      </div>
    </header>
  );
}
