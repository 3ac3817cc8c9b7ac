'use client';

import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import type { LeafletEvent, LeafletMouseEvent, Marker as LeafletMarker } from 'leaflet';
import type { LatLon } from '@/lib/geo';
import { markerIcon, tileAttribution, tileUrl } from './leaflet-setup';

export const PICKER_ZOOM = 13;
/** How far one arrow-key press moves the marker, in degrees (about 550 m). */
const KEY_STEP = 0.005;

interface PickerMapProps {
  start: LatLon;
  position: LatLon;
  onChange: (p: LatLon) => void;
  /** The marker's name, in the page's language. */
  markerTitle: string;
}

function ClickToPick({ onChange }: { onChange: (p: LatLon) => void }) {
  useMapEvents({
    click(e: LeafletMouseEvent) {
      onChange({ lat: e.latlng.lat, lon: e.latlng.lng });
    },
  });
  return null;
}

/**
 * The picker's map (400 px high, zoom 13, draggable marker: docs/product.md#map-picker). Clicking
 * the map or dragging the marker sets the point; with the marker focused, arrow keys move it.
 */
export default function PickerMap({ start, position, onChange, markerTitle }: PickerMapProps) {
  const latest = useRef({ position, onChange });
  useEffect(() => {
    latest.current = { position, onChange };
  });

  const handlers = useMemo(() => {
    const onKey = (e: KeyboardEvent) => {
      const moves: Record<string, [number, number]> = {
        ArrowUp: [KEY_STEP, 0],
        ArrowDown: [-KEY_STEP, 0],
        ArrowLeft: [0, -KEY_STEP],
        ArrowRight: [0, KEY_STEP],
      };
      const move = moves[e.key];
      if (!move) return;
      e.preventDefault();
      e.stopPropagation();
      const { position: p, onChange: change } = latest.current;
      change({ lat: p.lat + move[0], lon: p.lon + move[1] });
    };
    return {
      // The marker's element exists once Leaflet has added it to the map.
      add(e: LeafletEvent) {
        const el = (e.target as LeafletMarker).getElement();
        if (!el) return;
        el.setAttribute('aria-label', 'Selected point. Drag it, or use the arrow keys to move it.');
        el.addEventListener('keydown', onKey);
      },
      remove(e: LeafletEvent) {
        (e.target as LeafletMarker).getElement()?.removeEventListener('keydown', onKey);
      },
      dragend(e: LeafletEvent) {
        const ll = (e.target as LeafletMarker).getLatLng();
        latest.current.onChange({ lat: ll.lat, lon: ll.lng });
      },
    };
  }, []);

  return (
    <MapContainer
      center={[start.lat, start.lon]}
      zoom={PICKER_ZOOM}
      className="picker-map"
      style={{ height: 400, width: '100%' }}
    >
      <TileLayer url={tileUrl} attribution={tileAttribution} detectRetina />
      <Marker
        position={[position.lat, position.lon]}
        draggable
        keyboard
        icon={markerIcon}
        eventHandlers={handlers}
        title={markerTitle}
      />
      <ClickToPick onChange={onChange} />
    </MapContainer>
  );
}
