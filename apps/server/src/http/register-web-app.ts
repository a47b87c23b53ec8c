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
 * A file with a `.br` copy beside it goes out as that copy (`content-encoding: br`) to a browser
 * that accepts brotli; others get the file, compressed on the fly like every other answer.
 *
 * Returns false (and serves nothing) when the directory has no `index.html`.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  if (!existsSync(join(webDistDir, 'index.html'))) return false;
  const assetsDir = join(webDistDir, 'assets');
  await app.register(fastifyStatic, {
    root: webDistDir,
    // The build writes a brotli copy (quality 11) beside each script and style sheet: sent as is
    // to a browser that accepts br, about 12% smaller than what can be compressed on the fly.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const isHashedAsset = filePath.startsWith(assetsDir);
      reply.header('cache-control', isHashedAsset ? immutable : 'no-cache');
    },
  });
  return true;
}
