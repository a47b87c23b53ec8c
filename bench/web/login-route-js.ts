import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface RouteScripts {
  files: { url: string; bytes: number; gzipped: number }[];
  gzipped: number;
}

/**
 * The JavaScript a first visit to the login route really downloads, measured in Chromium (every
 * script response, lazy chunks included), each gzipped at level 9 the way a server would send it.
 */
export async function measureLoginRouteScripts(browser: Browser, baseUrl: string): Promise<RouteScripts> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const files: RouteScripts['files'] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        files.push({
          url: new URL(response.url()).pathname,
          bytes: body.length,
          gzipped: gzipSync(body, { level: 9 }).length,
        });
      }),
    );
  });
  await page.goto(`${baseUrl}/#/`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await context.close();
  return { files, gzipped: files.reduce((sum, file) => sum + file.gzipped, 0) };
}
