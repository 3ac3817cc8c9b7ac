'use client';

import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { findCityByName } from '@/lib/cities';
import type { LatLon } from '@/lib/geo';
import { FALLBACK_LABEL, createReverseGeocoder } from '@/lib/geocode';
import type { QuoteText } from '@/content/quote-text';
import { fillTemplate } from '@/lib/template';
import { matchServiceableCity } from '@/lib/quote';
import { placeForMessage } from '@/lib/quote-message';
import type { PlaceMatch } from '@/lib/gazetteer/lookup';
import { useMediaQuery } from '@/lib/hooks/use-media-query';
import type { ByPointer } from '@/content/types';
import { MapLoading } from './map-loading';
import '@/components/map/map-frame.css';
import './map-loading.css';
import './map-picker.css';

// Leaflet and its CSS are downloaded only when a picker opens (docs/product.md#quality-bars).
const PickerMap = lazy(() => import('@/components/map/picker-map'));

/**
 * The picker starts at a point in central India when the field has no city
 * (docs/product.md#map-picker).
 */
export const CENTRAL_INDIA: LatLon = { lat: 22.9734, lon: 78.6569 };

// One geocoder for the page, so the rate limit and the cache hold across openings.
const geocoder = createReverseGeocoder();

export function startPoint(fieldValue: string): LatLon {
  const name = matchServiceableCity(fieldValue);
  const city = name ? findCityByName(name) : undefined;
  return city ? { lat: city.lat, lon: city.lon } : CENTRAL_INDIA;
}

interface MapPickerProps {
  label: string;
  /** How to use the map, for this field: tapped on a touch screen, clicked with a mouse. */
  help: ByPointer;
  text: QuoteText['map'];
  fieldValue: string;
  /** A serviceable place was picked: set the field. */
  onPick: (name: string) => void;
  /** The pick failed or is not served; the field keeps its value. null clears. */
  onError: (message: string | null) => void;
  /** The served place a name belongs to: a city, or a locality of one ("Pimpri-Chinchwad"). */
  resolvePlace: (place: string) => Promise<PlaceMatch | undefined>;
  error: string | null;
}

export function MapPicker({
  label,
  help,
  text,
  fieldValue,
  onPick,
  onError,
  resolvePlace,
  error,
}: MapPickerProps) {
  // A finger says "Tap", a mouse "Click". The picker renders only in the browser, after the visitor
  // opens it, so the pointer is known on its first render and there is no server HTML to differ from.
  const coarse = useMediaQuery('(pointer: coarse)');
  const [start] = useState(() => startPoint(fieldValue));
  const [position, setPosition] = useState<LatLon>(start);
  const [looking, setLooking] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const picks = useRef(0);

  useEffect(() => () => geocoder.cancel(), []);

  function choose(p: LatLon) {
    setPosition(p);
    setLooking(true);
    setPicked(null);
    const pick = ++picks.current;
    void geocoder.lookup(p.lat, p.lon).then(async (outcome) => {
      if (outcome.kind === 'superseded') return;
      setLooking(false);
      if (outcome.kind === 'error') {
        console.error('Reverse geocoding failed', outcome.error);
        onError(text.geocodeFailed);
        return;
      }
      const place = outcome.name;
      const match = place === FALLBACK_LABEL ? undefined : await resolvePlace(place);
      // A later pick started while the gazetteer was on its way: that one decides.
      if (pick !== picks.current) return;
      if (match) {
        const name = match.place ? placeForMessage(place, match) : match.city;
        setPicked(name);
        onError(null);
        onPick(name);
      } else {
        const city = place === FALLBACK_LABEL ? text.selectedLocation : place;
        onError(fillTemplate(text.notServiceable, { city }));
      }
    });
  }

  return (
    <div className="map-picker">
      <p className="map-picker__help" id="map-help">
        {coarse ? help.touch : help.mouse}
      </p>
      <div className="map-frame" style={{ height: 400 }}>
        <Suspense fallback={<MapLoading label={text.loadingMap} />}>
          <PickerMap
            start={start}
            position={position}
            onChange={choose}
            markerTitle={text.marker}
          />
        </Suspense>
      </div>
      <div className="map-picker__result">
        <p role="status" className="map-picker__status">
          {looking ? text.finding : picked ? `${label}: ${picked}` : ''}
        </p>
        <p role="alert" className="map-picker__error">
          {error}
        </p>
      </div>
    </div>
  );
}
