/**
 * Where a role's app files are kept for offline use (docs/web.md "App files by area"): the build
 * writes the list, the service worker and the page fill one cache from it. Shared by
 * `vite.config.ts` (the build and the worker's script) and `area-files.ts` (the page), so the
 * names cannot drift apart.
 */
export const AREA_FILES = {
  /** The build's list: `{ [area]: ['/assets/…', …] }`, precached with the app shell. */
  listPath: '/app-areas.json',
  /** The cache that holds the files of the areas this device uses. */
  cacheName: 'rota-area-files',
  /** Key, in that cache, of the areas this device's login opens (a JSON array). */
  areasKey: '/__rota/areas',
  /** The service worker's script that stores them when a new version installs. */
  workerScript: 'app-areas-sw.js',
  /** The message a page sends a newer worker, installed or installing, after a login. */
  storeMessage: 'rota-store-area-files',
} as const;
