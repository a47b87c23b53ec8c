import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built PWA (`apps/web/dist`) at `/`. Vite puts content-hashed files under `assets/`,
 * so they are cached for a year; everything else (`index.html`, `sw.js`, `manifest.webmanifest`,
 * icons) is `no-cache`: the browser revalidates with the ETag, so a deploy is seen on the next
 * load and the service worker never pins an old shell.
 *
 * Returns false (and serves nothing) when the directory has no `index.html`.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  if (!existsSync(join(webDistDir, 'index.html'))) return false;
  const assetsDir = join(webDistDir, 'assets');
  await app.register(fastifyStatic, {
    root: webDistDir,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.startsWith(assetsDir);
      reply.header('cache-control', isHashedAsset ? immutable : 'no-cache');
    },
  });
  return true;
}
