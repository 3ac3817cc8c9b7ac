import { Link } from '@/components/ui/link';
import { site } from '@/content/site';
import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/dictionaries';
import { telHref } from '@/lib/links';

/** The closing call to action of the content pages, in the page's language: a free quote or a call. */
export function QuoteCta({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  const text = dictionary(locale).quoteCta;
  return (
    <section className="cta-band" aria-label={text.label}>
      <div className="container cta-band__inner">
        <div>
          <h2 className="cta-band__title">{text.title}</h2>
          <p className="cta-band__text">{text.text}</p>
        </div>
        <div className="cta-band__actions">
          <Link href={localePath(locale, '/form')} className="btn btn--accent">
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
