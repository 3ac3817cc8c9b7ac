export function serviceWorkerOn(value: string | undefined): boolean;
