import { type Area, allowedAreas, type Profile } from '@rota/domain';
import { AREA_FILES } from './area-files-names.ts';

type AreaLists = Record<string, readonly string[]>;

/**
 * Stores, for offline use, the app files of the areas `profile` opens (docs/web.md "App files by
 * area"): the precache holds the shell every visitor needs, and each area's own files — the
 * seller's screens, map and PDF, the bakery's, the factory's — wait for a login that opens it.
 * Records the areas, so the service worker of a later version stores that version's files before
 * it takes over, then fetches the files not stored yet. Nothing to do where the build wrote no
 * list (the development server) or the browser has no Cache Storage; rejects when a file cannot
 * be fetched (the next start or return of the network tries again).
 */
export function keepAreaFiles(profile: Pick<Profile, 'permissions'> | null | undefined): Promise<void> {
  const areas = allowedAreas(profile);
  const key = areas.join();
  // The login and the network's return (`online`) may ask at once: one run serves both.
  if (running?.key === key) return running.done;
  const done = storeAreaFiles(areas).finally(() => {
    if (running?.done === done) running = null;
  });
  running = { key, done };
  return done;
}

let running: { key: string; done: Promise<void> } | null = null;

async function storeAreaFiles(areas: readonly Area[]): Promise<void> {
  if (typeof caches === 'undefined') return;
  const lists = await readAreaLists();
  if (!lists) return;
  const cache = await caches.open(AREA_FILES.cacheName);
  await cache.put(
    AREA_FILES.areasKey,
    new Response(JSON.stringify(areas), { headers: { 'content-type': 'application/json' } }),
  );
  // First, as this version's own files may be gone from a server that deployed the next one.
  await askNewerWorker();
  const files = new Set(areas.flatMap((area) => lists[area] ?? []));
  for (const file of files) if (!(await cache.match(file))) await cache.add(file);
}

/**
 * A newer version's worker that installed before these areas were recorded stored the files of
 * the areas recorded then: it stores these now (it may take over unasked once no tab is open,
 * and the next start may be offline). Its `waitUntil` keeps it at work after the page goes.
 */
async function askNewerWorker(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const newer = registration?.installing ?? registration?.waiting;
  newer?.postMessage({ type: AREA_FILES.storeMessage });
}

/** The build's list (precached with the shell, so it is this version's), or null without one. */
async function readAreaLists(): Promise<AreaLists | null> {
  const response = await fetch(AREA_FILES.listPath);
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return null;
  return (await response.json()) as AreaLists;
}
