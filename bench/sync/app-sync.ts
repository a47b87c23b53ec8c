import type { Page } from 'playwright-core';
import { LoginPage } from '../../e2e/pages/login-page.ts';
import { NewCompanyPage } from '../../e2e/pages/new-company-page.ts';

export interface AppSync {
  ms: number;
  /** Calls to `/api/` between pressing Entrar and landing (login, pulls, config, devices/sync). */
  requests: number;
  /** Bytes those answers took on the wire (compressed), from `content-length` where sent. */
  wireBytes: number;
}

const SYNC_TIMEOUT_MS = 900_000;

/**
 * The app's initial sync as a seller lives it, through the real screens (the e2e page objects):
 * register the company in Nova Empresa, type the token, and time from pressing Entrar to landing
 * on /admin — the login call, every pull into IndexedDB, navigation.
 */
export async function measureAppSync(
  page: Page,
  baseUrl: string,
  cnpj: string,
  token: string,
): Promise<AppSync> {
  const company = new NewCompanyPage(page, baseUrl);
  await company.goto();
  await company.register(cnpj);
  const login = new LoginPage(page, baseUrl);
  await login.waitForForm();
  let counting = false;
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (!counting || !new URL(request.url()).pathname.startsWith('/api/')) return;
    sizes.push(request.sizes().then((size) => size.responseBodySize));
  });
  counting = true;
  const started = performance.now();
  await login.submit(token);
  const landed = page.waitForURL((url) => url.hash.startsWith('#/admin'), { timeout: SYNC_TIMEOUT_MS });
  const failed = page
    .locator('[data-status="error"]')
    .first()
    .waitFor({ timeout: SYNC_TIMEOUT_MS })
    .then(async () => {
      throw new Error(`a sincronização do app parou: ${JSON.stringify(await login.syncState())}`);
    });
  await Promise.race([landed, failed]);
  failed.catch(() => undefined);
  const ms = performance.now() - started;
  counting = false;
  const bodies = await Promise.all(sizes);
  return { ms, requests: bodies.length, wireBytes: bodies.reduce((sum, bytes) => sum + bytes, 0) };
}
