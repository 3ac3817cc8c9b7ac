// The service worker when it is switched off (NEXT_PUBLIC_SERVICE_WORKER=off):
// scripts/service-worker.mjs copies this file to out/sw.js. A visitor who has the site's worker
// gets this one on their next visit; it deletes the worker's caches and unregisters itself, and
// pages load from the network again as if there had never been a worker. No fetch handler: no
// request goes through it meanwhile.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .then(() => self.registration.unregister()),
  );
});
