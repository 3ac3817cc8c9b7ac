import Link from 'next/link';
import { pages } from '@/content/pages';
import { fraudTips, fraudWarning } from '@/content/company';
import { site, socials } from '@/content/site';
import { telHref } from '@/lib/links';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { Section } from '@/components/content/section';
import { FeatureGrid } from '@/components/content/feature-grid';
import { SocialLinks } from '@/components/layout/social-links';
import { ShieldIcon } from '@/components/ui/icons';

const page = pages['/beaware'];

export const metadata = pageMetadata('/beaware');

export default function BewarePage() {
  return (
    <>
      <PageIntro path="/beaware" title={page.h1} intro={page.intro} />
      <Section id="tips" title="Five Checks Before You Pay Any Mover">
        <FeatureGrid items={fraudTips} numbered columns={2} />
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
