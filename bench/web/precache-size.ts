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

/** An area's own files (`app-areas.json`, docs/web.md "App files by area"): stored by a login that opens it. */
export interface AreaFiles {
  area: string;
  files: number;
  bytes: number;
}

/** The size on disk of each area's own files, as the build listed them; empty without a list. */
export function measureAreaFiles(distDir: string): AreaFiles[] {
  const listPath = join(distDir, 'app-areas.json');
  if (!existsSync(listPath)) return [];
  const lists = JSON.parse(readFileSync(listPath, 'utf8')) as Record<string, string[]>;
  return Object.entries(lists).map(([area, files]) => ({
    area,
    files: files.length,
    bytes: files.reduce((sum, file) => sum + statSync(join(distDir, file)).size, 0),
  }));
}
