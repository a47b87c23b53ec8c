/**
 * A short delivery in real Chromium on a phone (390×844), logged in as the demo bakery user
 * (Diego) against the real server and its demo day: a stop handed over short is recorded with its
 * reason, through the outbox, reaches the server once and shows on the stop, the driver's summary
 * and the dashboard. Also the two Confeitaria boards, each with its own products. Screenshots at
 * 320×640, 390×844 and 1440×900 are kept in test-results/e2e-screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BAKERY_BOARDS, isDeliveryClosed, type ShortDeliveryReason } from '@rota/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CNPJ, DIEGO_TOKEN, registerDemoAndLogin } from './harness/demo-login.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { repoPaths } from './harness/repo-paths.ts';
import { loginSeller } from './harness/seller-api.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { BakeryPage } from './pages/bakery-page.ts';
import { closeNotifications } from './pages/notifications.ts';
import { OutboxPage } from './pages/outbox-page.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/**
 * The narrowest phone still sold (320 px): today's day label is the longest the day picker shows
 * ("Domingo, 29/11 (hoje)" did not fit 390 px), so the check holds whatever day the test runs on.
 */
const NARROW_PHONE = { width: 320, height: 640 };
const screenshots = join(repoPaths.root, 'test-results', 'e2e-screenshots');

interface Line {
  id: number;
  sale_uuid: string;
  client_name: string;
  code_erp_client: string | null;
  category: string;
  quantity: number;
  driver_name: string | null;
  delivery_order: number | null;
  separated: number;
  delivered: number;
  short_reason: ShortDeliveryReason | null;
  short_note: string | null;
}

describe('a short delivery and the two Confeitaria boards, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let apiToken: string;

  const todaysLines = async (): Promise<Line[]> => {
    const response = await fetch(`${server.baseUrl}/api/bakery/delivery`, {
      headers: { authorization: `Bearer ${apiToken}` },
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: Line[] }).data;
  };

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
    apiToken = await loginSeller(server.baseUrl, DEMO_CNPJ, DIEGO_TOKEN, 'e2e-reader');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Nothing on the screen is wider than the window: a phone never scrolls sideways. */
  const overflow = (page: Page) =>
    page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return [...document.querySelectorAll<HTMLElement>('main *')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .slice(0, 5)
        .map(
          (element) =>
            `${element.tagName}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`,
        );
    });
  const shoot = async (page: Page, name: string, top?: () => Promise<void>) => {
    for (const [size, suffix] of [
      [DESKTOP, '1440'],
      [NARROW_PHONE, '320'],
      [PHONE, '390'],
    ] as const) {
      await page.setViewportSize(size);
      // The layout's navigation slides in or out over a moment (AppShell's transition).
      await page.waitForTimeout(600);
      await page.evaluate(() => window.scrollTo(0, 0));
      await top?.();
      expect(await overflow(page), `${name} ${suffix}`).toEqual([]);
      await page.screenshot({ path: join(screenshots, `${name}-${suffix}.png`) });
    }
  };

  it('records a stop handed short with its reason, once, and says so on the stop, the summary and the dashboard', async () => {
    // A stop nobody has delivered yet, with something separated to hand.
    const lines = await todaysLines();
    const stopOf = (line: Line) => `${line.driver_name}|${line.code_erp_client ?? line.client_name}`;
    const target = lines.find(
      (line) =>
        line.driver_name !== null &&
        line.delivery_order !== null &&
        line.separated > 0 &&
        lines.filter((other) => stopOf(other) === stopOf(line)).every((other) => other.delivered === 0),
    );
    if (!target) throw new Error('o dia da demonstração não tem uma parada com algo separado por entregar');
    const stopLines = lines.filter((line) => stopOf(line) === stopOf(target));
    const stopName = `${target.delivery_order}. ${target.client_name}`;

    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: PHONE,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await registerDemoAndLogin(page, server.baseUrl, DIEGO_TOKEN, '#/bakery');
      await closeNotifications(page);
      const bakery = new BakeryPage(page, server.baseUrl);
      const outbox = new OutboxPage(page, server.baseUrl);

      await bakery.goto('/delivery', 'bakery-delivery');
      // The day's drivers take a compact block on a phone: the route starts on the first screen.
      expect(await bakery.driverPickerShare()).toBeLessThanOrEqual(0.2);
      await bakery.pickDriver(target.driver_name ?? '');
      const stop = bakery.deliveryStop(stopName);
      await stop.waitFor();
      await bakery.deliverShort(stop, 'Avariado', 'Caixa amassada na descarga', async () => {
        await page.screenshot({ path: join(screenshots, 'padaria-entrega-com-falta-folha-390.png') });
      });
      await stop.getByText(/^Entregue com falta/).waitFor();
      await outbox.waitForStatus('Sincronização: tudo enviado', 30_000);
      await stop.getByText('pendente').waitFor({ state: 'detached' });
      expect(await stop.locator('[data-short]').first().textContent()).toBe(
        'Avariado: Caixa amassada na descarga',
      );
      expect(await page.getByTestId('delivery-left').textContent()).not.toBe(
        'Todas as entregas deste motorista foram feitas',
      );
      await shoot(page, 'padaria-entrega-com-falta', () =>
        stop.evaluate((element) => element.scrollIntoView({ block: 'start', inline: 'nearest' })),
      );

      // The server holds it once: every line of the stop closed, the ones below the order short.
      const after = await todaysLines();
      for (const line of stopLines) {
        const stored = after.find((candidate) => candidate.id === line.id);
        expect(stored && isDeliveryClosed(stored), `${line.id}`).toBe(true);
        expect(stored?.delivered).toBe(line.separated);
        expect(stored?.short_reason).toBe(line.separated < line.quantity ? 'avariado' : null);
      }

      await bakery.goto('', 'bakery-dashboard');
      await page.getByTestId('bakery-short-stops').waitFor();
      expect(await page.getByTestId('bakery-short-stops').textContent()).toMatch(/^\d+ entregas? com falta$/);
      expect(await page.getByTestId('bakery-age').textContent()).toMatch(
        /^atualizado (agora|há \d+ (s|min))$/,
      );
      await shoot(page, 'padaria-dashboard-com-falta');

      // The two Confeitaria boards: each says what it holds and shows only its own categories.
      for (const [path, board] of [
        ['/confectionary', 'confectionery'],
        ['/bakery', 'bakery-sweets'],
      ] as const) {
        await bakery.goto(path, `bakery-board-${board}`);
        await page.getByTestId('board-holds').waitFor();
        const shown = await page
          .locator('[data-card]')
          .evaluateAll((cards) =>
            cards.map((card) => card.closest('section')?.getAttribute('aria-labelledby') ?? ''),
          );
        for (const section of shown)
          expect(BAKERY_BOARDS[board].has(section.replace('category-', ''))).toBe(true);
        await shoot(page, `padaria-confeitaria-${board}`);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
