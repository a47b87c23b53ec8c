/**
 * The manager area in real Chromium at 1440×900, as the demo manager (Elaine) against the real
 * server and its demo year: every screen draws every chart with data, the period picker changes
 * them, and a chart's CSV export adds up to the total the screen shows and the server answers.
 * It reads the last 365 days (a link with a custom period), which hold every kind of demo data
 * whatever today's date — "Este mês" on the 1st, or "Este ano" in January, would not.
 * Screenshots of each screen are kept in test-results/e2e-screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, zonedDate } from '@rota/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CNPJ, ELAINE_TOKEN, registerDemoAndLogin } from './harness/demo-login.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { repoPaths } from './harness/repo-paths.ts';
import { loginSeller } from './harness/seller-api.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { ManagerPage } from './pages/manager-page.ts';

const DESKTOP = { width: 1440, height: 900 };
const today = zonedDate(new Date());
/** The last 365 days, São Paulo. */
const lastYear = { from: addDays(today, -364), to: today };
const screenshots = join(repoPaths.root, 'test-results', 'e2e-screenshots');

/** The area's six screens by their menu label. */
const SCREENS = ['Dashboard', 'Vendas', 'Financeiro', 'Compras', 'Produção', 'Gerencial'] as const;

/** 'R$ 1.234,56' or '1234,56' (the CSV's) → 123456 centavos. */
function cents(text: string): number {
  const digits = text.replace(/[^\d,-]/g, '').replace(',', '.');
  const value = Number(digits);
  if (!Number.isFinite(value) || digits === '') throw new Error(`não é um valor: ${text}`);
  return Math.round(value * 100);
}

describe('the manager area in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let apiToken: string;
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
    apiToken = await loginSeller(server.baseUrl, DEMO_CNPJ, ELAINE_TOKEN, 'e2e-manager-reader');
    context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: DESKTOP,
    });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await registerDemoAndLogin(page, server.baseUrl, ELAINE_TOKEN, '#/gestor');
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('draws every chart of every screen with the demo data', async () => {
    const manager = new ManagerPage(page);
    await page.goto(
      `${server.baseUrl}/#/gestor?periodo=personalizado&de=${lastYear.from}&ate=${lastYear.to}`,
    );
    await expect.poll(() => manager.rangeText()).toContain(lastYear.from.split('-').reverse().join('/'));
    await expect
      .poll(() => page.getByTestId('kpi-sales').textContent(), { timeout: 30_000 })
      .toMatch(/R\$\s?[\d.]+,\d\d/);
    for (const screen of SCREENS) {
      await manager.open(screen);
      const count = await manager.waitForCharts();
      expect(count, screen).toBeGreaterThan(0);
      for (const card of await manager.cards().all()) {
        const title = await card.getByRole('heading').first().textContent();
        // Drawn (ECharts paints its SVG inside the container it marks) and neither empty nor failed.
        await expect
          .poll(() => card.locator('[_echarts_instance_] svg path').count(), {
            timeout: 30_000,
            message: `${screen}: ${title}`,
          })
          .toBeGreaterThan(0);
        expect(await card.getByTestId('chart-empty').count(), `${screen}: ${title} sem dados`).toBe(0);
        expect(await card.getByText('Não foi possível carregar').count(), `${screen}: ${title} falhou`).toBe(
          0,
        );
      }
      await page.screenshot({
        path: join(screenshots, `manager-${screen.toLowerCase()}.png`),
        fullPage: true,
      });
    }
    expect(errors).toEqual([]);
  });

  it("changes the charts with the period, and exports a CSV whose total is the screen's and the server's", async () => {
    const manager = new ManagerPage(page);
    await manager.open('Vendas');
    await manager.waitForCharts();
    const yearRange = await manager.rangeText();
    // The last 365 days are drawn by month (domain `groupDailyChart`), under that title.
    const yearTotal = cents((await manager.tableTotal('Vendas por mês')).at(-1) ?? '');

    await manager.choosePeriod('Mês passado');
    await expect.poll(() => manager.rangeText()).not.toBe(yearRange);
    await manager.waitForCharts();
    const monthTotal = cents((await manager.tableTotal('Vendas por dia')).at(-1) ?? '');
    // The demo sells for a whole year: last month is a part of the last 365 days.
    expect(monthTotal).toBeGreaterThan(0);
    expect(monthTotal).toBeLessThan(yearTotal);

    const screenTotal = cents((await manager.tableTotal('Vendas por vendedor')).at(-1) ?? '');
    const csv = await manager.exportCsv('Vendas por vendedor');
    expect(csv.name).toMatch(/^vendas-por-vendedor-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const totalLine = lines.at(-1)?.split(';') ?? [];
    expect(totalLine[0]).toBe('Total');
    const rows = lines.slice(1, -1).map((line) => cents(line.split(';').at(-1) ?? ''));
    expect(rows.length).toBeGreaterThan(1);
    expect(cents(totalLine.at(-1) ?? '')).toBe(screenTotal);
    expect(rows.reduce((sum, value) => sum + value, 0)).toBe(screenTotal);

    // The server's answer for the same days, summed apart from the screen.
    const [from, to] = csv.name.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
    const response = await fetch(`${server.baseUrl}/api/charts/sales-group-seller?from=${from}&to=${to}`, {
      headers: { authorization: `Bearer ${apiToken}` },
    });
    expect(response.status).toBe(200);
    const chart = ((await response.json()) as { data: { series: { values: number[] }[] } }).data;
    const serverTotal = (chart.series[0]?.values ?? []).reduce((sum, value) => sum + value, 0);
    expect(serverTotal).toBe(screenTotal);
    expect(errors).toEqual([]);
  });
});
