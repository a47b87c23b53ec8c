import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface Precache {
  entries: number;
  bytes: number;
}

/**
 * What the service worker precaches: the Workbox manifest in `dist/sw.js` lists every URL; their
 * sizes on disk add up to what a device downloads and keeps on install.
 */
export function measurePrecache(distDir: string): Precache | null {
  const swPath = join(distDir, 'sw.js');
  if (!existsSync(swPath)) return null;
  const sw = readFileSync(swPath, 'utf8');
  const urls = [...sw.matchAll(/url:\s*"([^"]+)"/g)].map((match) => match[1] as string);
  let bytes = 0;
  for (const url of new Set(urls)) {
    const file = join(distDir, url.replace(/^\.?\//, ''));
    if (existsSync(file)) bytes += statSync(file).size;
  }
  return { entries: new Set(urls).size, bytes };
}
