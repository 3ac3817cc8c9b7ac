import Link from 'next/link';
import { pages } from '@/content/pages';
import { branches, site } from '@/content/site';
import { mainBranchesIntro } from '@/content/company';
import { cityPagePath } from '@/lib/slug';
import { telHref } from '@/lib/links';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/layout/page-intro';
import { QuoteCta } from '@/components/layout/quote-cta';
import { ClockIcon, PhoneIcon, PinIcon } from '@/components/ui/icons';

const page = pages['/mainbranches'];

export const metadata = pageMetadata('/mainbranches');

export default function MainBranchesPage() {
  return (
    <>
      <PageIntro title={page.h1} intro={page.intro} />
      <section className="section" aria-labelledby="branch-list">
        <div className="container">
          <div className="prose section__head">
            <h2 id="branch-list" className="section__title">
              Addresses and Phone Numbers
            </h2>
            {mainBranchesIntro.map((p) => (
              <p key={p.slice(0, 30)}>{p}</p>
            ))}
          </div>
          <ul className="branch-list">
            {branches.map((b) => (
              <li key={b.label}>
                <article className="branch-item reveal">
                  <h3 className="branch-item__title">
                    {b.label}
                    {'isHeadOffice' in b && <span className="tag">Head office</span>}
                  </h3>
                  <address>
                    <p>
                      <PinIcon size={18} /> {b.address.street}, {b.address.locality},{' '}
                      {b.address.city}, {b.address.region} {b.address.postalCode}
                    </p>
                    <p>
                      <PhoneIcon size={18} /> <a href={telHref(b.phone)}>{b.phone}</a>
                    </p>
                    <p>
                      <ClockIcon size={18} /> {site.hours.label}
                    </p>
                  </address>
                  <Link href={cityPagePath(b.city)} className="card__cta">
                    Packers and movers in {b.city}
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <QuoteCta />
    </>
  );
}
