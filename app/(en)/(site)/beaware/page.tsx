import Link from 'next/link';
import { pages } from '@/content/pages';
import { fraudTips, fraudWarning } from '@/content/company';
import { site, socials } from '@/content/site';
import { telHref } from '@/lib/links';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { Section } from '@/components/content/section';
import { ContactChecker } from '@/components/forms/contact-checker';
import { SocialLinks } from '@/components/layout/social-links';
import { ShieldIcon } from '@/components/ui/icons';

const page = pages['/beaware'];

export const metadata = pageMetadata('/beaware');

export default function BewarePage() {
  return (
    <>
      <PageIntro path="/beaware" title={page.h1} intro={page.intro} />
      <Section
        id="verify"
        tone="sky"
        title="Is This Really Us?"
        intro="Got a call, a message or a website that says it is us? Paste the number, website, e-mail address or UPI ID here. The check runs on your phone and sends nothing anywhere."
      >
        <ContactChecker />
      </Section>
      <Section id="tips" title="Five Checks Before You Pay Any Mover">
        <ol className="features features--2">
          {fraudTips.map((tip, i) => (
            <li key={tip.title} className="features__item reveal">
              <span className="features__num" aria-hidden="true">
                {String(i + 1).padStart(2, '0')}
              </span>
              <h3 className="features__title">{tip.title}</h3>
              <p className="features__text">{tip.description}</p>
              {/(website|review|quote)/i.test(tip.title) && (
                <p className="features__link">
                  <a href="#checker">Check a number, website or UPI ID with our checker</a>
                </p>
              )}
            </li>
          ))}
        </ol>
      </Section>
      <section className="section section--muted" aria-labelledby="official">
        <div className="container">
          <aside className="fraud-box">
            <h2 id="official" className="fraud-box__title">
              <ShieldIcon size={22} /> Our official contacts
            </h2>
            <p>{fraudWarning}</p>
            <p>
              Official phone: <a href={telHref(site.phones.sales)}>{site.phones.sales}</a> · Help
              line: <a href={telHref(site.phones.help)}>{site.phones.help}</a> · E-mail:{' '}
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p className="fraud-box__follow">Our only social media pages:</p>
            <SocialLinks links={socials} className="socials--dark" />
            <p className="fraud-box__more">
              Read more:{' '}
              <Link href="/blog#spot-fake-movers">How to spot fake packers and movers</Link>
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}
