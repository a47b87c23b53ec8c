/**
 * The bakery on two tablets at once (1024×768), in real Chromium, both logged in as the demo
 * bakery user (Diego) against the real server and its demo day: the dashboard paints each
 * category in its colour (screenshot kept); one tablet marks a product produced and the other
 * sees the card move live; one goes offline, separates a client, comes back, and both end with
 * the same figures while the server holds the separation once, stamped when it was made.
 * Screenshots are kept in test-results/e2e-screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BAKERY_BOARDS, BAKERY_CATEGORIES, BREAD_CATEGORIES, formatQuantity, unitLabel } from '@rota/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CNPJ, DIEGO_TOKEN, registerDemoAndLogin } from './harness/demo-login.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { goOffline, goOnline } from './harness/network.ts';
import { repoPaths } from './harness/repo-paths.ts';
import { loginSeller } from './harness/seller-api.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { BakeryPage } from './pages/bakery-page.ts';
import { closeNotifications } from './pages/notifications.ts';
import { OutboxPage } from './pages/outbox-page.ts';

const TABLET = { width: 1024, height: 768 };
/** A stamp on one tablet reaches the other through the socket and a refetch. */
const LIVE_TIMEOUT_MS = 15_000;
const screenshots = join(repoPaths.root, 'test-results', 'e2e-screenshots');

interface Line {
  id: number;
  sale_uuid: string;
  client_name: string;
  code_erp_product: string;
  description: string;
  category: string;
  unit: string;
  quantity: number;
  driver_name: string | null;
  delivery_order: number | null;
  produced: number;
  separated: number;
  production_by: string | null;
  separation_at: string | null;
  separation_by: string | null;
}

/** '#c62828' → 'rgb(198, 40, 40)', as `getComputedStyle` answers. */
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

describe('the bakery on two tablets, live, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let apiToken: string;

  const todaysLines = async (): Promise<Line[]> => {
    const response = await fetch(`${server.baseUrl}/api/bakery/production`, {
      headers: { authorization: `Bearer ${apiToken}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Line[] }).data;
  };

  /** A line's figure as a person reads it: the demo weighs by the half kilo ("0 de 9,5 kg"), counts the rest. */
  const figure = (done: number, quantity: number, unit: string) =>
    `${formatQuantity(done)} de ${formatQuantity(quantity)} ${unitLabel(unit)}`;

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
    apiToken = await loginSeller(server.baseUrl, DEMO_CNPJ, DIEGO_TOKEN, 'e2e-reader');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('one marks a card and the other sees it; one separates offline, and both end equal with one stamp on the server', async () => {
    // Today's demo day: a bread product nobody has started, made for clients with a driver.
    const lines = await todaysLines();
    const byProduct = new Map<string, Line[]>();
    for (const line of lines) {
      const key = `${line.code_erp_product}|${line.unit}`;
      byProduct.set(key, [...(byProduct.get(key) ?? []), line]);
    }
    const fresh = [...byProduct.values()].find(
      (group) =>
        BREAD_CATEGORIES.has(group[0]?.category ?? '') &&
        group.every(
          (line) => line.produced === 0 && line.driver_name !== null && line.delivery_order !== null,
        ),
    );
    if (!fresh?.[0]) throw new Error('o dia da demonstração não tem um pão ainda por produzir');
    const target = fresh[0];
    const product = { code: target.code_erp_product, unit: target.unit };
    const total = fresh.reduce((sum, line) => sum + line.quantity, 0);
    // The client's lines at the bread counter (its drinks are separated on the other board).
    const stopLines = lines.filter(
      (line) => line.sale_uuid === target.sale_uuid && BAKERY_BOARDS['separation-bread'].has(line.category),
    );
    const stopName = `${target.delivery_order}. ${target.client_name}`;
    const driver = target.driver_name ?? '';

    const contexts: BrowserContext[] = [];
    const errors: string[] = [];
    const open = async (): Promise<Page> => {
      const context = await browser.newContext({
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        viewport: TABLET,
      });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      await registerDemoAndLogin(page, server.baseUrl, DIEGO_TOKEN, '#/bakery');
      await closeNotifications(page);
      return page;
    };
    try {
      const [pageA, pageB] = [await open(), await open()];
      const [a, b] = [new BakeryPage(pageA, server.baseUrl), new BakeryPage(pageB, server.baseUrl)];
      const outboxB = new OutboxPage(pageB, server.baseUrl);

      // The dashboard paints every category in its own colour, with its readable text colour.
      await a.goto('', 'bakery-dashboard');
      await pageA.locator('li[data-category]').first().waitFor();
      const tiles = await a.dashboardTiles();
      expect(tiles.length).toBeGreaterThan(3);
      for (const tile of tiles) {
        const category = BAKERY_CATEGORIES.find((candidate) => candidate.code === tile.code);
        expect(tile, tile.code).toEqual({
          code: tile.code,
          background: rgb(category?.color ?? ''),
          color: rgb(category?.textColor ?? ''),
        });
      }
      await pageA.screenshot({ path: join(screenshots, 'padaria-dashboard-tablet.png'), fullPage: true });

      // A marks the product produced; B, on the same board, sees the card move without a reload.
      await Promise.all([
        a.goto('/production', 'bakery-board-bread'),
        b.goto('/production', 'bakery-board-bread'),
      ]);
      await b.card(product.code, product.unit).waitFor();
      expect(await b.cardFigure(product.code, product.unit)).toBe(figure(0, total, product.unit));
      const markedAt = Date.now();
      await a.markAllProduced(product.code, product.unit);
      expect(await a.cardFigure(product.code, product.unit)).toBe(figure(total, total, product.unit));
      await expect
        .poll(() => b.cardFigure(product.code, product.unit), { timeout: LIVE_TIMEOUT_MS, interval: 20 })
        .toBe(figure(total, total, product.unit));
      // A figure for the closing note, not an assertion (timings belong in the bench).
      console.info(`[padaria] card marcado num tablet, visto no outro em ${Date.now() - markedAt} ms`);
      await pageB.screenshot({ path: join(screenshots, 'padaria-producao-ao-vivo-tablet.png') });

      // Both open the bread counter's separation; B loses the network and separates the client.
      await Promise.all([
        a.goto('/separation-bread', 'bakery-separation-bread'),
        b.goto('/separation-bread', 'bakery-separation-bread'),
      ]);
      const [stopA, stopB] = [a.stop(driver, stopName), b.stop(driver, stopName)];
      await Promise.all([stopA.waitFor(), stopB.waitFor()]);
      await expect
        .poll(() => b.stopLineFigure(stopB, target.id), { timeout: LIVE_TIMEOUT_MS })
        .toBe(figure(0, target.quantity, target.unit));
      await outboxB.waitForStatus('Sincronização: tudo enviado');
      await goOffline(pageB.context());
      await outboxB.offlineBanner.waitFor();
      const offlineSince = new Date();
      await stopB.getByRole('button', { name: 'Separar tudo' }).click();
      await expect
        .poll(() => b.stopLineFigure(stopB, target.id))
        .toBe(figure(target.quantity, target.quantity, target.unit));
      await stopB.getByText('pendente').waitFor();
      expect(await a.stopLineFigure(stopA, target.id)).toBe(figure(0, target.quantity, target.unit));
      await pageB.screenshot({ path: join(screenshots, 'padaria-separacao-offline-tablet.png') });

      // Back online: B's outbox sends the stamp; A sees it live; both show the same client.
      const onlineAt = new Date();
      await goOnline(pageB.context());
      await outboxB.waitForStatus('Sincronização: tudo enviado', 30_000);
      await stopB.getByText('pendente').waitFor({ state: 'detached' });
      await expect
        .poll(() => a.stopLineFigure(stopA, target.id), { timeout: LIVE_TIMEOUT_MS })
        .toBe(figure(target.quantity, target.quantity, target.unit));
      const figures = async (page: BakeryPage, stop: typeof stopA) =>
        Promise.all(stopLines.map((line) => page.stopLineFigure(stop, line.id)));
      await expect
        .poll(() => figures(a, stopA), { timeout: LIVE_TIMEOUT_MS })
        .toEqual(await figures(b, stopB));
      await pageA.screenshot({ path: join(screenshots, 'padaria-separacao-ao-vivo-tablet.png') });
      expect(errors).toEqual([]);

      // The server: the product produced once by Diego, the client's line separated once, with
      // the moment it was made offline (before the network came back), not the moment it arrived.
      const after = await todaysLines();
      for (const line of fresh) {
        expect(after.find((candidate) => candidate.id === line.id)).toMatchObject({
          produced: line.quantity,
          production_by: 'Diego Rocha',
        });
      }
      const separated = after.find((line) => line.id === target.id);
      expect(separated).toMatchObject({ separated: target.quantity, separation_by: 'Diego Rocha' });
      const stampedAt = new Date(separated?.separation_at ?? 0).getTime();
      expect(stampedAt).toBeGreaterThanOrEqual(offlineSince.getTime() - 1_000);
      expect(stampedAt).toBeLessThan(onlineAt.getTime());
    } finally {
      for (const context of contexts) await context.close();
    }
  }, 300_000);
});
