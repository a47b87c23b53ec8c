import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const distDir = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

/** The chunks only the manager area loads: its own (`manager-…`) and ECharts' (`charts-…`). */
const MANAGER_ONLY = /^(manager|charts)-[^/]+\.js$/;

export type ManagerChunks =
  | { files: string[]; rawBytes: number; gzipBytes: number; precached: boolean }
  | { missing: string };

/**
 * The JavaScript a browser downloads on top of the app shell when it opens `/gestor`, from the
 * last `npm run build -w @rota/web`, and whether any of it sits in the service worker's precache
 * (it should not: the area is online and the precache has a 2 MiB budget).
 */
export async function managerChunkSizes(): Promise<ManagerChunks> {
  const assets = join(distDir, 'assets');
  if (!existsSync(assets))
    return { missing: 'apps/web/dist não existe: rode `npm run build -w @rota/web` antes.' };
  const files = readdirSync(assets).filter((file) => MANAGER_ONLY.test(file));
  if (!files.some((file) => file.startsWith('manager-')))
    return { missing: 'Nenhum chunk manager-*.js no build: a área do gestor não está separada.' };
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const source = readFileSync(join(assets, file));
    rawBytes += source.length;
    gzipBytes += gzipSync(source, { level: 9 }).length;
  }
  const sw = existsSync(join(distDir, 'sw.js')) ? readFileSync(join(distDir, 'sw.js'), 'utf8') : '';
  return { files, rawBytes, gzipBytes, precached: files.some((file) => sw.includes(file)) };
}
