import { gzipSync } from 'node:zlib';
import type { Browser, Request } from 'playwright-core';

export interface RouteScripts {
  files: { url: string; bytes: number; gzipped: number }[];
  gzipped: number;
}

/** A script appearing later than this after the last one still counts; then the route is settled. */
const SETTLE_MS = 2_000;
const MAX_WAIT_MS = 20_000;

/** Any JavaScript the page asks for: scripts, modulepreloads and prefetches alike. */
function isScript(request: Request): boolean {
  if (request.resourceType() === 'script') return true;
  return /\.m?js(\?|$)/.test(new URL(request.url()).pathname);
}

/**
 * The JavaScript a first visit to the login route really downloads, measured in Chromium: every
 * script response (the entry, its modulepreloads, lazy chunks, anything fetched later by a timer
 * or an idle callback), each counted once and gzipped at level 9 the way a server would send it.
 * The service worker is blocked: its precache is a budget of its own. The route is settled once
 * its heading shows, the network is idle and no script was asked for during `SETTLE_MS`.
 */
export async function measureLoginRouteScripts(browser: Browser, baseUrl: string): Promise<RouteScripts> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const files = new Map<string, RouteScripts['files'][number]>();
  const pending: Promise<void>[] = [];
  let lastScriptAt = Date.now();
  page.on('request', (request) => {
    if (isScript(request)) lastScriptAt = Date.now();
  });
  page.on('response', (response) => {
    if (!isScript(response.request())) return;
    const url = new URL(response.url()).pathname;
    pending.push(
      response.body().then(
        (body) => {
          files.set(url, { url, bytes: body.length, gzipped: gzipSync(body, { level: 9 }).length });
        },
        () => undefined, // a redirect or an aborted request has no body to count
      ),
    );
  });
  const started = Date.now();
  await page.goto(`${baseUrl}/#/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  while (Date.now() - lastScriptAt < SETTLE_MS && Date.now() - started < MAX_WAIT_MS) {
    await page.waitForTimeout(250);
  }
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();
  const list = [...files.values()];
  return { files: list, gzipped: list.reduce((sum, file) => sum + file.gzipped, 0) };
}
