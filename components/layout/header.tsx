import Link from 'next/link';
import { site } from '@/content/site';
import { mobileExtraNav, primaryNav } from '@/content/navigation';
import { mailtoHref, telHref } from '@/lib/links';
import {
  GridIcon,
  HandshakeIcon,
  MailIcon,
  PhoneIcon,
  PinIcon,
  ShieldIcon,
} from '@/components/ui/icons';
import { MobileNav } from './mobile-nav';
import { NavLinks } from './nav-links';

/** The fixed site header (SPEC: Site-wide layout). Server-rendered; only the menu toggle is a client island. */
export function Header() {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="topbar">
        <div className="container topbar__inner">
          <ul className="topbar__group" aria-label="Contact">
            <li className="hide-md">
              <a href={mailtoHref(site.email)} className="topbar__link">
                <MailIcon size={15} />
                <span>{site.email}</span>
              </a>
            </li>
            <li className="hide-below-lg">
              <Link href="/locations" className="topbar__link">
                <PinIcon size={15} />
                <span>Our Service Locations</span>
              </Link>
            </li>
            <li>
              <a href={telHref(site.phones.sales)} className="topbar__link topbar__link--strong">
                <PhoneIcon size={15} />
                <span>{site.phones.sales}</span>
              </a>
            </li>
          </ul>
          <ul className="topbar__group" aria-label="Notices">
            <li>
              <Link href="/beaware" className="topbar__link topbar__link--alert">
                <ShieldIcon size={15} />
                <span>Beware of Online Frauds</span>
              </Link>
            </li>
            <li className="hide-sm">
              <Link href="/becameoneofus" className="topbar__link">
                <HandshakeIcon size={15} />
                <span>Become a Branch Partner</span>
              </Link>
            </li>
            <li className="hide-below-xl topbar__since">
              Since {site.foundedYear} at your service
            </li>
          </ul>
        </div>
      </div>
      <div className="mainbar">
        <div className="container mainbar__inner">
          <Link href="/" className="logo" aria-label={`${site.brand}, home`}>
            <img src="/art/logo.svg" alt="" width={188} height={41} />
          </Link>
          <nav aria-label="Main" className="mainnav hide-below-lg">
            <NavLinks links={primaryNav} />
          </nav>
          <div className="mainbar__actions">
            <Link href="/form" className="btn btn--accent btn--sm">
              Request a Quote
            </Link>
            <Link
              href="/menu"
              className="icon-btn hide-below-lg menu-link"
              aria-label="Menu: all pages"
            >
              <GridIcon size={22} />
            </Link>
            <MobileNav links={[...primaryNav, ...mobileExtraNav]}>
              <ul className="mobile-nav__contacts">
                <li>
                  <a href={mailtoHref(site.email)}>
                    <MailIcon size={16} /> {site.email}
                  </a>
                </li>
                <li>
                  <Link href="/locations">
                    <PinIcon size={16} /> Our Service Locations
                  </Link>
                </li>
                <li>
                  <Link href="/becameoneofus">
                    <HandshakeIcon size={16} /> Become a Branch Partner
                  </Link>
                </li>
                <li>
                  <Link href="/menu">
                    <GridIcon size={16} /> All pages
                  </Link>
                </li>
              </ul>
              <p className="mobile-nav__since">Since {site.foundedYear} at your service</p>
            </MobileNav>
          </div>
        </div>
      </div>
    </header>
  );
}
