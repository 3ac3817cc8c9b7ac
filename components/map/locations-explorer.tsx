'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useId, useMemo, useState } from 'react';
import type { City } from '@/content/types';
import type { LatLon } from '@/lib/geo';
import type { StateGroup } from '@/lib/states';
import { selectSetCity, useOriginStore } from '@/lib/store/origin';

const LocationsMap = dynamic(() => import('./locations-map'), {
  ssr: false,
  loading: () => (
    <div className="map-loading" style={{ height: 460 }}>
      Loading map…
    </div>
  ),
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
              setCityName(''); // SPEC: the city resets when the state changes
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
      <LocationsMap center={center} cities={shown} onSelect={select} />
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
    </div>
  );
}
