/**
 * The §2 route table in real Chromium against the real server (demo company), as the demo seller
 * Ana: every path shows its title (document.title '<title> | Rota') — the seller area's screens,
 * the other areas' "Sem permissão" —, an unknown path shows the not-found page, an auth route
 * while logged out goes to login and is reopened after the login, a logged-in user on a public
 * page goes to /admin, and a reload keeps the restored login on its screen. The other areas'
 * screens, as their own users, are in areas.e2e.test.ts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDemoAndSubmit, SYNC_TIMEOUT_MS } from './harness/demo-login.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { AppShell } from './pages/app-shell.ts';
import { builtScreenMarker } from './pages/built-screens.ts';

const UUID = '0b5c0f8e-6a2f-4c1e-9d3a-2f6b7c8d9e0f';

/** Every auth path of §2 (params filled in) and the title it must show. */
const authRoutes: Array<[string, string]> = [
  ['/admin', 'Dashboard'],
  ['/admin/clients', 'Clientes'],
  ['/admin/clients/create', 'Novo Cliente'],
  [`/admin/clients/update/${UUID}`, 'Cliente'],
  [`/admin/clients/update/${UUID}/see`, 'Cliente'],
  [`/admin/clients/delivery/${UUID}`, 'Outros Endereços de Entrega'],
  ['/admin/products', 'Produtos'],
  ['/admin/checkout', 'Venda'],
  ['/admin/checkout/pagamento', 'Venda'],
  ['/admin/sales', 'Vendas'],
  ['/admin/sales/items', 'Editar itens da venda'],
  ['/admin/history', 'Vendas'],
  ['/admin/measurements', 'Medições'],
  ['/admin/measurements/ordem-42', 'Apontamentos'],
  ['/admin/report', 'Relatório'],
  ['/bakery', 'Dashboard'],
  ['/bakery/production', 'Produção'],
  ['/bakery/confectionary', 'Confeitaria'],
  ['/bakery/bakery', 'Confeitaria'],
  ['/bakery/separation-bread', 'Separação de Pães'],
  ['/bakery/separation-drink', 'Separação de Bebidas'],
  ['/bakery/delivery', 'Entregas'],
  ['/gestor', 'Dashboard'],
  ['/gestor/buy', 'Compras'],
  ['/gestor/sales', 'Vendas'],
  ['/gestor/financial', 'Financeiro'],
  ['/gestor/production', 'Produção'],
  ['/gestor/manager', 'Gerencial'],
  ['/apoint', 'Apontamentos'],
];

async function waitForHash(page: Page, hash: string, timeout = 15_000) {
  await page.waitForFunction((wanted) => window.location.hash === wanted, hash, { timeout });
}

describe('routes (§2)', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let shell: AppShell;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
    context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    page = await context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    shell = new AppShell(page, server.baseUrl);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('shows the public pages and the not-found page with their titles', async () => {
    await shell.open('/');
    await shell.waitForTitle('Login');
    await shell.navigate('/companies');
    await shell.waitForTitle('Nova Empresa');
    for (const unknown of ['/nada', '/admin/clients/update', '/gestor/buy/extra', '/bakery/padaria']) {
      await shell.navigate(unknown);
      await shell.notFoundHeading.waitFor();
      await shell.waitForTitle('Página não encontrada');
    }
  });

  it('sends an auth route to login while logged out, and reopens it after the login', async () => {
    await shell.open('/admin/report');
    await waitForHash(page, '#/');
    await shell.waitForTitle('Login');

    await registerDemoAndSubmit(page, server.baseUrl);
    await waitForHash(page, '#/admin/report', SYNC_TIMEOUT_MS);
    await shell.waitForTitle('Relatório');
  });

  it('shows every seller path of §2 with its title and its screen', async () => {
    for (const [path, title] of authRoutes.filter(([path]) => path.startsWith('/admin'))) {
      await shell.navigate(path);
      await shell.waitForTitle(title);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByTestId(builtScreenMarker(path)).waitFor();
      expect(shell.hash(), path).toBe(`#${path}`);
    }
  });

  it('shows the other areas\' paths with their title and "Sem permissão" to a seller', async () => {
    for (const [path, title] of authRoutes.filter(([path]) => !path.startsWith('/admin'))) {
      await shell.navigate(path);
      await shell.waitForTitle(title);
      await shell.forbiddenHeading.waitFor();
      expect(shell.hash(), path).toBe(`#${path}`);
    }
    await page.getByRole('link', { name: 'Voltar para Vendas externas' }).click();
    await waitForHash(page, '#/admin');
  });

  it('scrolls back to the top on each navigation', async () => {
    await shell.navigate('/admin/report');
    await shell.waitForTitle('Relatório');
    await page.evaluate(() => {
      document.body.style.minHeight = '5000px';
      window.scrollTo(0, 2000);
    });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await shell.navigate('/admin/products');
    await shell.waitForTitle('Produtos');
    await page.waitForFunction(() => window.scrollY === 0);
  });

  it('keeps the restored login on reload, and sends a logged-in user on a public page to /admin', async () => {
    await shell.open('/admin/sales/items');
    await shell.waitForTitle('Editar itens da venda');
    await page.reload();
    await shell.waitForTitle('Editar itens da venda');
    expect(shell.hash()).toBe('#/admin/sales/items');

    await shell.navigate('/companies');
    await waitForHash(page, '#/admin');
    await shell.waitForTitle('Dashboard');
    await shell.open('/');
    await waitForHash(page, '#/admin');
    expect(pageErrors).toEqual([]);
  });
});
