import type { Browser } from 'playwright-core';
import { LoginPage } from '../../e2e/pages/login-page.ts';
import { NewCompanyPage } from '../../e2e/pages/new-company-page.ts';

/** The demo company and seller of docs/demo.md. */
const DEMO_CNPJ = '45723174000110';
const DEMO_TOKEN = 'demo-ana-2026';

export interface InitialSync {
  ms: number;
}

/**
 * The initial sync as a seller lives it, in Chromium through the real screens: register the
 * demo company, log in with a demo token, and time from pressing Entrar to landing on /admin
 * (login call, every pull into IndexedDB, navigation).
 */
export async function measureInitialSync(browser: Browser, baseUrl: string): Promise<InitialSync> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    const company = new NewCompanyPage(page, baseUrl);
    await company.goto();
    await company.register(DEMO_CNPJ);
    const login = new LoginPage(page, baseUrl);
    await login.waitForForm();
    const started = performance.now();
    await login.submit(DEMO_TOKEN);
    await page.waitForURL((url) => url.hash.startsWith('#/admin'), { timeout: 300_000 });
    const ms = performance.now() - started;
    return { ms };
  } finally {
    await context.close();
  }
}
