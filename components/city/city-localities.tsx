import type { CityPageText } from '@/content/city-page-text';
import type { LocalityName } from '@/content/locality-names';
import './city-localities.css';

/**
 * A city's neighbourhoods as residents name them, each with its PIN code, in the page's script
 * and in its alphabetical order (content/locality-names.ts).
 */
export function CityLocalities({
  city,
  entries,
  pins,
  served,
  lang,
  text: t,
}: {
  /** The city's name as the page writes it. */
  city: string;
  entries: readonly LocalityName[];
  /** The city's PIN codes in India Post's directory. */
  pins: number;
  served: boolean;
  /** The page's language tag, for the alphabetical order. */
  lang: string;
  text: CityPageText;
}) {
  if (entries.length === 0) return null;
  const collator = new Intl.Collator(lang);
  const items = entries
    .map((entry) => ({ name: t.locality(entry), pin: entry[1] }))
    .sort((a, b) => collator.compare(a.name, b.name));
  return (
    <div className="panel panel--white localities" id="localities">
      <h3>{t.localitiesTitle(city)}</h3>
      <ul className="pins">
        {items.map((item) => (
          <li key={item.name}>
            {item.name} <span className="pins__pin">{item.pin}</span>
          </li>
        ))}
      </ul>
      <p className="localities__intro">{t.localitiesIntro(city, pins, served)}</p>
    </div>
  );
}
