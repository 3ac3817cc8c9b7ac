'use client';

import { useEffect, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import L from 'leaflet';
import type { MapCity } from '@/lib/city-map';
import type { LatLon } from '@/lib/geo';
import { markerIcon, tileAttribution, tileUrl } from './leaflet-setup';

export const LOCATIONS_ZOOM = 5;
export const FIT_PADDING = 50;
const FIT_OPTIONS: L.FitBoundsOptions = { padding: [FIT_PADDING, FIT_PADDING], maxZoom: 11 };

function boundsOf(cities: MapCity[]): L.LatLngBounds | undefined {
  if (cities.length === 0) return undefined;
  return L.latLngBounds(cities.map((c) => [c.lat, c.lon] as [number, number]));
}

/**
 * Refits the map when the cities shown change (the first view is fitted by MapContainer), without
 * the zoom animation: Leaflet ends one on a timer of its own that outlives the map, so a visitor
 * who left the page within a quarter of a second of choosing a state got an uncaught error
 * (`_leaflet_pos` of undefined) as the map was removed.
 */
function FitToCities({ cities }: { cities: MapCity[] }) {
  const map = useMap();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const bounds = boundsOf(cities);
    if (bounds) map.fitBounds(bounds, { ...FIT_OPTIONS, animate: false });
  }, [map, cities]);
  return null;
}

interface LocationsMapProps {
  center: LatLon;
  cities: MapCity[];
  onSelect: (city: MapCity) => void;
  /** A marker's text for screen readers, by its city's name. */
  markerAlt: (city: string) => string;
}

/**
 * Centred on the main branch at zoom 5, scroll-wheel zoom off, one marker per city, fitted
 * with padding 50 (docs/product.md#locations-map). The map is created straight at the fitted view
 * when there are cities (centring first and then fitting would lay out and request the tiles
 * twice), and the markers follow in the next task, so building the map and its markers never holds
 * a slow phone's main thread in one long block.
 */
export default function LocationsMap({ center, cities, onSelect, markerAlt }: LocationsMapProps) {
  const [initialBounds] = useState(() => boundsOf(cities));
  const [markersShown, setMarkersShown] = useState(false);
  useEffect(() => {
    const t = window.setTimeout(() => setMarkersShown(true), 0);
    return () => window.clearTimeout(t);
  }, []);

  return (
    <MapContainer
      {...(initialBounds
        ? { bounds: initialBounds, boundsOptions: FIT_OPTIONS }
        : { center: [center.lat, center.lon], zoom: LOCATIONS_ZOOM })}
      scrollWheelZoom={false}
      className="locations-map"
      style={{ height: '100%', width: '100%' }}
    >
      <TileLayer url={tileUrl} attribution={tileAttribution} detectRetina />
      {markersShown &&
        cities.map((c) => (
          <Marker
            key={c.name}
            position={[c.lat, c.lon]}
            icon={markerIcon}
            title={c.name}
            alt={markerAlt(c.name)}
            // The city list beside the map is the keyboard and screen-reader way in, with
            // full-size buttons; focusable markers would add a tab stop per city, overlapping at
            // low zoom.
            keyboard={false}
            eventHandlers={{ click: () => onSelect(c) }}
          />
        ))}
      <FitToCities cities={cities} />
    </MapContainer>
  );
}
