import { Link } from '@/components/ui/link';
import { fraudTips } from '@/content/company';
import { site, socials } from '@/content/site';
import { HTML_LANG, type Locale } from '@/lib/i18n';
import { telHref } from '@/lib/links';
import { officialSite, withOfficialDomain } from '@/lib/official-site';
import { dictionary } from '@/lib/dictionaries';
import { PageIntro } from '@/components/layout/page-intro';
import { Section } from '@/components/content/section';
import { FeatureGrid } from '@/components/content/feature-grid';
import { ContactChecker } from '@/components/forms/contact-checker';
import { SocialLinks } from '@/components/layout/social-links';
import { ShieldIcon } from '@/components/ui/icons';

/** The tips that point to the checker: those on websites, reviews and quotes (same in Hindi). */
const linksToChecker = fraudTips.map((tip) => /(website|review|quote)/i.test(tip.title));

/** The body of /beaware and /hi/beaware: the "Is this really us?" checker and five checks. */
export function BewarePage({ locale }: { locale: Locale }) {
  const t = dictionary(locale).beaware;
  return (
    <>
      <PageIntro path="/beaware" locale={locale} />
      <Section id="verify" tone="sky" title={t.verify.title} intro={t.verify.intro}>
        <ContactChecker
          text={{ ...t.checker, placeholder: withOfficialDomain(t.checker.placeholder) }}
        />
      </Section>
      <Section id="tips" title={t.tips.title}>
        <FeatureGrid
          numbered
          columns={2}
          items={t.tips.items.map((tip) => ({
            ...tip,
            description: withOfficialDomain(tip.description),
          }))}
          after={(i) =>
            linksToChecker[i] && (
              <p className="features__link">
                <a href="#checker">{t.tips.checkerLink}</a>
              </p>
            )
          }
        />
      </Section>
      <section className="section section--muted" aria-labelledby="official">
        <div className="container">
          {/* The box is this section's whole content, so a div: as an <aside> it would take the
              h2 for itself and leave the section without a heading (W3C checker warning). */}
          <div className="fraud-box">
            <h2 id="official" className="fraud-box__title">
              <ShieldIcon size={22} /> {t.contacts.title}
            </h2>
            <p>{t.contacts.warning}</p>
            <p>
              {t.contacts.phone} <a href={telHref(site.phones.sales)}>{site.phones.sales}</a> ·{' '}
              {t.contacts.help} <a href={telHref(site.phones.help)}>{site.phones.help}</a> ·{' '}
              {t.contacts.email} <a href={`mailto:${site.email}`}>{site.email}</a> ·{' '}
              {t.contacts.website} <a href={officialSite.origin}>{officialSite.domain}</a>
            </p>
            <p className="fraud-box__follow">{t.contacts.follow}</p>
            <SocialLinks
              links={socials}
              newTab={dictionary(locale).layout.newTab}
              className="socials--dark"
            />
            <p className="fraud-box__more">
              {t.contacts.more} {/* The blog is in English, whatever the page's language. */}
              <Link href="/blog#spot-fake-movers" hrefLang={HTML_LANG.en}>
                {t.contacts.moreLink}
              </Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
