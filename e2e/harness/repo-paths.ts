import { fileURLToPath } from 'node:url';

/** Absolute paths the harness needs, independent of the working directory. */
export const repoPaths = {
  root: fileURLToPath(new URL('../../', import.meta.url)),
  serverMain: fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url)),
  webDir: fileURLToPath(new URL('../../apps/web/', import.meta.url)),
  webIndexHtml: fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url)),
} as const;
