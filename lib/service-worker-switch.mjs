/**
 * The service worker's on/off switch, NEXT_PUBLIC_SERVICE_WORKER, read by the pages (lib/env.ts:
 * whether they register the worker) and by the build (scripts/service-worker.mjs: which sw.js it
 * writes). Plain JavaScript, so the build script runs it as it is; lib/service-worker-switch.d.mts
 * gives its types.
 *
 * @param {string | undefined} value the variable as set
 * @returns {boolean} true for `on` (also when unset or blank), false for `off`, in any case
 * @throws {Error} for any other value, which the build must not ship
 */
export function serviceWorkerOn(value) {
  const mode = (value ?? '').trim().toLowerCase() || 'on';
  if (mode === 'on' || mode === 'off') return mode === 'on';
  throw new Error(`NEXT_PUBLIC_SERVICE_WORKER must be "on" or "off", got "${value}".`);
}
