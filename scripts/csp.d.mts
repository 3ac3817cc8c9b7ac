import type { AnalyticsConfig, Env } from '../lib/env';

export interface CspSettings {
  tileOrigin: string;
  geocoderOrigin: string;
  leadsOff: boolean;
  turnstile: boolean;
  ga4: boolean;
  googleAds: boolean;
}

export type Sources = Record<'script-src' | 'img-src' | 'connect-src' | 'frame-src', string[]>;

export function cspSettings(env: Env, analytics: AnalyticsConfig | null): CspSettings;
export function measuringSources(settings: Pick<CspSettings, 'ga4' | 'googleAds'>): Sources;
export function pageCsp(html: string, settings: CspSettings): string;
export function headerCsp(settings: CspSettings): string;
export function headersFile(text: string, settings: CspSettings): string;
