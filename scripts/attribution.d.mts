export function captureSource(
  key: string,
  host: string,
  search: string,
  referrer: string,
  path: string,
  now: number,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): void;
export const ATTRIBUTION_SCRIPT: string;
