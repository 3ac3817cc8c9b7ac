import { site } from '@/content/site';
import { dictionary } from '@/lib/dictionaries';
import { localePath, type Locale } from '@/lib/i18n';
import { telHref } from '@/lib/links';
import { PageIntro } from '@/components/layout/page-intro';
import { Section } from '@/components/content/section';

/**
 * The body of /offline and /hi/offline: what the service worker shows, when there is no
 * connection, for a page not saved on the phone. Plain links (a full page load, which the worker
 * answers from its copy of the form): the quote form is saved with the worker, and a call needs
 * no internet.
 */
export function OfflinePage({ locale }: { locale: Locale }) {
  const words = dictionary(locale);
  const t = words.offline;
  const submit = words.quote.submit;
  return (
    <>
      <PageIntro path="/offline" locale={locale} />
      <Section id="quote-offline" title={t.form.title} intro={t.form.text(submit)}>
        <a href={localePath(locale, '/form')} className="btn btn--primary">
          {t.form.link}
        </a>
      </Section>
      <Section id="call-us" tone="muted" title={t.call.title} intro={t.call.text}>
        <a href={telHref(site.phones.sales)} className="btn btn--outline">
          {site.phones.sales}
        </a>
      </Section>
    </>
  );
}
