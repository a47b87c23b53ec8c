/**
 * WCAG 2.2 AA in real Chromium, checked by axe-core against the real server and its demo company:
 * every route of every area, as the user who works there, at phone (390×844) and desktop
 * (1440×900) size, the public pages (Login, Nova Empresa) and "Sem permissão", and the main
 * dialogs open (the phone menu, the notifications, the checkout's add-product dialog). Any
 * serious or critical violation fails, named with its rule and element. The colours come from one
 * resolver (apps/web/src/app/colors): a badge colour that falls under 4.5:1 fails here.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './harness/axe.ts';
import { DEMO_CNPJ, registerDemoAndLogin } from './harness/demo-login.ts';
import { readStore } from './harness/device-store.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { builtScreenMarker } from './pages/built-screens.ts';
import { LoginPage } from './pages/login-page.ts';
import { NewCompanyPage } from './pages/new-company-page.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const SIZES = [
  ['celular', PHONE],
  ['desktop', DESKTOP],
] as const;

/** A route and what shows it is there: a test id (an area screen's marker by default), or 'h1', its title. */
type Visit = { path: string; marker?: string };

describe('accessibility (WCAG 2.2 AA, axe-core) over every route, phone and desktop', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: PHONE,
    });
    return { context, page: await context.newPage() };
  }

  /** Opens each route at both sizes and gathers what axe finds serious or critical. */
  async function check(page: Page, visits: readonly Visit[]): Promise<string[]> {
    const found: string[] = [];
    for (const visit of visits) {
      for (const [size, viewport] of SIZES) {
        await page.setViewportSize(viewport);
        await page.goto(`${server.baseUrl}/#${visit.path}`);
        const shown =
          visit.marker === 'h1'
            ? page.getByRole('heading', { level: 1 })
            : page.getByTestId(visit.marker ?? builtScreenMarker(visit.path.split('?')[0] ?? ''));
        await shown.first().waitFor();
        found.push(...(await seriousViolations(page, `${visit.path} (${size})`)));
      }
    }
    return found;
  }

  it('Login and Nova Empresa', async () => {
    const { context, page } = await newPage();
    const found: string[] = [];
    for (const [size, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      const companies = new NewCompanyPage(page, server.baseUrl);
      await companies.goto();
      found.push(...(await seriousViolations(page, `/companies (${size})`)));
    }
    await new NewCompanyPage(page, server.baseUrl).register(DEMO_CNPJ);
    const login = new LoginPage(page, server.baseUrl);
    for (const [size, viewport] of SIZES) {
      await page.setViewportSize(viewport);
      await login.goto();
      await login.waitForForm();
      found.push(...(await seriousViolations(page, `/ (${size})`)));
    }
    await context.close();
    expect(found).toEqual([]);
  });

  it('the seller area, its records and its dialogs, as Ana', async () => {
    const { context, page } = await newPage();
    await registerDemoAndLogin(page, server.baseUrl);
    const clients = await readStore<{ uuid: string; inative: number }>(page, 'clients');
    const sales = await readStore<{ uuid: string; status: string }>(page, 'sales');
    const client = clients.find((row) => row.inative === 0)?.uuid;
    const sale = sales.find((row) => row.status === 'Processado')?.uuid;
    if (!client || !sale) throw new Error('a demo sem cliente ativo ou venda processada');
    const found = await check(page, [
      { path: '/admin' },
      { path: '/admin/clients' },
      { path: '/admin/clients/create' },
      { path: `/admin/clients/update/${client}/see`, marker: 'client-view' },
      { path: `/admin/clients/update/${client}`, marker: 'client-form' },
      { path: `/admin/clients/delivery/${client}`, marker: 'delivery-addresses' },
      { path: '/admin/products' },
      { path: '/admin/checkout' },
      { path: `/admin/checkout/${client}`, marker: 'checkout-client' },
      { path: '/admin/sales' },
      { path: `/admin/sales/items?sale=${sale}`, marker: 'sale-item' },
      { path: '/admin/history' },
      { path: '/admin/measurements' },
      { path: '/admin/measurements/nova' },
      { path: '/admin/report' },
      { path: '/admin/approvals' },
      { path: '/pendencias', marker: 'h1' },
      { path: '/gestor', marker: 'h1' },
    ]);

    // The dialogs a seller opens most, on a phone: the menu, the notifications, adding a product.
    await page.setViewportSize(PHONE);
    await page.goto(`${server.baseUrl}/#/admin`);
    await page.getByTestId('dashboard-page').waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Navegação da área' }).waitFor();
    found.push(...(await seriousViolations(page, 'menu do celular')));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Notificações/ }).click();
    await page.getByRole('dialog', { name: 'Notificações' }).waitFor();
    found.push(...(await seriousViolations(page, 'notificações')));
    await page.keyboard.press('Escape');
    await page.goto(`${server.baseUrl}/#/admin/checkout/${client}`);
    await page.getByTestId('checkout-client').waitFor();
    await page.getByRole('searchbox', { name: 'Adicionar produto' }).fill('a');
    await page.getByTestId('product-match').first().click();
    await page
      .getByRole('dialog')
      .filter({ has: page.getByTestId('price-list-select') })
      .waitFor();
    found.push(...(await seriousViolations(page, 'adicionar produto')));
    await context.close();
    expect(found).toEqual([]);
  });

  it.each([
    [
      'the bakery, as Diego',
      'demo-diego-2026',
      '#/bakery',
      [
        '/bakery',
        '/bakery/production',
        '/bakery/confectionary',
        '/bakery/bakery',
        '/bakery/separation-bread',
        '/bakery/separation-drink',
        '/bakery/delivery',
      ],
    ],
    [
      'the manager, as Elaine',
      'demo-elaine-2026',
      '#/gestor',
      [
        '/gestor',
        '/gestor/buy',
        '/gestor/sales',
        '/gestor/financial',
        '/gestor/production',
        '/gestor/manager',
      ],
    ],
    ['the appointments, as Fábio', 'demo-fabio-2026', '#/apoint', ['/apoint']],
  ] as const)('%s', async (_name, token, home, paths) => {
    const { context, page } = await newPage();
    await registerDemoAndLogin(page, server.baseUrl, token, home);
    const found = await check(
      page,
      paths.map((path) => ({ path })),
    );
    await context.close();
    expect(found).toEqual([]);
  });
});
