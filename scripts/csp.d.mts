export const DEFAULT_TILE: string;
export const DEFAULT_GEOCODER: string;
export const EMAILJS: string;
export const TURNSTILE: string;

export interface CspSettings {
  tileOrigin: string;
  geocoderOrigin: string;
  leadsOff: boolean;
  turnstile: boolean;
}

export function cspSettings(env: Partial<Record<string, string | undefined>>): CspSettings;
export function pageCsp(html: string, settings: CspSettings): string;
export function headersFile(text: string, settings: CspSettings): string;
