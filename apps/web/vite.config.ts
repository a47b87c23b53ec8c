// biome-ignore-start lint/style/noRestrictedImports: build configuration, run by Node; the app never imports it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
// biome-ignore-end lint/style/noRestrictedImports: build configuration, run by Node; the app never imports it.
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { areaFilesPlugin } from './build/area-files.ts';
import { BRAND } from './src/components/ui/brand/brand.ts';
import { mapTiles } from './src/components/ui/map/map-tiles.ts';
import { AREA_FILES } from './src/lib/pwa/area-files-names.ts';

// In development the API runs apart (`npm start` on :3000); Vite proxies it so the app keeps
// calling same-origin paths, as it does when the server serves apps/web/dist.
const apiTarget = 'http://127.0.0.1:3000';

/** The chunk that holds ECharts (named so the service worker can leave it out of the precache). */
const CHARTS_CHUNK = 'charts';
/**
 * The manager area's chunks, named after their modules: `manager-area` (its layout and six
 * screens) and `manager-chart` (what draws a chart, loaded with ECharts by the first chart shown).
 * An online-only desktop area: left out of the precache like the charts (the 2 MiB budget,
 * DESIGN.md "Budgets"), cached at run time once seen.
 */
const MANAGER_CHUNKS = 'manager-';

/** Files cached at run time by their own rule (below), never stored with an area's files. */
const cachedByOwnRule = (fileName: string) =>
  fileName.startsWith(`assets/${CHARTS_CHUNK}-`) || fileName.startsWith(`assets/${MANAGER_CHUNKS}`);

/**
 * Identifies one build: baked into the bundle (`<html data-build>`), so a deploy changes the
 * hashed entry chunk and therefore the service worker's precache manifest. `ROTA_BUILD_ID`
 * sets it (the update e2e builds twice with different ids); otherwise the build time.
 */
const buildId = process.env.ROTA_BUILD_ID ?? new Date().toISOString();

/** Writes the build id into index.html too, so a deploy can be told apart without running it. */
const buildIdMeta: Plugin = {
  name: 'rota-build-id-meta',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { name: 'rota-build', content: buildId }, injectTo: 'head' },
  ],
};

/**
 * Preloads the login screen's chunk (and the chunks it imports) along with the entry: it is the
 * screen of a first visit, and its lazy route would otherwise ask for it only once the entry
 * ran, one round trip later on a slow network.
 */
const preloadLoginScreen: Plugin = {
  name: 'rota-preload-login-screen',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
      const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
      const login = chunks.find((chunk) =>
        chunk.moduleIds.some((id) => id.endsWith('/auth/components/login-page.tsx')),
      );
      if (!login) throw new Error('Chunk da tela de login não encontrado para o modulepreload');
      const files = new Set<string>();
      const add = (file: string) => {
        if (files.has(file)) return;
        files.add(file);
        for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) add(imported);
      };
      add(login.fileName);
      return [...files]
        .filter((file) => !html.includes(file))
        .map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
    },
  },
};

/**
 * Writes a brotli copy (quality 11) beside each script and style sheet, for a server that serves
 * precompressed files (`@fastify/static`'s `preCompressed`): about 12% fewer bytes than the
 * quality the server can afford on the fly (4), on the first visit's critical path. The service
 * worker never precaches the copies (its glob takes no `.br`).
 */
const brotliCopies: Plugin = {
  name: 'rota-brotli-copies',
  apply: 'build',
  // After writing: earlier, a chunk's code may still hold Vite's `__VITE_PRELOAD__` markers.
  writeBundle(options, bundle) {
    for (const output of Object.values(bundle)) {
      if (!options.dir || !/\.(js|css)$/.test(output.fileName)) continue;
      const source = output.type === 'chunk' ? output.code : output.source;
      const brotli = brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
      writeFileSync(join(options.dir, `${output.fileName}.br`), brotli);
    }
  },
};

/**
 * The map tiles' URL (`VITE_MAP_TILE_URL`, from the environment or a `.env` file) as a pattern
 * for the service worker: every tile of that server, whatever `{z}/{x}/{y}` (and `{s}`).
 */
function tileUrlPattern(mode: string): RegExp | null {
  const tiles = mapTiles(loadEnv(mode, process.cwd(), 'VITE_'));
  if (!tiles) return null;
  const escaped = tiles.url.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{[^}]*\}/g, '[^/]+')}$`);
}

export default defineConfig(({ mode }) => {
  const tiles = tileUrlPattern(mode);
  // Each area's own files leave the precache: a device stores those of the areas its login
  // opens (docs/web.md "App files by area"; DESIGN.md "Budgets": the precache at most 2 MB).
  const areaFiles = areaFilesPlugin((fileName) => !cachedByOwnRule(fileName));
  return {
    define: { __ROTA_BUILD_ID__: JSON.stringify(buildId) },
    plugins: [
      react(),
      buildIdMeta,
      preloadLoginScreen,
      brotliCopies,
      areaFiles,
      VitePWA({
        strategies: 'generateSW',
        // The app asks before activating a new worker (§1 'Atualizar'); no blind skipWaiting.
        registerType: 'prompt',
        injectRegister: false,
        includeAssets: ['favicon.svg'],
        // The 512 px install icons are read by the browser when it installs the app (online), never
        // by a page: they stay out of the precache (globIgnores below) and out of its manifest.
        includeManifestIcons: false,
        manifest: {
          id: './',
          name: 'Rota — Força de vendas',
          short_name: 'Rota',
          description:
            'Força de vendas offline: clientes, produtos, pedidos e entregas, com ou sem internet.',
          lang: 'pt-BR',
          dir: 'ltr',
          display: 'standalone',
          orientation: 'any',
          start_url: './',
          scope: './',
          theme_color: BRAND.color,
          background_color: '#ffffff',
          categories: ['business', 'productivity'],
          icons: [
            { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
            { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
            { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: {
          // The whole app shell: every built chunk, style sheet, page and icon, except the chart
          // library (below).
          globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', AREA_FILES.listPath.slice(1)],
          // ECharts (about 0.5 MB) would take a quarter of the 2 MiB precache budget (DESIGN.md
          // "Budgets") for the one screen that charts: it is cached at run time instead.
          globIgnores: [
            `**/${CHARTS_CHUNK}-*.js`,
            `**/${MANAGER_CHUNKS}*.js`,
            '**/icons/*-512.png',
            `**/${AREA_FILES.workerScript}`,
          ],
          // The areas' own files: stored by area, not precached (the plugin knows them once built).
          manifestTransforms: [
            (entries) => ({
              manifest: entries.filter((entry) => !areaFiles.isAreaFile(entry.url)),
              warnings: [],
            }),
          ],
          importScripts: [AREA_FILES.workerScript],
          // Hash routes always load index.html; the fallback also serves it for any other
          // navigation while offline. API, docs, health and socket.io stay on the network.
          navigateFallback: 'index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/integration\//, /^\/docs/, /^\/health/, /^\/socket\.io/],
          cleanupOutdatedCaches: true,
          // The first worker takes the page at once (nothing older to mix with); later ones wait.
          clientsClaim: true,
          skipWaiting: false,
          // Map tiles seen online stay for offline use (DESIGN.md "Maps"): the cache first, the
          // network for a tile never seen; at most 2,000 tiles (about 40 MB) for 30 days, the
          // oldest dropped first, all of them when the quota runs out. Only CORS answers (200):
          // opaque ones count as 7 MB each against the quota in Chromium.
          // The chart chunk, cache first once fetched (its name carries its hash, so a cached
          // copy is never stale): the report charts offline after one online visit, and says so
          // when it cannot (its figures are shown as text either way).
          runtimeCaching: [
            {
              urlPattern: new RegExp(`/assets/(${CHARTS_CHUNK}-|${MANAGER_CHUNKS})[^/]+\\.js$`),
              handler: 'CacheFirst' as const,
              options: {
                cacheName: 'rota-charts',
                expiration: { maxEntries: 4, purgeOnQuotaError: true },
                cacheableResponse: { statuses: [200] },
              },
            },
            // The areas' own files (and any other built file the precache leaves out), from the
            // cache the login and the worker's install fill (`AREA_FILES`); the network for one not
            // stored. Their names carry their hash; the worker's activation drops older versions'.
            {
              urlPattern: /\/assets\/[^/]+\.(?:js|css)$/,
              handler: 'CacheFirst' as const,
              options: { cacheName: AREA_FILES.cacheName, cacheableResponse: { statuses: [200] } },
            },
            ...(tiles
              ? [
                  {
                    urlPattern: tiles,
                    handler: 'CacheFirst' as const,
                    options: {
                      cacheName: 'rota-map-tiles',
                      expiration: {
                        maxEntries: 2_000,
                        maxAgeSeconds: 30 * 24 * 60 * 60,
                        purgeOnQuotaError: true,
                      },
                      cacheableResponse: { statuses: [200] },
                    },
                  },
                ]
              : []),
          ],
        },
      }),
    ],
    server: {
      proxy: {
        '/health': apiTarget,
        '/api': apiTarget,
        '/socket.io': { target: apiTarget, ws: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      rollupOptions: {
        output: {
          codeSplitting: {
            // A slow network pays a round trip per file more than a few kilobytes: what every first
            // screen runs goes in the entry chunk (left alone, small shared chunks split off it), and
            // the login screen with what it imports in one chunk preloaded beside it.
            groups: [
              { name: 'index', tags: ['$initial'] },
              { name: 'login', test: /[\\/]features[\\/]auth[\\/]components[\\/]login-page\.tsx$/ },
              // ECharts and its renderer in one chunk of their own, loaded by the screens that
              // chart and left out of the precache (`globIgnores`).
              // The shared ECharts component goes with it: it is of no use without the library.
              {
                name: CHARTS_CHUNK,
                test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]|[\\/]components[\\/]ui[\\/]chart[\\/]echart\.tsx$/,
              },
            ],
          },
        },
        treeshake: {
          // @rota/domain's modules only declare schemas, rules and constants, so one the app does
          // not use is left out, zod schemas and all; the exception is the pt-BR error map, which
          // configures zod when loaded (main.tsx loads it: the domain's index, which would, is
          // left out as well). The contract says the same in its package.json.
          moduleSideEffects: [
            { test: /packages\/domain\/src\/shared\/pt-br-error-map\.ts$/, sideEffects: true },
            { test: /packages\/domain\/src\//, sideEffects: false },
          ],
        },
      },
    },
  };
});
