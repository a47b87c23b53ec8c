/**
 * Nova Empresa → login → initial sync → target route, in real Chromium against the real server
 * with the demo company (docs/demo.md). The expired session is made invalid for real: the server
 * is stopped, the admin CLI revokes the seller's sessions in its database, and the same server
 * (same port, same DATA_DIR, so the browser keeps its stored login) starts again.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA_TOKEN, DEMO_CNPJ, registerDemoAndSubmit, SYNC_TIMEOUT_MS } from './harness/demo-login.ts';
import { findFreePort } from './harness/find-free-port.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { repoPaths } from './harness/repo-paths.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { LoginPage } from './pages/login-page.ts';
import { NewCompanyPage } from './pages/new-company-page.ts';

/** The company's name (the local list's label), not its trade name. */
const DEMO_COMPANY = 'Pão Dourado Distribuidora de Alimentos Ltda';

/** Records every state of the sync progress list, so a test can read it after the page moved on. */
const recordSyncStates = () => {
  const log: { call: string | null; status: string | null; text: string }[][] = [];
  (window as unknown as { __syncLog: typeof log }).__syncLog = log;
  new MutationObserver(() => {
    const items = [...document.querySelectorAll('[data-testid^="sync-"]')];
    if (items.length === 0) return;
    log.push(
      items.map((item) => ({
        call: item.getAttribute('data-testid'),
        status: item.getAttribute('data-status'),
        text: item.textContent ?? '',
      })),
    );
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
};

async function syncLog(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __syncLog: { call: string; status: string; text: string }[][] }).__syncLog,
  );
}

const hashOf = (page: Page) => new URL(page.url()).hash;

async function waitForHash(page: Page, hash: string, timeout = SYNC_TIMEOUT_MS) {
  await page.waitForFunction((wanted) => window.location.hash === wanted, hash, { timeout });
}

/** Registers the demo company on this browser and logs in with Ana's token, up to the target. */
async function registerAndLogIn(page: Page, baseUrl: string, landing = '#/admin') {
  await registerDemoAndSubmit(page, baseUrl);
  await waitForHash(page, landing);
}

describe('login: Nova Empresa, login with the initial sync, wrong token, deep link', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function newPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    await context.addInitScript(recordSyncStates);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    return { context, page, errors };
  }

  it('registers the demo company, logs in, watches the initial sync finish and lands on /admin', async () => {
    const { context, page, errors } = await newPage();
    const newCompany = new NewCompanyPage(page, server.baseUrl);
    await newCompany.goto();

    await newCompany.register('45723174000111');
    await page.getByText('CNPJ inválido').waitFor();

    await newCompany.register(DEMO_CNPJ);
    const login = new LoginPage(page, server.baseUrl);
    await login.waitForForm();
    expect(await newCompany.cnpj.count()).toBe(0);
    expect(hashOf(page)).toBe('#/?company=1');
    expect(await login.chosenCompany()).toBe(DEMO_COMPANY);

    await login.submit(ANA_TOKEN);
    await login.syncList.waitFor({ timeout: 30_000 });
    await waitForHash(page, '#/admin');

    const snapshots = await syncLog(page);
    const last = snapshots.at(-1) ?? [];
    // Five parts in the seller's words (and the overall line), never the device's table names.
    const parts = last.filter((entry) => entry.status !== null);
    expect(parts.map((entry) => entry.call)).toEqual([
      'sync-clients',
      'sync-catalogue',
      'sync-company',
      'sync-sales',
      'sync-financial',
    ]);
    // The screen opened once the first three were stored; the history goes on under the banner.
    expect(parts.slice(0, 3).every((entry) => entry.status === 'done')).toBe(true);
    const clients = parts.find((entry) => entry.call === 'sync-clients');
    expect(clients?.text).toMatch(/^ClientesConcluído · [\d.]+ de [\d.]+$/);
    expect(last.find((entry) => entry.call === 'sync-overall')?.text).toMatch(/^[345] de 5 partes prontas$/);
    await page.getByTestId('history-sync-banner').waitFor({ state: 'detached', timeout: SYNC_TIMEOUT_MS });
    expect(snapshots.some((snapshot) => snapshot.some((entry) => entry.status === 'running'))).toBe(true);
    expect(await page.title()).toMatch(/Dashboard/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a supervisor's dashboard before her year of sales is stored, with the history's progress on top", async () => {
    // Blocked service workers: the sales pull is held here, so the order is certain on any machine.
    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/sales\/all-seller/, async (route) => {
      await held;
      await route.continue();
    });
    const newCompany = new NewCompanyPage(page, server.baseUrl);
    await newCompany.goto();
    await newCompany.register(DEMO_CNPJ);
    const login = new LoginPage(page, server.baseUrl);
    await login.waitForForm();
    await login.submit('demo-carla-2026');
    await waitForHash(page, '#/admin');

    const banner = page.getByTestId('history-sync-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Baixando o histórico. Você já pode trabalhar');
    expect(await banner.textContent()).toContain('Vendas:');
    // What is stored counts; what is still coming says so instead of showing a partial sum.
    expect(await page.getByTestId('tile-to-visit-value').textContent()).toMatch(/^\d+$/);
    expect(await page.getByTestId('tile-sales-month-value').textContent()).toBe('…');
    expect(await page.getByTestId('tile-sales-month').textContent()).toContain('Baixando as vendas…');

    release();
    await banner.waitFor({ state: 'detached', timeout: SYNC_TIMEOUT_MS });
    expect(await page.getByTestId('tile-sales-month-value').textContent()).toMatch(/^R\$/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says "Token inválido!" once, under the token, for a wrong token and stays on the login', async () => {
    const { context, page } = await newPage();
    const newCompany = new NewCompanyPage(page, server.baseUrl);
    await newCompany.goto();
    await newCompany.register(DEMO_CNPJ);
    const login = new LoginPage(page, server.baseUrl);
    await login.waitForForm();

    await login.submit('token-que-nao-existe');
    await page.getByText('Token inválido!').waitFor();
    // Give a late notice the time to show up before counting: the field says it, nothing else.
    await page.waitForTimeout(500);
    expect(await page.getByText('Token inválido!').count()).toBe(1);
    expect(await login.token.getAttribute('aria-invalid')).toBe('true');
    expect(hashOf(page)).toMatch(/^#\/(\?company=1)?$/);
    expect(await login.syncList.count()).toBe(0);
    await context.close();
  });

  it('sends a logged-out deep link to login and opens it after the login', async () => {
    const { context, page } = await newPage();
    // Register first, so the deep link is the first auth route this browser visits.
    const newCompany = new NewCompanyPage(page, server.baseUrl);
    await newCompany.goto();
    await newCompany.register(DEMO_CNPJ);
    const login = new LoginPage(page, server.baseUrl);
    await login.waitForForm();

    await page.goto(`${server.baseUrl}/#/admin/clients`);
    await login.waitForForm();
    expect(hashOf(page)).toBe('#/');

    await login.chooseCompany(DEMO_COMPANY);
    await login.submit(ANA_TOKEN);
    await waitForHash(page, '#/admin/clients');
    await page.waitForFunction(() => document.title.startsWith('Clientes'));
    await context.close();
  });
});

describe('login: an expired session goes back to login', () => {
  let browser: Browser;
  let dataDir: string;
  let port: number;
  let server: OwnServer | undefined;

  beforeAll(async () => {
    port = await findFreePort();
    dataDir = await mkdtemp(join(tmpdir(), 'rota-e2e-login-'));
    [server, browser] = await Promise.all([runServer(port, dataDir), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows "Sessão expirada, realize o login" once the seller\'s sessions are revoked, and logs in again', async () => {
    const baseUrl = `http://127.0.0.1:${port}`;
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const page = await context.newPage();
    await registerAndLogIn(page, baseUrl);
    const sellerId = await page.evaluate(readStoredSellerId);

    // Revoke for real: stop the server, run the admin CLI on its database, start it again.
    await server?.stop();
    server = undefined;
    const revoke = spawnSync('npm', ['run', 'admin', '--', 'revoke-sessions', '--seller', String(sellerId)], {
      cwd: repoPaths.root,
      env: withoutDatabaseUrl({ DATA_DIR: dataDir }),
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(revoke.status, revoke.stderr).toBe(0);
    expect(revoke.stdout).toContain('Sessões encerradas');
    server = await runServer(port, dataDir);

    // The seller opens the app again (a new document, not a hash change) on the Clientes screen.
    await page.goto(`${baseUrl}/#/admin/clients`);
    await page.reload();
    await waitForHash(page, '#/', 30_000);
    const login = new LoginPage(page, baseUrl);
    await login.waitForForm();
    const expiredShown = await page
      .getByText('Sessão expirada, realize o login')
      .first()
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );

    await login.chooseCompany(DEMO_COMPANY);
    await login.submit(ANA_TOKEN);
    await waitForHash(page, '#/admin/clients');
    await context.close();
    expect(expiredShown, "the red notice 'Sessão expirada, realize o login' (§8)").toBe(true);
  });
});

/** The seller id of the login stored in `MyPWA_DB.auth` (runs in the page). */
function readStoredSellerId(): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('MyPWA_DB');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const read = open.result.transaction('auth').objectStore('auth').get('current');
      read.onerror = () => reject(read.error);
      read.onsuccess = () => resolve(read.result.session.seller.id);
    };
  });
}

function withoutDatabaseUrl(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, ...env } = process.env;
  return { ...env, ...extra };
}

interface OwnServer {
  stop(): Promise<void>;
}

/**
 * The real server on a fixed port and DATA_DIR that outlive it (the harness gives each start a new
 * directory and removes it on stop, which a restart over the same database cannot use).
 */
async function runServer(port: number, dataDir: string): Promise<OwnServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', repoPaths.serverMain], {
    cwd: repoPaths.root,
    env: withoutDatabaseUrl({
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-16_000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-16_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(kill);
    }
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`O servidor saiu (código ${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return { stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`O servidor não respondeu /health em 90 s:\n${output}`);
}
