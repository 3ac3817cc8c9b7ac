'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useId, useMemo, useRef, useState } from 'react';
import type { City } from '@/content/types';
import type { LatLon } from '@/lib/geo';
import type { StateGroup } from '@/lib/states';
import { useInView } from '@/lib/hooks/use-in-view';
import { selectSetCity, useOriginStore } from '@/lib/store/origin';

function MapPlaceholder() {
  return (
    <div className="map-loading" style={{ height: '100%' }}>
      Loading map…
    </div>
  );
}

const LocationsMap = dynamic(() => import('./locations-map'), {
  ssr: false,
  loading: MapPlaceholder,
});

interface LocationsExplorerProps {
  groups: StateGroup[];
  defaultKey: string;
  center: LatLon;
}

/** /locations: choose a state and a city; a marker (or the list) starts a quote from that city. */
export function LocationsExplorer({ groups, defaultKey, center }: LocationsExplorerProps) {
  const id = useId();
  const router = useRouter();
  const setCity = useOriginStore(selectSetCity);
  const [stateKey, setStateKey] = useState(defaultKey);
  const [cityName, setCityName] = useState('');
  // Leaflet (about 45 KB) and the tiles load when the map comes into view: on a phone the city
  // list comes first, and the page is ready to use before the map's code arrives.
  const frame = useRef<HTMLDivElement>(null);
  const mapShown = useInView(frame);

  const group = groups.find((g) => g.key === stateKey) ?? groups[0];
  const shown = useMemo(
    () => (group ? group.cities.filter((c) => !cityName || c.name === cityName) : []),
    [group, cityName],
  );

  function select(city: City) {
    setCity(city.name);
    router.push(`/form?from=${encodeURIComponent(city.name)}`);
  }

  return (
    <div className="locations">
      <div className="locations__filters">
        <div className="field">
          <label htmlFor={`${id}-state`} className="field__label">
            State
          </label>
          <select
            id={`${id}-state`}
            value={stateKey}
            onChange={(e) => {
              setStateKey(e.target.value);
              setCityName(''); // the city resets with the state (docs/product.md#locations-map)
            }}
          >
            {groups.map((g) => (
              <option key={g.key} value={g.key}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-city`} className="field__label">
            City
          </label>
          <select id={`${id}-city`} value={cityName} onChange={(e) => setCityName(e.target.value)}>
            <option value="">All Cities</option>
            {group?.cities.map((c) => (
              <option key={c.name} value={c.name}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn--outline locations__home"
          onClick={() => router.push('/')}
        >
          Back to Home
        </button>
      </div>
      <div className="locations__list">
        <p className="locations__count" role="status">
          {shown.length === 1 ? '1 city' : `${shown.length} cities`} in {group?.name}. Choose one to
          start a quote:
        </p>
        <ul className="chips">
          {shown.map((c) => (
            <li key={c.name}>
              <button type="button" className="chip" onClick={() => select(c)}>
                {c.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="map-frame" style={{ height: 460 }} ref={frame}>
        {mapShown ? (
          <LocationsMap center={center} cities={shown} onSelect={select} />
        ) : (
          <MapPlaceholder />
        )}
      </div>
    </div>
  );
}
