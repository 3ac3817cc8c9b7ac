import Link from 'next/link';
import { ShieldIcon } from '@/components/ui/icons';

/**
 * The fraud warning, short, for city pages: the full warning, the support section and the
 * checker are on /beaware, where they serve; a city page stays about its city.
 */
export function CityFraudNote({ city }: { city: string }) {
  return (
    <section className="section section--tight" aria-labelledby="fraud-note">
      <div className="container">
        <div className="fraud-box fraud-box--note">
          <h2 id="fraud-note" className="fraud-box__title">
            <ShieldIcon size={22} /> {`Fake movers in ${city}`}
          </h2>
          <p>
            {`Some firms copy our name. We call only from the numbers on this site and never ask for the full amount before delivery. `}
            <Link href="/beaware">Check a number, link or UPI ID</Link>.
          </p>
        </div>
      </div>
    </section>
  );
}
