import { Link } from '@/components/ui/link';
import { headOffice, site, socials } from '@/content/site';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/dictionaries';
import { hoursLabel } from '@/lib/hours';
import { cityName } from '@/lib/place-names';
import { highlightSlides, trustBadges } from '@/content/highlights';
import { sixStepProcess } from '@/content/process';
import { allCities, footerCities } from '@/lib/cities';
import { cityPagePath } from '@/lib/slug';
import { mailtoHref, telHref } from '@/lib/links';
import { analytics } from '@/lib/env';
import { PRIVACY_MEASURING_HREF } from '@/lib/privacy-notice';
import { SETTINGS_LINK_ATTR } from '@/lib/analytics/settings-link';
import { Carousel } from '@/components/ui/carousel';
import { Picture } from '@/components/ui/picture';
import { ArrowRightIcon } from '@/components/ui/icons';
import { TrustBadges } from '@/components/content/trust-badges';
import type { NavLink } from '@/content/types';
import { SocialLinks } from './social-links';
import './footer.css';

/** A titled column of links: the footer's services and quick links, the columns of /menu. */
export function LinkColumn({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="footer-title">
        {title}
      </h2>
      <ul className="footer-links">
        {links.map((l) => (
          <li key={l.href}>
            <Link href={l.href}>{l.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface FooterProps {
  /** Trust badges, highlight slider and six-step process: on every page but /about. */
  highlights?: boolean;
  locale?: Locale;
}

export function Footer({ highlights = true, locale = DEFAULT_LOCALE }: FooterProps) {
  const words = dictionary(locale);
  const t = words.layout.footer;
  const { footerQuickLinks, footerServices, legalLinks } = words.nav;
  const year = new Date().getFullYear();
  const a = headOffice.address;
  return (
    <footer className="site-footer">
      {highlights && (
        <div className="footer-highlights" data-testid="footer-highlights">
          <div className="container footer-highlights__grid">
            <section aria-labelledby="footer-trust" className="footer-highlights__trust">
              <h2 id="footer-trust" className="footer-title">
                {t.trustTitle(site.foundedYear)}
              </h2>
              <TrustBadges badges={trustBadges} />
            </section>
            <div className="footer-highlights__slider">
              <Carousel label={t.highlights}>
                {highlightSlides.map((slide) => (
                  <div key={slide.id} className="highlight">
                    <Picture src={slide.image} alt={slide.alt} width={320} height={200} />
                    <div className="highlight__body">
                      <h3 className="highlight__title">{slide.title}</h3>
                      <p>{slide.description}</p>
                    </div>
                  </div>
                ))}
              </Carousel>
            </div>
            <section aria-labelledby="footer-process" className="footer-highlights__process">
              <h2 id="footer-process" className="footer-title">
                {t.processTitle}
              </h2>
              {/* The steps by name; /workprocess explains each. */}
              <ol className="step-names">
                {sixStepProcess.map((step) => (
                  <li key={step.title}>{step.title}</li>
                ))}
              </ol>
              <p className="footer-more">
                <Link href={localePath(locale, '/workprocess')}>
                  {t.processMore}
                  <ArrowRightIcon size={16} />
                </Link>
              </p>
            </section>
          </div>
        </div>
      )}
      <div className="footer-main">
        <div className="container">
          <nav aria-labelledby="footer-cities" className="footer-cities">
            <h2 id="footer-cities" className="footer-title">
              {t.citiesTitle}
            </h2>
            <ul className="footer-links">
              {footerCities.map((city) => (
                <li key={city.name}>
                  <a href={localePath(locale, cityPagePath(city.name))}>
                    {cityName(locale, city.name)}
                  </a>
                </li>
              ))}
            </ul>
            <p className="footer-more">
              <Link href={localePath(locale, '/locations')}>
                {t.allCities(allCities.length)}
                <ArrowRightIcon size={16} />
              </Link>
            </p>
          </nav>
          <div className="footer-cols">
            {[
              { id: 'footer-services', title: t.services, links: footerServices },
              { id: 'footer-quick', title: t.quickLinks, links: footerQuickLinks },
            ].map((col) => (
              <LinkColumn key={col.id} {...col} />
            ))}
            <section aria-labelledby="footer-office" className="footer-cols__wide">
              <h2 id="footer-office" className="footer-title">
                {t.office}
              </h2>
              <address className="footer-address">
                <strong>{site.legalName}</strong>
                <br />
                {t.gstin} <span className="footer-gstin">{site.gstin}</span>
                <br />
                {a.street}, {a.locality}
                <br />
                {a.city}, {a.region} {a.postalCode}
                <br />
                <a href={telHref(site.phones.sales)}>{site.phones.sales}</a>
                <br />
                <a href={mailtoHref(site.email)}>{site.email}</a>
                <br />
                {hoursLabel(site.hours, words.hours)}
              </address>
            </section>
            <section aria-labelledby="footer-follow" className="footer-cols__wide">
              <h2 id="footer-follow" className="footer-title">
                {t.follow}
              </h2>
              <SocialLinks links={socials} newTab={words.layout.newTab} />
              <p className="footer-since">{t.since(site.foundedYear)}</p>
            </section>
          </div>
        </div>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom__inner">
          <p>
            {t.rights(year, site.legalName)} {t.websiteBy}{' '}
            {site.creator.url ? (
              <a href={site.creator.url}>{site.creator.name}</a>
            ) : (
              site.creator.name
            )}
            .
          </p>
          <ul className="footer-links footer-bottom__links">
            {legalLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href}>{l.label}</Link>
              </li>
            ))}
            {/* Where the build measures visits: reopens the consent notice
                (components/analytics/analytics.tsx); without JavaScript, the privacy notice's
                section on measuring. */}
            {analytics && (
              <li>
                <a
                  href={localePath(locale, PRIVACY_MEASURING_HREF)}
                  {...{ [SETTINGS_LINK_ATTR]: '' }}
                >
                  {words.consent.settings}
                </a>
              </li>
            )}
          </ul>
        </div>
      </div>
    </footer>
  );
}
