/**
 * Areas by profile (DESIGN.md "Areas, navigation and look") in real Chromium against the real
 * server and its demo company: each demo user lands on their own area after login, sees only
 * their areas, every screen of the area shows its title; one navigation item is active; nothing
 * in the header or navigation is clipped on a phone (390×844) or a desktop (1440×900).
 * Screenshots of each area at both sizes are kept in test-results/e2e-screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHistory } from './harness/demo-login.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { repoPaths } from './harness/repo-paths.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { AppShell } from './pages/app-shell.ts';
import { builtScreenMarker } from './pages/built-screens.ts';
import { LoginPage } from './pages/login-page.ts';
import { NewCompanyPage } from './pages/new-company-page.ts';

const DEMO_CNPJ = '45723174000110';
const SYNC_TIMEOUT_MS = 90_000;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const screenshots = join(repoPaths.root, 'test-results', 'e2e-screenshots');

interface AreaCase {
  user: string;
  token: string;
  home: string;
  /** Whether a phone shows the area's bottom bar (areas with few screens use only the menu). */
  bottomBar: boolean;
  /** Every screen of the area and its title; the longest titles are the ones that could clip. */
  screens: Array<[string, string]>;
}

const areas: AreaCase[] = [
  {
    user: 'diego-padaria',
    token: 'demo-diego-2026',
    home: '/bakery',
    bottomBar: true,
    screens: [
      ['/bakery', 'Dashboard'],
      ['/bakery/production', 'Produção'],
      ['/bakery/confectionary', 'Confeitaria'],
      ['/bakery/bakery', 'Confeitaria'],
      ['/bakery/separation-bread', 'Separação de Pães'],
      ['/bakery/separation-drink', 'Separação de Bebidas'],
      ['/bakery/delivery', 'Entregas'],
    ],
  },
  {
    user: 'elaine-gestor',
    token: 'demo-elaine-2026',
    home: '/gestor',
    bottomBar: false,
    screens: [
      ['/gestor', 'Dashboard'],
      ['/gestor/buy', 'Compras'],
      ['/gestor/sales', 'Vendas'],
      ['/gestor/financial', 'Financeiro'],
      ['/gestor/production', 'Produção'],
      ['/gestor/manager', 'Gerencial'],
    ],
  },
  {
    user: 'fabio-apontamento',
    token: 'demo-fabio-2026',
    home: '/apoint',
    bottomBar: false,
    screens: [['/apoint', 'Apontamentos']],
  },
  {
    user: 'ana-vendedora',
    token: 'demo-ana-2026',
    home: '/admin',
    bottomBar: true,
    screens: [
      ['/admin', 'Dashboard'],
      ['/admin/clients', 'Clientes'],
      ['/admin/clients/delivery/0b5c0f8e-6a2f-4c1e-9d3a-2f6b7c8d9e0f', 'Outros Endereços de Entrega'],
      ['/admin/sales/items', 'Editar itens da venda'],
    ],
  },
];

async function waitForHash(page: Page, hash: string, timeout = 15_000) {
  await page.waitForFunction((wanted) => window.location.hash === wanted, hash, { timeout });
}

describe('areas by profile, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function loggedIn(area: AreaCase): Promise<{ context: BrowserContext; page: Page; shell: AppShell }> {
    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: PHONE,
    });
    const page = await context.newPage();
    const newCompany = new NewCompanyPage(page, server.baseUrl);
    await newCompany.goto();
    await newCompany.register(DEMO_CNPJ);
    const login = new LoginPage(page, server.baseUrl);
    await login.waitForForm();
    // "Empresa cadastrada" shows at the bottom: over neither the login's title nor its form's.
    await page.locator('.mantine-Notification-root').first().waitFor();
    expect(await new AppShell(page, server.baseUrl).noticesOverTitles()).toEqual([]);
    await login.token.fill(area.token);
    await login.token.press('Enter');
    await waitForHash(page, `#${area.home}`, SYNC_TIMEOUT_MS);
    // The history's banner animates while it downloads: the layout is read once it is stored.
    await waitForHistory(page);
    return { context, page, shell: new AppShell(page, server.baseUrl) };
  }

  it.each(areas)(
    'lands $user on $home; each screen shows its title, one active item, nothing clipped',
    async (area) => {
      const { context, page, shell } = await loggedIn(area);
      const screenShown = (path: string) => page.getByTestId(builtScreenMarker(path)).waitFor();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // An area of one screen has no side menu on a desktop either (its menu opens from the header).
      const sideMenu = area.screens.length > 1;
      try {
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          await shell.waitForSettledLayout();
          const size = viewport === PHONE ? 'celular' : 'desktop';
          for (const [path, title] of area.screens) {
            await shell.navigate(path);
            await shell.waitForTitle(title);
            await screenShown(path);
            await shell.waitForSettledLayout();
            expect(await shell.headerTitle.textContent(), path).toBe(title);
            expect(await page.getByRole('heading', { level: 1 }).count(), `${path}: um título`).toBe(1);
            expect(await shell.clippedTexts(), `${size} ${path}: texto cortado`).toEqual([]);
            const current = new Set(await shell.visibleCurrentLinks());
            // The desktop's side navigation has every screen: exactly one active. A phone shows the
            // bottom bar's few screens (the drawer is closed): one active at most.
            const message = `${size} ${path}: itens ativos ${[...current].join(', ')}`;
            if (viewport === DESKTOP && sideMenu) expect(current.size, message).toBe(1);
            else expect(current.size, message).toBeLessThanOrEqual(1);
          }
          await shell.navigate(area.home);
          await screenShown(area.home);
          const homeActive = await shell.visibleCurrentLinks();
          expect(homeActive).toEqual(
            (viewport === DESKTOP && sideMenu) || area.bottomBar ? [`#${area.home}`] : [],
          );
          if (!sideMenu) await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
          await page.screenshot({ path: join(screenshots, `${area.user}-${size}.png`) });
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('shows "Sem permissão" to the demo seller on /gestor, with the way back to her area', async () => {
    const ana = areas.find((area) => area.user === 'ana-vendedora') as AreaCase;
    const { context, page, shell } = await loggedIn(ana);
    try {
      await shell.navigate('/gestor');
      await shell.forbiddenHeading.waitFor();
      expect(await page.getByText('Seu perfil não dá acesso à área Gestor.', { exact: false }).count()).toBe(
        1,
      );
      expect(await page.getByRole('button', { name: 'Trocar de área' }).count()).toBe(0);
      await page.screenshot({ path: join(screenshots, 'ana-vendedora-sem-permissao-celular.png') });
      await page.getByRole('link', { name: 'Voltar para Vendas externas' }).click();
      await waitForHash(page, '#/admin');
    } finally {
      await context.close();
    }
  });
});
