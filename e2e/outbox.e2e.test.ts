/**
 * The sync status, the offline banner and "Pendências de envio" (DESIGN.md "Offline writes") in
 * real Chromium against the real server and its demo company: offline, the banner appears and a
 * write made then waits in the outbox, listed on "Pendências de envio"; back online, the push
 * sends it and the list empties. Screenshots (phone) are kept in test-results/e2e-screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHistory } from './harness/demo-login.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { goOffline, goOnline } from './harness/network.ts';
import { repoPaths } from './harness/repo-paths.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { AppShell } from './pages/app-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { NewCompanyPage } from './pages/new-company-page.ts';
import { closeNotifications } from './pages/notifications.ts';
import { OutboxPage } from './pages/outbox-page.ts';

const DEMO_CNPJ = '45723174000110';
const SYNC_TIMEOUT_MS = 90_000;
const PHONE = { width: 390, height: 844 };
const screenshots = join(repoPaths.root, 'test-results', 'e2e-screenshots');

describe('offline writes on screen, in Chromium', () => {
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

  it('offline: banner and status say so, a write waits on "Pendências de envio"; online: it is sent', async () => {
    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: PHONE,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const newCompany = new NewCompanyPage(page, server.baseUrl);
      await newCompany.goto();
      await newCompany.register(DEMO_CNPJ);
      const login = new LoginPage(page, server.baseUrl);
      await login.waitForForm();
      await login.submit('demo-ana-2026');
      await page.waitForFunction(() => window.location.hash === '#/admin', undefined, {
        timeout: SYNC_TIMEOUT_MS,
      });
      await waitForHistory(page);
      const outbox = new OutboxPage(page, server.baseUrl);
      const shell = new AppShell(page, server.baseUrl);
      await outbox.waitForStatus('Sincronização: tudo enviado');
      expect(await outbox.offlineBanner.count()).toBe(0);

      await goOffline(context);
      await outbox.offlineBanner.waitFor();
      expect(await outbox.offlineBanner.textContent()).toContain(
        'Sem conexão — você pode continuar trabalhando; o que fizer fica guardado e é enviado quando a internet voltar.',
      );
      await outbox.waitForStatus('Sincronização: sem conexão');

      // A write made offline: marking a notification read goes through the outbox.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notificações/ })
        .click();
      await page
        .getByRole('button', { name: /^Marcar como lida:/ })
        .first()
        .click();
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notificações/ })
        .click();
      await outbox.waitForStatus('Sincronização: sem conexão, 1 pendência de envio');
      expect(await outbox.offlineBanner.textContent()).toContain('1 pendência aguarda envio.');
      expect(await shell.clippedTexts(), 'cabeçalho offline').toEqual([]);

      // "Empresa cadastrada" from the registration may still be up: closed, so the screenshots show the screen.
      await closeNotifications(page);
      await outbox.openFromStatus();
      const [entry] = await outbox.listed();
      expect(entry?.label).toBe('Notificação lida');
      // Queued offline, its first try failed: it waits its turn or its back-off.
      expect(entry?.status).toMatch(/^(Aguardando envio|Nova tentativa às \d{2}:\d{2})$/);
      expect(await outbox.sendNowButton.isDisabled()).toBe(true);
      await page.screenshot({ path: join(screenshots, 'pendencias-offline-celular.png') });

      await goOnline(context);
      await outbox.empty.waitFor({ timeout: 30_000 });
      expect(await outbox.empty.textContent()).toBe('Nada pendente: tudo foi enviado.');
      expect(await outbox.offlineBanner.count()).toBe(0);
      await outbox.waitForStatus('Sincronização: tudo enviado');
      await page.screenshot({ path: join(screenshots, 'pendencias-enviadas-celular.png') });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
