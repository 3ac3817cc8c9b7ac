'use client';

import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import L from 'leaflet';
import type { City } from '@/content/types';
import type { LatLon } from '@/lib/geo';
import { markerIcon, tileAttribution, tileUrl } from './leaflet-setup';

export const LOCATIONS_ZOOM = 5;
export const FIT_PADDING = 50;

function FitToCities({ cities }: { cities: City[] }) {
  const map = useMap();
  useEffect(() => {
    if (cities.length === 0) return;
    const bounds = L.latLngBounds(cities.map((c) => [c.lat, c.lon] as [number, number]));
    map.fitBounds(bounds, { padding: [FIT_PADDING, FIT_PADDING], maxZoom: 11 });
  }, [map, cities]);
  return null;
}

interface LocationsMapProps {
  center: LatLon;
  cities: City[];
  onSelect: (city: City) => void;
}

/** SPEC: centred on the main branch at zoom 5, scroll-wheel zoom off, one marker per city, fitted with padding 50. */
export default function LocationsMap({ center, cities, onSelect }: LocationsMapProps) {
  return (
    <MapContainer
      center={[center.lat, center.lon]}
      zoom={LOCATIONS_ZOOM}
      scrollWheelZoom={false}
      className="locations-map"
      style={{ height: 460, width: '100%' }}
    >
      <TileLayer url={tileUrl} attribution={tileAttribution} detectRetina />
      {cities.map((c) => (
        <Marker
          key={c.name}
          position={[c.lat, c.lon]}
          icon={markerIcon}
          title={c.name}
          alt={`${c.name}: get a quote`}
          // The city list beside the map is the keyboard and screen-reader way in, with full-size
          // buttons; focusable markers would add a tab stop per city, overlapping at low zoom.
          keyboard={false}
          eventHandlers={{ click: () => onSelect(c) }}
        />
      ))}
      <FitToCities cities={cities} />
    </MapContainer>
  );
}
