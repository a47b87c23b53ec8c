/**
 * The installable, offline PWA (issue 4 "PWA", §1) in real Chromium against the real server:
 * the manifest and its icons, the service worker, an offline start after one online visit, and
 * a second build deployed while the page is open ('Atualizar').
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDemoAndLogin, registerDemoAndSubmit, SYNC_TIMEOUT_MS } from './harness/demo-login.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { goOffline, goOnline } from './harness/network.ts';
import { repoPaths } from './harness/repo-paths.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { AppShell } from './pages/app-shell.ts';
import { ClientsPage } from './pages/clients-page.ts';

/** `app-areas.json`: each area's own files (docs/web.md "App files by area"). */
type AreaLists = Record<string, string[]>;

/** What the device keeps: the precache's paths and those of the areas' cache (`rota-area-files`). */
async function storedFiles(page: Page): Promise<{ precached: string[]; areaFiles: string[] }> {
  return page.evaluate(async () => {
    const paths = async (name: string | undefined) =>
      name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
    const precache = (await caches.keys()).find((name) => name.startsWith('workbox-precache'));
    return { precached: await paths(precache), areaFiles: await paths('rota-area-files') };
  });
}

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.subarray(0, 8)]).toEqual(signature);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('PWA: installable and offline', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('serves a valid pt-BR manifest whose icons are PNGs of the declared size', async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');

    const response = await fetch(`${server.baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'Rota — Força de vendas',
      short_name: 'Rota',
      lang: 'pt-BR',
      display: 'standalone',
      start_url: './',
      scope: './',
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
      description: expect.any(String),
    });
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const iconResponse = await fetch(new URL(icon.src, `${server.baseUrl}/manifest.webmanifest`));
      expect(iconResponse.status, icon.src).toBe(200);
      expect(iconResponse.headers.get('content-type'), icon.src).toBe('image/png');
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(new Uint8Array(await iconResponse.arrayBuffer())), icon.src).toEqual({ width, height });
    }
  });

  it('activates the service worker, then starts and navigates with the network off', async () => {
    const page = await context.newPage();
    const shell = new AppShell(page, server.baseUrl);
    await shell.open('/');
    await shell.waitForTitle('Login');
    expect(await shell.waitForServiceWorker()).toBe('activated');

    await goOffline(context);
    try {
      await page.reload();
      await shell.waitForTitle('Login');
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);

      await shell.navigate('/companies');
      await shell.waitForTitle('Nova Empresa');
      await page.getByRole('heading', { level: 1, name: 'Nova Empresa' }).waitFor();

      await shell.navigate('/rota/que/nao/existe');
      await shell.notFoundHeading.waitFor();
      await shell.waitForTitle('Página não encontrada');

      // An auth route while logged out, offline too: its area's chunk comes from the precache,
      // and the guard sends the visitor to login.
      await shell.navigate('/gestor/buy');
      await page.waitForFunction(() => window.location.hash === '#/');
      await shell.waitForTitle('Login');

      // A deep link opened offline (a new navigation, answered by the service worker).
      await shell.open('/companies');
      await shell.waitForTitle('Nova Empresa');
    } finally {
      await goOnline(context);
      await page.close();
    }
  });
});

describe('PWA: each area’s own files, stored by the login that opens it', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('leaves the seller’s files out of the precache, stores them at login, and opens the map after an offline reload', async () => {
    const lists = (await (await fetch(`${server.baseUrl}/app-areas.json`)).json()) as AreaLists;
    const seller = lists.seller ?? [];
    expect(seller.some((file) => /\/seller-area-[\w-]+\.js$/.test(file))).toBe(true);
    expect(seller.some((file) => /\/offline-map-[\w-]+\.js$/.test(file))).toBe(true);
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const page = await context.newPage();
      const shell = new AppShell(page, server.baseUrl);
      await shell.open('/');
      expect(await shell.waitForServiceWorker()).toBe('activated');
      const firstVisit = await storedFiles(page);
      expect(firstVisit.precached.length).toBeGreaterThan(10);
      for (const file of seller) expect(firstVisit.precached).not.toContain(file);
      expect(firstVisit.areaFiles).toEqual([]);

      // Ana sells: her login stores the seller's files before her first screen, not the bakery's.
      await registerDemoAndLogin(page, server.baseUrl);
      const loggedIn = await storedFiles(page);
      for (const file of seller) expect(loggedIn.areaFiles).toContain(file);
      const bakeryOnly = (lists.bakery ?? []).filter((file) => !seller.includes(file));
      expect(bakeryOnly.length).toBeGreaterThan(0);
      for (const file of bakeryOnly) expect(loggedIn.areaFiles).not.toContain(file);

      await goOffline(context);
      try {
        // A new start offline, then the map: its chunks were never loaded by this page.
        await page.reload();
        const clients = new ClientsPage(page, server.baseUrl);
        await clients.goto();
        await clients.rows.first().waitFor();
        await clients.showMap();
        await clients.markers.first().waitFor();
      } finally {
        await goOnline(context);
      }
    } finally {
      await context.close();
    }
  });
});

describe('PWA: a new version deployed while the page is open', () => {
  let server: RunningServer | undefined;
  let browser: Browser;
  let workDir: string;
  let served: string;
  let firstBuild: string;
  let secondBuild: string;

  /** `vite build` of apps/web with `ROTA_BUILD_ID=id` into `outDir`. */
  function buildWeb(id: string, outDir: string): void {
    const result = spawnSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: repoPaths.webDir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', ROTA_BUILD_ID: id },
    });
    if (result.status !== 0) throw new Error(`vite build falhou:\n${result.stdout}\n${result.stderr}`);
  }

  /** Replaces what the running server serves with `from`'s files. */
  async function deploy(from: string): Promise<void> {
    for (const entry of await readdir(served))
      await rm(join(served, entry), { recursive: true, force: true });
    await cp(from, served, { recursive: true });
  }

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'rota-e2e-builds-'));
    firstBuild = join(workDir, 'build-1');
    secondBuild = join(workDir, 'build-2');
    served = join(workDir, 'served');
    buildWeb('e2e-build-1', firstBuild);
    await cp(firstBuild, served, { recursive: true });
    [server, browser] = await Promise.all([
      startServer({ env: { WEB_DIST_DIR: served, SEED_DEMO: '1' } }),
      launchBrowser(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it("shows 'Atualizar' and clicking it loads the new version", async () => {
    if (!server) throw new Error('servidor não iniciado');
    // The real server serves what WEB_DIST_DIR points at: the first build.
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    expect(html).toContain('content="e2e-build-1"');
    buildWeb('e2e-build-2', secondBuild);
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    try {
      const page = await context.newPage();
      const shell = new AppShell(page, server.baseUrl);
      await shell.open('/');
      await shell.waitForTitle('Login');
      expect(await shell.waitForServiceWorker()).toBe('activated');
      expect(await shell.buildId()).toBe('e2e-build-1');
      // A bakery tablet until now (what its login recorded, `keepAreaFiles`).
      await page.evaluate(async () => {
        const cache = await caches.open('rota-area-files');
        await cache.put(
          '/__rota/areas',
          new Response('["bakery"]', { headers: { 'content-type': 'application/json' } }),
        );
      });

      await deploy(secondBuild);
      // The app checks for a new version when the window gets the focus back (and every hour).
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await shell.updateButton.waitFor({ timeout: 30_000 });
      // Until the user agrees, the open page keeps running the version it started with.
      expect(await shell.buildId()).toBe('e2e-build-1');

      const listsOf = async (build: string) =>
        JSON.parse(await readFile(join(build, 'app-areas.json'), 'utf8')) as AreaLists;
      const [oldLists, newLists] = [await listsOf(firstBuild), await listsOf(secondBuild)];
      const [oldSeller, newSeller] = [oldLists.seller ?? [], newLists.seller ?? []];
      expect(newSeller.filter((file) => !oldSeller.includes(file)).length).toBeGreaterThan(0);
      // The new worker stored the new version's files of the recorded areas while it installed.
      const installed = await storedFiles(page);
      for (const file of newLists.bakery ?? []) expect(installed.areaFiles).toContain(file);
      expect(installed.areaFiles).not.toContain(
        newSeller.find((file) => /\/seller-area-[\w-]+\.js$/.test(file)),
      );

      // Ana logs in on the old version's page: the waiting worker stores the new seller files too.
      // (The old page cannot open her area: its own files are gone from the server, which serves
      // the new version; it offers "Atualizar".)
      await registerDemoAndSubmit(page, server.baseUrl);
      await page.waitForFunction(() => window.location.hash === '#/admin', undefined, {
        timeout: SYNC_TIMEOUT_MS,
      });
      await expect
        .poll(
          async () => {
            const stored = (await storedFiles(page)).areaFiles;
            return newSeller.filter((file) => !stored.includes(file));
          },
          { timeout: 30_000 },
        )
        .toEqual([]);

      // Accepted offline: the new version opens Ana's area from what its worker stored.
      await goOffline(context);
      await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), shell.updateButton.click()]);
      await page.waitForFunction(() => document.documentElement.dataset.build === 'e2e-build-2');
      await shell.waitForTitle('Dashboard');
      await page.getByTestId('header-title').waitFor();
      expect(await shell.buildId()).toBe('e2e-build-2');
      // The old version's own files are gone.
      const updated = await storedFiles(page);
      for (const file of oldSeller.filter((old) => !newSeller.includes(old)))
        expect(updated.areaFiles).not.toContain(file);
      await goOnline(context);
    } finally {
      await context.close();
    }
  });
});
