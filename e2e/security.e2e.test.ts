/**
 * The server's Content-Security-Policy in real Chromium (issue 7 "Headers"): the PWA registers a
 * company, logs in, syncs and lands on its area, and Swagger UI renders `/docs`, all without a
 * single CSP violation. The PWA's install and offline start under the same headers are in
 * pwa.e2e.test.ts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHistory } from './harness/demo-login.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { LoginPage } from './pages/login-page.ts';
import { NewCompanyPage } from './pages/new-company-page.ts';

const DEMO_CNPJ = '45723174000110';
const ANA_TOKEN = 'demo-ana-2026';

/** Collects every CSP violation the page reports, before any script of the page runs. */
const recordViolations = () => {
  const violations: string[] = [];
  (window as unknown as { __csp: string[] }).__csp = violations;
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push(
      `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
    );
  });
};

const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

describe('Content-Security-Policy in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
    context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    await context.addInitScript(recordViolations);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('lets the PWA register, log in, sync and open its area with no violation, and stores the config after login', async () => {
    const page = await context.newPage();
    const response = await page.goto(`${server.baseUrl}/#/companies`);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    const newCompany = new NewCompanyPage(page, server.baseUrl);
    await newCompany.heading.waitFor();
    await newCompany.register(DEMO_CNPJ);
    const login = new LoginPage(page, server.baseUrl);
    await login.waitForForm();
    await login.submit(ANA_TOKEN);
    await page.waitForFunction(() => window.location.hash === '#/admin', null, { timeout: 90_000 });
    await waitForHistory(page);
    expect(await violationsOf(page)).toEqual([]);
    // The company config needs a session now: the initial sync stored it, Nova Empresa did not.
    const configs = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('db');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('config').objectStore('config').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(configs).toBe(1);
    await page.close();
  });

  it('renders Swagger UI at /docs with only the served calls and no violation', async () => {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/docs`);
    await page.getByText('/api/devices/used-token').first().waitFor({ timeout: 30_000 });
    // The bakery's calls and the manager's charts are served and listed.
    await page.getByText('/api/bakery/production').first().waitFor();
    await page.getByText('/api/charts/sales-group-seller').first().waitFor();
    expect(await violationsOf(page)).toEqual([]);
    await page.close();
  });
});
