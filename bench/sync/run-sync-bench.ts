/**
 * The sync part of `npm run bench` (`npm run bench -- sync`): DESIGN.md "Budgets", initial sync
 * of a large company. It builds a company of 20,000 clients, 50,000 products and 100,000
 * price-list rows through the ERP integration API, then in Debian Chromium (IndexedDB on disk)
 * measures in the same run (a) the app's real initial sync from pressing Entrar to landing,
 * (b) the same rows written with plain IndexedDB keeping primary keys only, (c) the same rows
 * written in the app's layout (its indexes, price rows packed per product). Environment: BENCH_DATABASE_URL / TEST_DATABASE_URL (PostgreSQL) or PGlite,
 * BENCH_SYNC_CLIENTS (20000), BENCH_SYNC_PRODUCTS (50000; two price rows each), BENCH_SYNC_RUNS (1).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { setup as ensureWebBuild } from '../../e2e/harness/global-setup.ts';
import { chromiumArgs, chromiumPath } from '../../e2e/harness/launch-browser.ts';
import { loadAverage, machine } from '../machine.ts';
import { progress } from '../progress.ts';
import { createBenchTarget } from '../server/bench-database.ts';
import { startBenchServer } from '../server/bench-server.ts';
import { benchLogin } from '../server/bench-session.ts';
import { median } from '../stats.ts';
import { measureAppSync } from './app-sync.ts';
import { loadCompanyThroughErp } from './erp-load.ts';
import { APP_LAYOUT_TARGETS, KEYS_ONLY_TARGETS, PULLED_SOURCES } from './pulled-sources.ts';
import { runInPage } from './run-in-page.ts';
import { createSyncCompany } from './sync-company.ts';
import { reportSync, type SyncRun } from './sync-report.ts';

const settings = {
  clients: Number(process.env.BENCH_SYNC_CLIENTS ?? 20_000),
  products: Number(process.env.BENCH_SYNC_PRODUCTS ?? 50_000),
  runs: Math.max(1, Number(process.env.BENCH_SYNC_RUNS ?? 1)),
};

/** Page size of the baseline's fetch (the contract's largest); it is not timed. */
const FETCH_LIMIT = 5_000;

/**
 * Runs `work` in a page of a fresh Chromium profile on disk, on the app's origin. A persistent
 * profile because an incognito context keeps IndexedDB in memory, and a device keeps it on disk;
 * a fresh one for each measurement because a profile that has just written 170,000 rows is
 * still compacting them in the background, which slows whatever is written next.
 */
async function inFreshProfile<T>(work: (page: Page) => Promise<T>): Promise<T> {
  const profile = await mkdtemp(join(tmpdir(), 'rota-sync-bench-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: chromiumArgs,
  });
  try {
    return await work(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

/** The rows of every pull fetched into the page (not timed), then written with plain IndexedDB. */
async function measurePlainWrite(baseUrl: string, session: string, layout: 'keys-only' | 'app') {
  return inFreshProfile(async (page) => {
    await page.goto(`${baseUrl}/#/`);
    const fetched = await runInPage(page, 'fetchRows', {
      token: session,
      sources: PULLED_SOURCES,
      limit: FETCH_LIMIT,
    });
    const written = await runInPage(page, 'writeRows', {
      dbName: `rota-bench-${layout}`,
      targets: layout === 'keys-only' ? KEYS_ONLY_TARGETS : APP_LAYOUT_TARGETS,
    });
    return { fetched, written };
  });
}

/** One run: the app's sync, then both plain writes, each in a fresh profile. */
async function measureRun(
  baseUrl: string,
  cnpj: string,
  sellerToken: string,
  session: string,
): Promise<SyncRun> {
  progress('sync: sincronização inicial do app (Entrar → /admin)');
  const { app, stored } = await inFreshProfile(async (page) => {
    const app = await measureAppSync(page, baseUrl, cnpj, sellerToken);
    return { app, stored: await runInPage(page, 'countRows', { dbName: 'MyPWA_DB' }) };
  });
  progress('sync: IndexedDB puro, só chaves primárias');
  const keys = await measurePlainWrite(baseUrl, session, 'keys-only');
  progress('sync: IndexedDB puro, no formato do app');
  const indexes = await measurePlainWrite(baseUrl, session, 'app');
  return { app, stored, fetched: keys.fetched, keysOnly: keys.written, appLayout: indexes.written };
}

export async function runSyncBench(): Promise<string> {
  const loadBefore = loadAverage();
  progress('sync: conferindo a compilação de apps/web');
  ensureWebBuild();
  const target = await createBenchTarget();
  try {
    progress(`sync: criando empresa, vendedor e chave de integração em ${target.label}`);
    const company = await createSyncCompany(target);
    const server = await startBenchServer(target);
    try {
      progress(
        `sync: carregando ${settings.clients} clientes, ${settings.products} produtos e ` +
          `${settings.products * 2} linhas de preço pela API de integração`,
      );
      const loads = await loadCompanyThroughErp(server.baseUrl, company.integrationKey, settings);
      const session = await benchLogin(server.baseUrl, company.companyId, company.sellerToken);
      const runs: SyncRun[] = [];
      for (let run = 1; run <= settings.runs; run++) {
        progress(`sync: execução ${run} de ${settings.runs}`);
        runs.push(await measureRun(server.baseUrl, company.cnpj, company.sellerToken, session));
      }
      return reportSync({
        machine: machine(),
        load: `${loadBefore} / ${loadAverage()}`,
        database: target.label,
        serverPid: server.pid,
        chromium: chromiumPath(),
        loads,
        runs,
        median,
      });
    } finally {
      await server.stop();
    }
  } finally {
    await target.dispose();
  }
}
