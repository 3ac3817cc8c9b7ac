import type { CityPageText } from '@/content/city-page-text';
import type { Locality } from '@/lib/gazetteer/build';

/** PIN codes shown before the rest fold away under "All N PIN codes". */
const SHOWN_PINS = 24;

/** Localities by PIN code, in PIN order; each PIN's names in alphabetical order. */
function byPin(localities: readonly Locality[]): { pin: string; names: string[] }[] {
  const groups = new Map<string, string[]>();
  for (const l of localities) groups.set(l.pin, [...(groups.get(l.pin) ?? []), l.name]);
  return [...groups]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([pin, names]) => ({ pin, names: names.sort((a, b) => a.localeCompare(b)) }));
}

function PinList({ groups }: { groups: { pin: string; names: string[] }[] }) {
  return (
    <ul className="pins">
      {groups.map((g) => (
        <li key={g.pin}>
          <span className="pins__pin">{g.pin}</span> {g.names.join(', ')}
        </li>
      ))}
    </ul>
  );
}

/**
 * The localities and PIN codes of a city, from India Post's directory (content/localities.ts).
 * The names are India Post's, in English, on the Hindi pages too: `lang="en-IN"` says so.
 */
export function CityLocalities({
  city,
  localities,
  served,
  text: t,
}: {
  /** The city's name as the page writes it. */
  city: string;
  localities: readonly Locality[];
  served: boolean;
  text: CityPageText;
}) {
  if (localities.length === 0) return null;
  const groups = byPin(localities);
  const shown = groups.slice(0, SHOWN_PINS);
  const rest = groups.slice(SHOWN_PINS);
  return (
    <div className="panel panel--white localities" id="localities">
      <h3>{t.localitiesTitle(city, served)}</h3>
      <p className="localities__intro">
        {t.localitiesIntro(localities.length, groups.length, served)}
      </p>
      <div lang="en-IN">
        <PinList groups={shown} />
      </div>
      {rest.length > 0 && (
        <details className="localities__more">
          <summary>{t.allPins(groups.length, city)}</summary>
          <div lang="en-IN">
            <PinList groups={rest} />
          </div>
        </details>
      )}
    </div>
  );
}
