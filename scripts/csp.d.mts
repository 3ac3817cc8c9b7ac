export const EMAILJS: string;
export const TURNSTILE: string;

export interface CspSettings {
  tileOrigin: string;
  geocoderOrigin: string;
  leadsOff: boolean;
  turnstile: boolean;
  ga4: boolean;
  googleAds: boolean;
}

export type Sources = Record<'script-src' | 'img-src' | 'connect-src' | 'frame-src', string[]>;

export function cspSettings(env: Partial<Record<string, string | undefined>>): CspSettings;
export function measuringSources(settings: Pick<CspSettings, 'ga4' | 'googleAds'>): Sources;
export function withSources(policy: string, sources: Partial<Sources>): string;
export function pageCsp(html: string, settings: CspSettings): string;
export function headerCsp(settings: CspSettings): string;
export function headersFile(text: string, settings: CspSettings): string;
