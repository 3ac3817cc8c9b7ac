import Link from 'next/link';
import { site } from '@/content/site';
import { telHref } from '@/lib/links';

/** The closing call to action on content pages. */
export function QuoteCta({ title = 'Planning a move?' }: { title?: string }) {
  return (
    <section className="cta-band" aria-label="Get a quote">
      <div className="container cta-band__inner">
        <div>
          <h2 className="cta-band__title">{title}</h2>
          <p className="cta-band__text">
            Get a free, written quote in two minutes. No obligation, no hidden charges.
          </p>
        </div>
        <div className="cta-band__actions">
          <Link href="/form" className="btn btn--accent">
            Get Free Quote
          </Link>
          <a href={telHref(site.phones.sales)} className="btn btn--ghost-light">
            Call {site.phones.sales}
          </a>
        </div>
      </div>
    </section>
  );
}
