import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { env } from '@/lib/env';

/**
 * Leaflet setup, imported only by the lazily loaded map modules (never by a prerendered file).
 * Marker images come from our own /leaflet/ folder, never from a CDN (docs/product.md#maps).
 */
export const markerIcon = L.icon({
  iconUrl: '/leaflet/marker-icon.png',
  iconRetinaUrl: '/leaflet/marker-icon-2x.png',
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  // No shadow: Leaflet ships it at one resolution only, blurry on phone screens.
});

export const tileUrl = env.tileUrl;

export const tileAttribution =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
