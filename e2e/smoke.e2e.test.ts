import { existsSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import serverPackage from '../apps/server/package.json' with { type: 'json' };
import { launchBrowser } from './harness/launch-browser.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { AppShell } from './pages/app-shell.ts';

describe('smoke: real server + real Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('answers GET /health', async () => {
    const response = await fetch(`${server.baseUrl}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ok',
      version: serverPackage.version,
      uptime_s: expect.any(Number),
    });
  });

  it('opens the app at the login route, in pt-BR, without errors', async () => {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });

    const shell = new AppShell(page, server.baseUrl);
    await shell.open('/');
    await shell.waitForTitle('Login');

    expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
    expect(shell.hash()).toBe('#/');
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('stops gracefully on SIGTERM and removes its data directory', async () => {
    const other = await startServer();
    expect(existsSync(other.dataDir)).toBe(true);
    await other.stop();
    expect(existsSync(other.dataDir)).toBe(false);
    expect(other.output()).toContain('encerrando o servidor');
    await expect(fetch(`${other.baseUrl}/health`)).rejects.toThrow();
  });
});
