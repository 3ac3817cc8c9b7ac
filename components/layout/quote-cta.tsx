import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n';
import { dictionary } from '@/lib/dictionaries';
import { CtaBand } from '@/components/content/cta-band';

/** The closing call to action of the content pages, in the page's language. */
export function QuoteCta({ locale = DEFAULT_LOCALE }: { locale?: Locale }) {
  return <CtaBand text={dictionary(locale).quoteCta} href={localePath(locale, '/form')} />;
}
