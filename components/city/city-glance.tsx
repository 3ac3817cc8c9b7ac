import type { City } from '@/content/types';
import { site } from '@/content/site';
import { cityRelation } from '@/lib/city-relation';
import { pinCodeCount } from '@/lib/neighbourhoods';
import { formatNumber } from '@/lib/format';
import { telHref } from '@/lib/links';
import type { CityPageText } from '@/content/city-page-text';
import { PhoneIcon } from '@/components/ui/icons';
import { FactList } from '@/components/ui/fact-list';
import { proofs } from '@/content/proofs';
import './city-glance.css';

/**
 * The city's facts beside its title: the rating, how many of its PIN codes the form knows, who
 * runs the move and the number to call. Under the title on a phone; a card beside it on a wide
 * screen, so the banner is not an empty band.
 */
export function CityGlance({ city, text: t }: { city: City; text: CityPageText }) {
  const relation = cityRelation(city);
  const pins = pinCodeCount(city.name);
  const facts = [
    {
      ...t.glanceRating(
        site.rating.value.toLocaleString('en-IN'),
        formatNumber(site.rating.count),
        site.rating.source,
      ),
      proofUrl: proofs.ratingListing,
    },
    ...(pins > 0 ? [t.glancePins(formatNumber(pins), t.city(city.name))] : []),
    t.glanceCrew(relation.kind, t.branch(relation.office.label), formatNumber(relation.km)),
  ];
  return (
    <div className="glance">
      <FactList facts={facts} label={t.glance} className="glance__facts" />
      <a href={telHref(site.phones.sales)} className="btn btn--accent glance__call">
        <PhoneIcon size={18} /> {t.glanceCall}: {site.phones.sales}
      </a>
    </div>
  );
}
