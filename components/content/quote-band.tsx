import Link from 'next/link';
import type { ChargesText } from '@/content/charges-text';
import { site } from '@/content/site';
import { telHref } from '@/lib/links';

/**
 * The closing call to action of components/layout/quote-cta.tsx, in the words given. QuoteCta
 * has its English words inside it, and the Hindi rate card needs the same band in Hindi; once
 * QuoteCta takes its words from content/, the rate card can use it again and this can go.
 */
export function QuoteBand({ text, formHref }: { text: ChargesText['cta']; formHref: string }) {
  return (
    <section className="cta-band" aria-label={text.name}>
      <div className="container cta-band__inner">
        <div>
          <h2 className="cta-band__title">{text.title}</h2>
          <p className="cta-band__text">{text.text}</p>
        </div>
        <div className="cta-band__actions">
          <Link href={formHref} className="btn btn--accent">
            {text.button}
          </Link>
          <a href={telHref(site.phones.sales)} className="btn btn--ghost-light">
            {text.call(site.phones.sales)}
          </a>
        </div>
      </div>
    </section>
  );
}
