/**
 * The demo company (docs/demo.md) as a device first meets it: Nova Empresa with its CNPJ, then
 * the login with a seller's token, waiting for the initial sync to land on the seller's area.
 */
import type { Page } from 'playwright-core';
import { LoginPage } from '../pages/login-page.ts';
import { NewCompanyPage } from '../pages/new-company-page.ts';

export const DEMO_CNPJ = '45723174000110';
export const ANA_TOKEN = 'demo-ana-2026';
/** The initial sync of the demo company on a loaded machine. */
export const SYNC_TIMEOUT_MS = 90_000;

/**
 * A unit price (ten-thousandths of a real) that one unit alone finishes above the demo company's
 * R$ 50,00 minimum order, a 15% discount included (docs/demo.md "See a minimum order"): R$ 60,00.
 */
export const OVER_DEMO_MINIMUM = 600_000;

/** Carla Mendes, the demo supervisor: every seller's clients and sales, approvals, the day's visits. */
export const CARLA_TOKEN = 'demo-carla-2026';

/** Diego Rocha, the demo bakery user (`/bakery`). */
export const DIEGO_TOKEN = 'demo-diego-2026';

/** Elaine Castro, the demo manager (`/gestor`). */
export const ELAINE_TOKEN = 'demo-elaine-2026';

/**
 * Registers the demo company and sends the login with `token`, waiting for nothing after it: for
 * a spec that checks where the login leads (a remembered route, an old version's page).
 */
export async function registerDemoAndSubmit(page: Page, baseUrl: string, token = ANA_TOKEN): Promise<void> {
  const newCompany = new NewCompanyPage(page, baseUrl);
  await newCompany.goto();
  await newCompany.register(DEMO_CNPJ);
  const login = new LoginPage(page, baseUrl);
  await login.waitForForm();
  await login.submit(token);
}

/** Registers the demo company and logs in with `token`; waits to land on `home` (the user's area). */
export async function registerDemoAndLogin(
  page: Page,
  baseUrl: string,
  token = ANA_TOKEN,
  home = '#/admin',
): Promise<void> {
  await registerDemoAndSubmit(page, baseUrl, token);
  await page.waitForFunction((wanted) => window.location.hash === wanted, home, { timeout: SYNC_TIMEOUT_MS });
  await waitForHistory(page);
}

/**
 * The first screen opens before the history (sales, titles) is stored, under a banner that goes
 * once it is (docs/web.md "First sync"): specs start from a device that holds everything.
 */
export async function waitForHistory(page: Page): Promise<void> {
  await page.getByTestId('header-title').waitFor({ timeout: SYNC_TIMEOUT_MS });
  await page.getByTestId('history-sync-banner').waitFor({ state: 'detached', timeout: SYNC_TIMEOUT_MS });
}
