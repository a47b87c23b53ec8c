import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BRAND } from './src/components/ui/brand/brand.ts';

// In development the API runs apart (`npm start` on :3000); Vite proxies it so the app keeps
// calling same-origin paths, as it does when the server serves apps/web/dist.
const apiTarget = 'http://127.0.0.1:3000';

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

export default defineConfig({
  define: { __ROTA_BUILD_ID__: JSON.stringify(buildId) },
  plugins: [
    react(),
    buildIdMeta,
    VitePWA({
      strategies: 'generateSW',
      // The app asks before activating a new worker (§1 'Atualizar'); no blind skipWaiting.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg'],
      manifest: {
        id: './',
        name: 'Rota — Força de vendas',
        short_name: 'Rota',
        description: 'Força de vendas offline: clientes, produtos, pedidos e entregas, com ou sem internet.',
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
        // The whole app shell: every built chunk, style sheet, page and icon.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Hash routes always load index.html; the fallback also serves it for any other
        // navigation while offline. API, docs, health and socket.io stay on the network.
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/integration\//, /^\/docs/, /^\/health/, /^\/socket\.io/],
        cleanupOutdatedCaches: true,
        // The first worker takes the page at once (nothing older to mix with); later ones wait.
        clientsClaim: true,
        skipWaiting: false,
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
  build: { outDir: 'dist', emptyOutDir: true },
});
