import Link from 'next/link';
import type { CityPageText } from '@/content/city-page-text';
import { localePath, type Locale } from '@/lib/i18n';
import { ShieldIcon } from '@/components/ui/icons';
import './city-fraud-note.css';

/**
 * The fraud warning, short, for city pages: the full warning, the support section and the
 * checker are on /beaware, where they serve; a city page stays about its city.
 */
export function CityFraudNote({
  city,
  text: t,
  locale,
}: {
  /** The city's name as the page writes it. */
  city: string;
  text: CityPageText;
  locale: Locale;
}) {
  return (
    <section className="section section--tight" aria-labelledby="fraud-note">
      <div className="container">
        <div className="fraud-box fraud-box--note">
          <h2 id="fraud-note" className="fraud-box__title">
            <ShieldIcon size={22} /> {t.fraudTitle(city)}
          </h2>
          <p>
            {t.fraudText}
            <Link href={localePath(locale, '/beaware')}>{t.fraudLink}</Link>
            {t.fullStop}
          </p>
        </div>
      </div>
    </section>
  );
}
