/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

/** The build id baked in by `vite.config.ts` (`ROTA_BUILD_ID` or the build time). */
declare const __ROTA_BUILD_ID__: string | undefined;

interface ImportMetaEnv {
  /** Map tiles' URL template, read at build time (`components/ui/map/map-tiles.ts`); `off` for none. */
  readonly VITE_MAP_TILE_URL?: string;
  /** The credit of `VITE_MAP_TILE_URL`'s tiles (HTML), shown in the map's corner. */
  readonly VITE_MAP_TILE_ATTRIBUTION?: string;
}
