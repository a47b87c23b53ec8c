/** The id of this build (vite.config.ts `ROTA_BUILD_ID`, or the build time); 'dev' in tests. */
export const buildId: string = typeof __ROTA_BUILD_ID__ === 'string' ? __ROTA_BUILD_ID__ : 'dev';
