import type { Plugin } from 'vite';
import { AREA_FILES } from '../src/lib/pwa/area-files-names.ts';

/** What the plan needs of an output chunk. */
export interface ChunkLinks {
  fileName: string;
  isEntry: boolean;
  imports: readonly string[];
  dynamicImports: readonly string[];
  /** The style sheets the chunk loads with it. */
  css: readonly string[];
  /** The module the chunk stands for, if any (`…/app/areas/seller-area.tsx`). */
  facadeModuleId: string | null;
}

/** `/src/app/areas/<area>-area.tsx`: the chunks an area's screens hang from. */
const AREA_MODULE = /[\\/]src[\\/]app[\\/]areas[\\/]([a-z]+)-area\.tsx$/;

/** `common` holds what every logged-in user opens (account, help): it stays in the shell. */
const SHELL_AREAS: ReadonlySet<string> = new Set(['common']);

/**
 * Which built files belong to which area alone (docs/web.md "App files by area"): every file an
 * area's chunk reaches through its imports, static and lazy, that the shell does not reach — the
 * shell being what the entry reaches without going through an area. A file two areas share is in
 * both lists; `kept` leaves out files cached by another rule (the charts, the manager's chunks).
 * Paths from the site's root (`/assets/…`), sorted.
 */
export function planAreaFiles(
  chunks: readonly ChunkLinks[],
  kept: (fileName: string) => boolean,
): Record<string, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots = new Map<string, string>();
  for (const chunk of chunks) {
    const area = AREA_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
    if (area && !SHELL_AREAS.has(area)) roots.set(chunk.fileName, area);
  }
  const reach = (starts: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      if (seen.has(fileName)) return;
      seen.add(fileName);
      const chunk = byFile.get(fileName);
      if (!chunk) return;
      for (const css of chunk.css) seen.add(css);
      // A static import is needed to run the chunk, whatever it is (Rolldown may hoist shared
      // code into an area's chunk and have others import it); a lazy import of another area's
      // chunk is that area's, never entered from here.
      for (const next of chunk.imports) visit(next);
      for (const next of chunk.dynamicImports) if (!roots.has(next) || starts.includes(next)) visit(next);
    };
    for (const start of starts) visit(start);
    return seen;
  };
  const shell = reach(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const plan: Record<string, string[]> = {};
  for (const [root, area] of roots) {
    const files = [...reach([root])].filter((file) => !shell.has(file) && kept(file));
    plan[area] = [...new Set([...(plan[area] ?? []), ...files.map((file) => `/${file}`)])].sort();
  }
  return plan;
}

/**
 * The service worker's part (`importScripts`): when a new version installs, it stores the new
 * files of the areas this device uses before it may take over, so an update accepted offline
 * still opens them; when it activates, it drops the files no area of its version lists. A device
 * whose areas were never recorded but that ran an older version (one that precached every area)
 * gets every area once; a first visit, none (its login stores its own). A login on an older
 * version's page after this worker installed asks it to store its areas again (a message).
 */
export function areaFilesWorker(plan: Record<string, string[]>): string {
  return `// Written by the build (apps/web/build/area-files.ts); docs/web.md "App files by area".
const AREA_FILES = ${JSON.stringify(plan)};
const CACHE = ${JSON.stringify(AREA_FILES.cacheName)};
const AREAS_KEY = ${JSON.stringify(AREA_FILES.areasKey)};

async function recordedAreas(cache) {
  const recorded = await cache.match(AREAS_KEY);
  if (recorded) return recorded.json();
  return self.registration.active ? Object.keys(AREA_FILES) : [];
}

async function storeAreaFiles() {
  const cache = await caches.open(CACHE);
  const areas = await recordedAreas(cache);
  const files = new Set(areas.flatMap((area) => AREA_FILES[area] || []));
  for (const file of files) if (!(await cache.match(file))) await cache.add(file);
}

async function dropOtherVersions() {
  const cache = await caches.open(CACHE);
  const current = new Set(Object.values(AREA_FILES).flat());
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path !== AREAS_KEY && !current.has(path)) await cache.delete(request);
  }
}

self.addEventListener('install', (event) => event.waitUntil(storeAreaFiles()));
self.addEventListener('activate', (event) => event.waitUntil(dropOtherVersions()));
// A login on a page of the older version, after this worker installed: its areas, stored now.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === ${JSON.stringify(AREA_FILES.storeMessage)}) event.waitUntil(storeAreaFiles());
});
`;
}

/**
 * Plans the area files of the build (`planAreaFiles`), writes the list for the page
 * (`app-areas.json`) and the worker's script, and answers which files are an area's, for the
 * precache to leave out (`isAreaFile`).
 */
export function areaFilesPlugin(kept: (fileName: string) => boolean): Plugin & {
  isAreaFile: (url: string) => boolean;
} {
  let areaFiles = new Set<string>();
  return {
    name: 'rota-area-files',
    apply: 'build',
    isAreaFile: (url) => areaFiles.has(`/${url.replace(/^\//, '')}`),
    // After Vite's own steps (`vite:css-post` drops the chunks that only held CSS): the plan
    // sees the files that are written.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks: ChunkLinks[] = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [
                {
                  fileName: output.fileName,
                  isEntry: output.isEntry,
                  imports: output.imports,
                  dynamicImports: output.dynamicImports,
                  css: [...(output.viteMetadata?.importedCss ?? [])],
                  facadeModuleId: output.facadeModuleId,
                },
              ]
            : [],
        );
        const plan = planAreaFiles(chunks, kept);
        if (!plan.seller) throw new Error('Chunk da área de vendas não encontrado no build');
        if (plan.seller.length === 0)
          this.warn(
            'A área de vendas não tem arquivos só seus: o shell importa o seu chunk, tudo fica no precache',
          );
        areaFiles = new Set(Object.values(plan).flat());
        const missing = [...areaFiles].filter((file) => !(file.slice(1) in bundle));
        // A listed file that is not written would fail every install of the worker.
        if (missing.length > 0) throw new Error(`Arquivos de área fora do build: ${missing.join(', ')}`);
        this.emitFile({
          type: 'asset',
          fileName: AREA_FILES.listPath.slice(1),
          source: JSON.stringify(plan),
        });
        this.emitFile({ type: 'asset', fileName: AREA_FILES.workerScript, source: areaFilesWorker(plan) });
      },
    },
  };
}
