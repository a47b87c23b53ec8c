import { fileURLToPath } from 'node:url';

/** Filesystem locations the server needs, resolved from this file so the working directory does not matter. */
export const paths = {
  repoRoot: fileURLToPath(new URL('../../../../', import.meta.url)),
  webDist: fileURLToPath(new URL('../../../web/dist/', import.meta.url)),
} as const;
