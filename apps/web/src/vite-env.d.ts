/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

/** The build id baked in by `vite.config.ts` (`ROTA_BUILD_ID` or the build time). */
declare const __ROTA_BUILD_ID__: string | undefined;
