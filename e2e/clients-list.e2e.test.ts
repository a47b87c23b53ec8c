/**
 * "Clientes" (`/#/admin/clients`) in real Chromium on a phone (390×844) against the real server
 * and its demo company, as the demo seller Ana: today's clients by the §5 rule, a day added and
 * "Todos os dias", an accent-less search, the map with its coloured markers, a popup and the
 * day's route, then the network gone and the page reloaded: the list and the markers are still
 * there, over the offline base (state outlines) when no tile was kept. Map tiles never leave the
 * machine: Playwright answers them with a plain PNG (harness/fake-map-tiles.ts). Screenshots in
 * test-results/e2e-screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDemoAndLogin } from './harness/demo-login.ts';
import { readStore } from './harness/device-store.ts';
import { dropTiles, serveFakeTiles } from './harness/fake-map-tiles.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { goOffline, goOnline } from './harness/network.ts';
import { repoPaths } from './harness/repo-paths.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { AppShell } from './pages/app-shell.ts';
import { CheckoutPage } from './pages/checkout-page.ts';
import { ClientsPage } from './pages/clients-page.ts';
import { OutboxPage } from './pages/outbox-page.ts';

const PHONE = { width: 390, height: 844 };
/** Praça da Sé, São Paulo: where the phone says it is for "Rota do dia". */
const SE = { latitude: -23.5503, longitude: -46.6339 };
const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];
const screenshots = join(repoPaths.root, 'test-results', 'e2e-screenshots');

/** Today's weekday in São Paulo, as the chips name it. */
function todayInSaoPaulo(): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(
    new Date(),
  );
  return WEEKDAYS[['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(day)] ?? 'Domingo';
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

describe('Clientes: list and map, online and offline, on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let clients: ClientsPage;
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
    context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: PHONE,
      geolocation: SE,
      permissions: ['geolocation'],
    });
    await serveFakeTiles(context);
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    clients = new ClientsPage(page, server.baseUrl);

    await registerDemoAndLogin(page, server.baseUrl);
    // Tiles are cached by the service worker: it must be in control before the map opens.
    expect(await new AppShell(page, server.baseUrl).waitForServiceWorker()).toBe('activated');
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('lists today’s clients, adds a day, shows every day, and searches without accents', async () => {
    await clients.goto();
    const today = todayInSaoPaulo();
    await clients.rows.first().waitFor();
    expect(await clients.dayChip(today).isChecked()).toBe(true);
    const todays = await clients.counts();
    expect(todays.clients).toBeGreaterThan(0);
    // Every row is today's client, or a Quinzenal one that is due.
    for (const text of await clients.rowTexts()) expect(text).toMatch(new RegExp(`${today}|Quinzenal`));
    await page.screenshot({ path: join(screenshots, 'clientes-lista-celular.png') });

    const other = WEEKDAYS[(WEEKDAYS.indexOf(today) + 1) % 7] as string;
    await clients.toggleDay(other);
    await page.waitForFunction(
      (before) =>
        !document.querySelector('[data-testid="client-counters"]')?.textContent?.startsWith(`${before} `),
      String(todays.clients),
    );
    const twoDays = await clients.counts();
    expect(twoDays.clients).toBeGreaterThan(todays.clients);

    await clients.toggleDay('Todos os dias');
    await expect.poll(async () => (await clients.counts()).clients).toBeGreaterThan(twoDays.clients);
    expect(await clients.dayChip(today).isChecked()).toBe(false);

    const first = (await clients.rowNames())[0] as string;
    const word =
      first.split(' ').find((part) => part.length >= 5 && fold(part) !== part) ?? first.split(' ')[0];
    await clients.search.fill(fold(word as string));
    await expect
      .poll(async () => (await clients.counts()).clients)
      .toBeLessThan((await clients.counts()).clients + 1);
    await expect
      .poll(async () => (await clients.rowNames()).every((name) => fold(name).includes(fold(word as string))))
      .toBe(true);
    const found = await clients.rowTexts();
    expect(found.length).toBeGreaterThan(0);
    await page.screenshot({ path: join(screenshots, 'clientes-busca-celular.png') });
    await clients.search.fill('');
    await clients.toggleDay(today);
    await expect.poll(async () => (await clients.counts()).clients).toBe(todays.clients);
  });

  it('shows today’s clients on the map, coloured, with a popup and the day’s route', async () => {
    const { clients: count } = await clients.counts();
    await clients.showMap();
    await clients.markers.first().waitFor();
    const drawn = await clients.markers.count();
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThanOrEqual(count);
    // Tiles arrive after the markers (each one a request): wait for the first as a user would.
    await clients.map.locator('.leaflet-tile-loaded').first().waitFor();
    const overdue = await clients.markersOf('overdue').count();
    if (overdue > 0) expect(await clients.markersOf('overdue').first().getAttribute('fill')).toBe('#e03131');
    expect(await clients.markersOf('regular').first().getAttribute('fill')).toBe('#145fb3');
    await page.screenshot({ path: join(screenshots, 'clientes-mapa-celular.png') });

    await clients.markers.nth(Math.floor(drawn / 2)).click({ force: true });
    await clients.popup.waitFor();
    expect(await clients.popup.getByRole('link', { name: /^Abrir o cliente / }).getAttribute('href')).toMatch(
      /^#\/admin\/clients\/update\/[0-9a-f-]{36}\/see$/,
    );
    expect(await clients.popup.getByRole('link', { name: /^Nova venda para / }).getAttribute('href')).toMatch(
      /^#\/admin\/checkout\/[0-9a-f-]{36}$/,
    );
    expect(await clients.popup.getByRole('link', { name: /^Rota até / }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/,
    );
    await page.screenshot({ path: join(screenshots, 'clientes-mapa-popup-celular.png') });
    await page.getByRole('button', { name: 'Fechar', exact: true }).click();

    await clients.dayRouteButton.click();
    await clients.routeStops.first().waitFor();
    expect(await clients.routeStops.count()).toBe(drawn);
    expect(await clients.routeStops.first().textContent()).toMatch(/^1\. .+ — \d+,\d km$/);
    expect(await page.locator('.rota-route-stop').count()).toBe(drawn);
    await page.screenshot({ path: join(screenshots, 'clientes-rota-do-dia-celular.png') });
    await expect.poll(() => clients.cachedTiles()).toBeGreaterThan(0);
  });

  it('keeps the list and the map markers offline, over the state outlines when no tile was kept', async () => {
    await clients.showList();
    const online = await clients.counts();
    const names = await clients.rowNames();
    await dropTiles(context);
    await page.evaluate(() => caches.delete('rota-map-tiles'));
    await goOffline(context);
    try {
      await page.reload();
      await clients.counters.waitFor();
      await clients.rows.first().waitFor();
      expect(await clients.counts()).toEqual(online);
      // The same clients in the same order (the banner leaves room for a row or two fewer).
      expect((await clients.rowNames()).slice(0, 5)).toEqual(names.slice(0, 5));
      await page.getByTestId('offline-banner').waitFor();
      await page.screenshot({ path: join(screenshots, 'clientes-lista-offline-celular.png') });

      await clients.showMap();
      await clients.markers.first().waitFor();
      expect(await clients.markers.count()).toBeGreaterThan(0);
      expect(await clients.stateOutlines.count()).toBeGreaterThanOrEqual(3);
      expect(await clients.map.locator('.leaflet-tile-loaded').count()).toBe(0);
      await page.getByText('Sem internet: só as áreas já vistas têm o mapa detalhado').waitFor();
      await page.screenshot({ path: join(screenshots, 'clientes-mapa-offline-celular.png') });
    } finally {
      await goOnline(context);
    }
    expect(errors).toEqual([]);
  });

  it('keeps the order of today’s route the seller set, after a reload and a sync', async () => {
    const outbox = new OutboxPage(page, server.baseUrl);
    await clients.goto();
    await clients.showList();
    await clients.rows.first().waitFor();
    // Today's list is the day's route: every row says its place.
    expect((await clients.rowPositions()).slice(0, 3)).toEqual(['1.', '2.', '3.']);
    const names = await clients.rowNames();
    const target = names.slice(2, 8).find((name) => names.filter((other) => other === name).length === 1);
    if (!target) throw new Error('a demo sem um cliente de nome único entre os primeiros de hoje');
    const at = names.indexOf(target);
    await clients.moveUpInVisitOrder(target, at);
    await expect.poll(async () => (await clients.rowNames())[0]).toBe(target);
    const ordered = (await clients.rowNames()).slice(0, 5);
    expect(ordered.slice(1)).toEqual(names.filter((name) => name !== target).slice(0, 4));
    await page.screenshot({ path: join(screenshots, 'clientes-ordem-de-visita-celular.png') });

    await page.reload();
    await clients.rows.first().waitFor();
    await expect.poll(async () => (await clients.rowNames()).slice(0, 5)).toEqual(ordered);

    // A sync (the network drops and comes back: the device pulls) keeps it too.
    await goOffline(context);
    await outbox.waitForStatus('Sincronização: sem conexão');
    await goOnline(context);
    await outbox.waitForStatus('Sincronização: tudo enviado', 60_000);
    await clients.goto();
    await clients.rows.first().waitFor();
    await expect.poll(async () => (await clients.rowNames()).slice(0, 5)).toEqual(ordered);
    expect(errors).toEqual([]);
  });

  it('tells two clients of the same razão social apart in the checkout’s client picker', async () => {
    // Real wallets repeat names (a chain's shops, a family's firms); the demo has some too.
    const stored = await readStore<{ name: string; inative: number }>(page, 'clients');
    const count = new Map<string, number>();
    for (const client of stored.filter((row) => row.inative === 0))
      count.set(client.name, (count.get(client.name) ?? 0) + 1);
    const twice = [...count].find(([, times]) => times >= 2)?.[0];
    if (!twice) throw new Error('a demo sem dois clientes ativos de mesma razão social');

    const checkout = new CheckoutPage(page);
    await page.goto(`${server.baseUrl}/#/admin/checkout`);
    await page.getByTestId('checkout-picker').waitFor();
    await checkout.searchClient(twice);
    await expect.poll(async () => (await checkout.choiceIdsNamed(twice)).length).toBe(count.get(twice));
    const ids = await checkout.choiceIdsNamed(twice);
    for (const line of ids)
      expect(line).toMatch(/^(CNPJ \d{2}\.\w{3}\.\w{3}\/\w{4}-\d{2}|CPF \d{3}\.\d{3}\.\d{3}-\d{2})/);
    expect(new Set(ids).size).toBe(ids.length);
    await page.screenshot({ path: join(screenshots, 'venda-escolha-cliente-mesmo-nome-celular.png') });
    expect(errors).toEqual([]);
  });
});
