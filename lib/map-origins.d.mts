export const DEFAULT_TILE_URL: string;
export const DEFAULT_GEOCODER_URL: string;
export function serviceOrigin(url: string): string;
