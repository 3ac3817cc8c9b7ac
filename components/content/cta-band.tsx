import { Link } from '@/components/ui/link';
import { site } from '@/content/site';
import type { QuoteCtaText } from '@/content/quote-cta';
import { telHref } from '@/lib/links';

/**
 * The closing call to action in the page's language: a free quote (`href`, the quote form in
 * that language) or a call. In English it draws what QuoteCta (components/layout/quote-cta.tsx)
 * draws on the content pages, word for word.
 */
export function CtaBand({ text, href }: { text: QuoteCtaText; href: string }) {
  return (
    <section className="cta-band" aria-label={text.label}>
      <div className="container cta-band__inner">
        <div>
          <h2 className="cta-band__title">{text.title}</h2>
          <p className="cta-band__text">{text.text}</p>
        </div>
        <div className="cta-band__actions">
          <Link href={href} className="btn btn--accent">
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
