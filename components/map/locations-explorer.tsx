'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { locationsText as t } from '@/content/locations-text';
import type { LatLon } from '@/lib/geo';
import { useInView } from '@/lib/hooks/use-in-view';
import { useCityMap, useQuoteFrom } from './use-city-map';
import './map-frame.css';
import '@/components/quote/map-loading.css';
import './explorers.css';

function MapPlaceholder() {
  return (
    <div className="map-loading" style={{ height: '100%' }}>
      {t.mapLoading}
    </div>
  );
}

const LocationsMap = dynamic(() => import('./locations-map'), {
  ssr: false,
  loading: MapPlaceholder,
});

/** A state as the filter offers it: its key, name, number of cities and page of cities. */
export interface StateSummary {
  key: string;
  name: string;
  count: number;
  path: string;
}

interface LocationsExplorerProps {
  states: StateSummary[];
  defaultKey: string;
  /** The default state's cities by name, so the list works before the map's data arrives. */
  defaultCities: string[];
  center: LatLon;
}

/**
 * /locations: choose a state and a city; a marker (or the list) starts a quote from that city.
 * The cities with their coordinates (/data/cities.json, every city of the site) are fetched when
 * the map comes into view or another state is chosen; the page itself carries only the states and
 * the default state's names.
 */
export function LocationsExplorer({
  states,
  defaultKey,
  defaultCities,
  center,
}: LocationsExplorerProps) {
  const id = useId();
  const router = useRouter();
  const select = useQuoteFrom();
  const [stateKey, setStateKey] = useState(defaultKey);
  const [cityName, setCityName] = useState('');
  // Leaflet (about 45 KB), the tiles and the markers' data load when the map comes into view: on
  // a phone the city list comes first, and the page is ready to use before the map's code arrives.
  const frame = useRef<HTMLDivElement>(null);
  const mapShown = useInView(frame);
  const data = useCityMap();
  const { request, status } = data;

  // The state chosen, always one of `states`: the filter offers nothing else.
  const summary = states.find((s) => s.key === stateKey)!;
  const loaded = data.states?.find((s) => s.key === stateKey);
  const names =
    loaded?.cities.map((c) => c.name) ?? (stateKey === defaultKey ? defaultCities : undefined);
  const needsData = mapShown || names === undefined;
  useEffect(() => {
    if (needsData && status === 'idle') request();
  }, [needsData, status, request]);
  // The map's code downloads while its data does; the map is drawn once both are here, straight
  // at the view that fits the markers.
  useEffect(() => {
    if (mapShown) void import('./locations-map');
  }, [mapShown]);

  const shownNames = (names ?? []).filter((n) => !cityName || n === cityName);
  const markers = useMemo(
    () => (loaded ? loaded.cities.filter((c) => !cityName || c.name === cityName) : []),
    [loaded, cityName],
  );

  const retry = (
    <button type="button" className="btn btn--outline btn--sm" onClick={request}>
      {t.retry}
    </button>
  );

  return (
    <div className="locations">
      <div className="locations__filters">
        <div className="field">
          <label htmlFor={`${id}-state`} className="field__label">
            {t.state}
          </label>
          <select
            id={`${id}-state`}
            value={stateKey}
            onChange={(e) => {
              setStateKey(e.target.value);
              setCityName(''); // the city resets with the state (docs/product.md#locations-map)
            }}
          >
            {states.map((s) => (
              <option key={s.key} value={s.key}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-city`} className="field__label">
            {t.city}
          </label>
          <select id={`${id}-city`} value={cityName} onChange={(e) => setCityName(e.target.value)}>
            <option value="">{t.allCities}</option>
            {names?.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="btn btn--outline locations__home"
          onClick={() => router.push('/')}
        >
          {t.backHome}
        </button>
      </div>
      <div className="locations__list">
        <p className="locations__count" role="status">
          {names === undefined
            ? (status === 'failed' ? t.listFailed : t.listLoading)(summary.name)
            : t.count(cityName ? 1 : summary.count, summary.name)}
        </p>
        {names === undefined && status === 'failed' && (
          <p className="locations__failed">
            {retry} <a href={summary.path}>{t.statePageLink(summary.name)}</a>
          </p>
        )}
        <ul className="chips">
          {shownNames.map((n) => (
            <li key={n}>
              <button type="button" className="chip" onClick={() => select(n)}>
                {n}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <div className="map-frame" style={{ height: 460 }} ref={frame}>
        {!mapShown || (!loaded && status !== 'failed') ? (
          <MapPlaceholder />
        ) : status === 'failed' && !loaded ? (
          <div className="map-loading map-loading--failed" style={{ height: '100%' }}>
            <p role="status">{t.mapFailed}</p>
            {retry}
          </div>
        ) : (
          <LocationsMap
            center={center}
            cities={markers}
            onSelect={(c) => select(c.name)}
            markerAlt={t.markerAlt}
          />
        )}
      </div>
    </div>
  );
}
